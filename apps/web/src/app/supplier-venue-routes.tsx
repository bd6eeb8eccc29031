import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const SupplierCommunitiesPage = lazyPage(() => import('../features/supplier-venues/pages/supplier-communities-page'), 'SupplierCommunitiesPage');
const SupplierResourcesPage = lazyPage(() => import('../features/supplier-venues/pages/supplier-resources-page'), 'SupplierResourcesPage');
const SupplierResourceEditPage = lazyPage(() => import('../features/supplier-venues/pages/supplier-resource-edit-page'), 'SupplierResourceEditPage');
const SupplierPriceRulesPage = lazyPage(() => import('../features/supplier-price-rules/pages/supplier-price-rules-page'), 'SupplierPriceRulesPage');

/** The supplier's venues: communities, physical resources with booths, price rules (in the supplier centre's layout, staff-console-routes.tsx; login needed). */
export const supplierVenueRoutes: RouteObject[] = [
  {
    path: 'admin/supplier/communities',
    element: (
      <RequireLogin>
        <SupplierCommunitiesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/resources',
    element: (
      <RequireLogin>
        <SupplierResourcesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/resources/new',
    element: (
      <RequireLogin>
        <SupplierResourceEditPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/resources/:id/edit',
    element: (
      <RequireLogin>
        <SupplierResourceEditPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/supplier/price-rules',
    element: (
      <RequireLogin>
        <SupplierPriceRulesPage />
      </RequireLogin>
    ),
  },
];
