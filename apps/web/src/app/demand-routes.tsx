import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const DemandHallPage = lazyPage(() => import('../features/demands/pages/demand-hall-page'), 'DemandHallPage');
const DemandCreatePage = lazyPage(() => import('../features/demands/pages/demand-create-page'), 'DemandCreatePage');
const DemandSuccessPage = lazyPage(() => import('../features/demands/pages/demand-success-page'), 'DemandSuccessPage');
const MyDemandsPage = lazyPage(() => import('../features/demands/pages/my-demands-page'), 'MyDemandsPage');
const OperatorDemandsPage = lazyPage(() => import('../features/demands/pages/operator-demands-page'), 'OperatorDemandsPage');

/** Demands (issue 12): the hall, the form and its success page, the owner's demands, the operator's follow-up. */
export const demandRoutes: RouteObject[] = [
  { path: 'demand/hall', element: <DemandHallPage /> },
  { path: 'demand/create', element: <DemandCreatePage /> },
  { path: 'demand/success/:id', element: <DemandSuccessPage /> },
  {
    path: 'admin/demands/index',
    element: (
      <RequireLogin>
        <MyDemandsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/operator/demands',
    element: (
      <RequireLogin>
        <OperatorDemandsPage />
      </RequireLogin>
    ),
  },
];
