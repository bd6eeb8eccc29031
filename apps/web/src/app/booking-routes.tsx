import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const CartPage = lazyPage(() => import('../features/cart/pages/cart-page'), 'CartPage');
const EnquiryListPage = lazyPage(() => import('../features/enquiries/pages/enquiry-list-page'), 'EnquiryListPage');

/** Cart and enquiry pages (inside the site layout). */
export const bookingRoutes: RouteObject[] = [
  { path: 'cart', element: <CartPage /> },
  { path: 'admin/enquiry/index', element: <EnquiryListPage /> },
];
