import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const CheckoutPage = lazyPage(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage');
const OrdersPage = lazyPage(() => import('../features/orders/pages/orders-page'), 'OrdersPage');
const OrderDetailRoute = lazyPage(() => import('./pages/order-detail-route'), 'OrderDetailRoute');
const ProvideInfoPage = lazyPage(() => import('../features/orders/pages/provide-info-page'), 'ProvideInfoPage');
const ContactsPage = lazyPage(() => import('../features/contacts/pages/contacts-page'), 'ContactsPage');
const SupplierOrderItemsRoute = lazyPage(() => import('./pages/supplier-order-items-route'), 'SupplierOrderItemsRoute');

/** Checkout, buyer orders, the buyer's contacts and the supplier's order items (inside the site layout); all need a login. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'orders/confirm',
    element: (
      <RequireLogin>
        <CheckoutPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/orders/index',
    element: (
      <RequireLogin>
        <OrdersPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/orders/view/:id',
    element: (
      <RequireLogin>
        <OrderDetailRoute />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/orders/provide-info/:id',
    element: (
      <RequireLogin>
        <ProvideInfoPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/profile/contact',
    element: (
      <RequireLogin>
        <ContactsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/order-items',
    element: (
      <RequireLogin>
        <SupplierOrderItemsRoute />
      </RequireLogin>
    ),
  },
];
