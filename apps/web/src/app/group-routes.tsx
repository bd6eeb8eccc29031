import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const GroupViewPage = lazyPage(() => import('../features/group-buys/pages/group-view-page'), 'GroupViewPage');
const MyGroupsPage = lazyPage(() => import('../features/group-buys/pages/my-groups-page'), 'MyGroupsPage');
const OperatorGroupsPage = lazyPage(() => import('../features/group-buys/pages/operator-groups-page'), 'OperatorGroupsPage');
const OperatorBigOrdersPage = lazyPage(() => import('../features/big-orders/pages/operator-big-orders-page'), 'OperatorBigOrdersPage');

/** Group buys (拼团): the public group page, the buyer's group orders, the operator's group and big-order pages. */
export const groupRoutes: RouteObject[] = [
  { path: 'groups/view/:id', element: <GroupViewPage /> },
  {
    path: 'admin/groups/index',
    element: (
      <RequireLogin>
        <MyGroupsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/operator/group-purchases',
    element: (
      <RequireLogin>
        <OperatorGroupsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/operator/big-orders',
    element: (
      <RequireLogin>
        <OperatorBigOrdersPage />
      </RequireLogin>
    ),
  },
];
