import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const BuyerAfterSalesPage = lazyPage(() => import('../features/after-sales/pages/buyer-after-sales-page'), 'BuyerAfterSalesPage');
const BuyerCasePage = lazyPage(() => import('../features/after-sales/pages/buyer-case-page'), 'BuyerCasePage');
const SupplierAfterSalesPage = lazyPage(() => import('../features/after-sales/pages/supplier-after-sales-page'), 'SupplierAfterSalesPage');
const SupplierCasePage = lazyPage(() => import('../features/after-sales/pages/supplier-case-page'), 'SupplierCasePage');
const OperatorAfterSalesPage = lazyPage(() => import('../features/after-sales/pages/operator-after-sales-page'), 'OperatorAfterSalesPage');
const OperatorCasePage = lazyPage(() => import('../features/after-sales/pages/operator-case-page'), 'OperatorCasePage');
const OperatorDepositClaimsPage = lazyPage(() => import('../features/after-sales/pages/operator-deposit-claims-page'), 'OperatorDepositClaimsPage');

const page = (path: string, element: ReactNode): RouteObject => ({ path, element: <RequireLogin>{element}</RequireLogin> });

/** After-sales (issue 38): the buyer's cases (member centre), the supplier's (supplier centre), the operator's 平台介入 queue. */
export const afterSalesRoutes: RouteObject[] = [
  page('admin/after-sales/index', <BuyerAfterSalesPage />),
  page('admin/after-sales/view/:id', <BuyerCasePage />),
  page('admin/supplier/after-sales', <SupplierAfterSalesPage />),
  page('admin/supplier/after-sales/:id', <SupplierCasePage />),
  page('admin/operator/after-sales', <OperatorAfterSalesPage />),
  page('admin/operator/after-sales/:id', <OperatorCasePage />),
  page('admin/operator/deposit-claims', <OperatorDepositClaimsPage />),
];
