import { lazyPage } from './lazy-page';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';

const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const LoginPasswordPage = lazyPage(() => import('../features/profile/pages/login-password-page'), 'LoginPasswordPage');
const NotificationSettingsPage = lazyPage(() => import('../features/notifications/pages/notification-settings-page'), 'NotificationSettingsPage');
const AddressesPage = lazyPage(() => import('../features/addresses/pages/addresses-page'), 'AddressesPage');
const InvoicesPage = lazyPage(() => import('../features/invoices/pages/invoices-page'), 'InvoicesPage');
const CompanyInfoPage = lazyPage(() => import('../features/companies/pages/company-info-page'), 'CompanyInfoPage');
const CompanyViewPage = lazyPage(() => import('../features/companies/pages/company-view-page'), 'CompanyViewPage');

/**
 * Account settings (issue 13 items 4–6): profile and login password, address book, invoices, company
 * information; and the public company page (open to visitors). The operator's invoice desk is in
 * operator-routes.
 */
export const accountSettingsRoutes: RouteObject[] = [
  { path: 'company/view/:id', element: <CompanyViewPage /> },
  {
    path: 'admin/profile/index',
    element: (
      <RequireLogin>
        <ProfilePage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/profile/password',
    element: (
      <RequireLogin>
        <LoginPasswordPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/profile/notifications',
    element: (
      <RequireLogin>
        <NotificationSettingsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/profile/address',
    element: (
      <RequireLogin>
        <AddressesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/profile/company',
    element: (
      <RequireLogin>
        <CompanyInfoPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/invoices',
    element: (
      <RequireLogin>
        <InvoicesPage />
      </RequireLogin>
    ),
  },
];
