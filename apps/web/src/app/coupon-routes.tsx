import { lazyPage } from './lazy-page';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';

const CompanyCouponsPage = lazyPage(() => import('../features/coupons/pages/company-coupons-page'), 'CompanyCouponsPage');
const PointsPage = lazyPage(() => import('../features/coupons/pages/points-page'), 'PointsPage');
const WelfarePage = lazyPage(() => import('../features/coupons/pages/welfare-page'), 'WelfarePage');
const OperatorCouponsPage = lazyPage(() => import('../features/coupons/pages/operator-coupons-page'), 'OperatorCouponsPage');

/**
 * Coupons and points (inside the site layout). The welfare page is open to visitors (claiming sends
 * them to login); the others need a login.
 */
export const couponRoutes: RouteObject[] = [
  { path: 'welfare', element: <WelfarePage /> },
  {
    path: 'admin/coupons/index',
    element: (
      <RequireLogin>
        <CompanyCouponsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/points/index',
    element: (
      <RequireLogin>
        <PointsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/operator/coupons',
    element: (
      <RequireLogin>
        <OperatorCouponsPage />
      </RequireLogin>
    ),
  },
];
