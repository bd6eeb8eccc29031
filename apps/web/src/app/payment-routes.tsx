import { lazyPage } from './lazy-page';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';

const PaymentPage = lazyPage(() => import('../features/payments/pages/payment-page'), 'PaymentPage');
const PaidPage = lazyPage(() => import('../features/payments/pages/paid-page'), 'PaidPage');
const WalletPage = lazyPage(() => import('../features/wallet/pages/wallet-page'), 'WalletPage');
const PayPasswordPage = lazyPage(() => import('../features/wallet/pages/pay-password-page'), 'PayPasswordPage');
const ModifyPayPasswordPage = lazyPage(() => import('../features/wallet/pages/modify-pay-password-page'), 'ModifyPayPasswordPage');
const OperatorTransfersPage = lazyPage(() => import('../features/operator-transfers/pages/operator-transfers-page'), 'OperatorTransfersPage');

/** Payment, paid and success pages, wallet and pay-password pages, operator transfer confirmation. */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'orders/payment/:id',
    element: (
      <RequireLogin>
        <PaymentPage />
      </RequireLogin>
    ),
  },
  {
    path: 'orders/paid/:orderId',
    element: (
      <RequireLogin>
        <PaidPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/wallets/index',
    element: (
      <RequireLogin>
        <WalletPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/wallets/pay-pwd',
    element: (
      <RequireLogin>
        <PayPasswordPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/wallets/modify-pwd',
    element: (
      <RequireLogin>
        <ModifyPayPasswordPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/operator/transfers',
    element: (
      <RequireLogin>
        <OperatorTransfersPage />
      </RequireLogin>
    ),
  },
];
