import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';
import { PageLoading } from './layout/page-loading';

const HomeInfoPage = lazyPage(() => import('../features/supplier-applications/pages/home-info-page'), 'HomeInfoPage');
const OperatorApplicationsPage = lazyPage(() => import('../features/supplier-applications/pages/operator-applications-page'), 'OperatorApplicationsPage');
const SupplierHomePage = lazyPage(() => import('../features/supplier-home/pages/supplier-home-page'), 'SupplierHomePage');
const ChildAccountsPage = lazyPage(() => import('../features/child-accounts/pages/child-accounts-page'), 'ChildAccountsPage');
const SupplierFinancePage = lazyPage(() => import('../features/supplier-finance/pages/supplier-finance-page'), 'SupplierFinancePage');
const SupplierInsightsPage = lazyPage(() => import('../features/insights/pages/supplier-insights-page'), 'SupplierInsightsPage');
const SupplierEnquiriesPage = lazyPage(() => import('../features/enquiry-quotes/pages/supplier-enquiries-page'), 'SupplierEnquiriesPage');
const RegistrationApplication = lazy(async () => ({
  default: (await import('../features/supplier-applications/components/registration-application')).RegistrationApplication,
}));

/**
 * The register page's step after registering as supplier (1), agent (2) or facilitator (3): the pending
 * application (features/supplier-applications), handed to features/accounts' register page.
 */
export function renderRegistrationApplication(type: 1 | 2 | 3, from: string | null) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RegistrationApplication type={type} from={from} />
    </Suspense>
  );
}

/**
 * Supplier back office (issue 11): applications, supplier home, child accounts, enquiry quotes. The
 * `admin/supplier/…` pages are drawn in the supplier centre's own layout (staff-console-routes.tsx), its menu
 * the list of layout/supplier-console-menu.ts.
 */
export const supplierOfficeRoutes: RouteObject[] = [
  { path: 'home/info', element: <HomeInfoPage /> },
  {
    path: 'admin/operator/supplier-applications',
    element: (
      <RequireLogin>
        <OperatorApplicationsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/index',
    element: (
      <RequireLogin>
        <SupplierHomePage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/child-accounts',
    element: (
      <RequireLogin>
        <ChildAccountsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/enquiries',
    element: (
      <RequireLogin>
        <SupplierEnquiriesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/insights',
    element: (
      <RequireLogin>
        <SupplierInsightsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/finance',
    element: (
      <RequireLogin>
        <SupplierFinancePage />
      </RequireLogin>
    ),
  },
];
