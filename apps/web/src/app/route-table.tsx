import { isValidElement, lazy } from 'react';
import { lazyPage, type LazyPage } from './lazy-page';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
import { accountRoutes } from './account-routes';
import { afterSalesRoutes } from './after-sales-routes';
import { accountSettingsRoutes } from './account-settings-routes';
import { bookingRoutes } from './booking-routes';
import { contentRoutes } from './content-routes';
import { couponRoutes } from './coupon-routes';
import { demandRoutes } from './demand-routes';
import { discoveryRoutes } from './discovery-routes';
import { operatorRoutes } from './operator-routes';
import { groupRoutes } from './group-routes';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';
import { supplierVenueRoutes } from './supplier-venue-routes';
import { AntdOutlet } from './layout/antd-outlet';
import { BareLayout, SiteLayout } from './layout/site-layout';
import { renderRegistrationApplication, supplierOfficeRoutes } from './supplier-office-routes';
import { withStaffConsoles } from './staff-console-routes';

const HomePage = lazyPage(() => import('./pages/home-route'), 'HomeRoute', { firstRenderWaits: true });
const VenueListPage = lazyPage(() => import('../features/venues/pages/venue-list-page'), 'VenueListPage', { firstRenderWaits: true });
const VenueDetailPage = lazyPage(() => import('./pages/venue-detail-route'), 'VenueDetailRoute', { firstRenderWaits: true });
const PanoramaPage = lazyPage(() => import('../features/venues/pages/panorama-page'), 'PanoramaPage');
const CodeLoginPage = lazyPage(() => import('../features/accounts/pages/code-login-page'), 'CodeLoginPage');
const RegisterPage = lazy(async () => ({ default: (await import('../features/accounts/pages/register-page')).RegisterPage }));
const OAuthCallbackPage = lazyPage(() => import('../features/accounts/pages/oauth-callback-page'), 'OAuthCallbackPage');
const BindMobilePage = lazyPage(() => import('../features/accounts/pages/bind-mobile-page'), 'BindMobilePage');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');

/**
 * The route table. Public pages sit inside the site layout (header, footer); login and register draw
 * their own frame. Add a feature's pages with lazyPage so they stay out of the entry chunk.
 */
const { sitePages, consoles } = withStaffConsoles([
  ...discoveryRoutes,
  ...couponRoutes,
  ...bookingRoutes,
  ...supplierVenueRoutes,
  ...orderRoutes,
  ...afterSalesRoutes,
  ...paymentRoutes,
  ...supplierOfficeRoutes,
  ...accountRoutes,
  ...accountSettingsRoutes,
  ...contentRoutes,
  ...operatorRoutes,
  ...demandRoutes,
  ...groupRoutes,
]);

export const routes: RouteObject[] = [
  {
    // Every page but the three landing pages is drawn inside antd's provider (layout/antd-outlet.tsx).
    element: <AntdOutlet preloadPage={(pathname) => preloadRoute(pathname)} />,
    children: [
      {
        path: '/auth',
        element: <BareLayout />,
        children: [
          { path: 'code-login', element: <CodeLoginPage /> },
          { path: 'register', element: <RegisterPage afterRegistration={renderRegistrationApplication} /> },
          { path: 'oauth/:provider/callback', element: <OAuthCallbackPage /> },
          { path: 'bind-mobile', element: <BindMobilePage /> },
        ],
      },
      // The supplier centre and the operator console: their own header and menu.
      ...consoles,
    ],
  },
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <Navigate to={paths.home()} replace /> },
      // The pages a visitor lands on use no antd on their first screen (issue 37, decision 0058).
      { path: 'home/index', element: <HomePage /> },
      { path: 'fieldslist', element: <VenueListPage /> },
      // Static segments win over :id, so /fields/panorama and /fields/proprietary are not venue ids.
      { path: 'fields/:id', element: <VenueDetailPage /> },
      {
        element: <AntdOutlet preloadPage={(pathname) => preloadRoute(pathname)} />,
        children: [{ path: 'fields/panorama', element: <PanoramaPage /> }, ...sitePages, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

/**
 * Starts loading the code of the page at `pathname` (main.tsx calls it before the first render), so the
 * page's chunk downloads while React draws the layout instead of after it. Resolves when the code of the
 * pages that ask the first render to wait for it (`firstRenderWaits`) is loaded.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const awaited: Promise<void>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const element = match.route.element;
    const page = isValidElement(element) ? (element.type as Partial<LazyPage>) : undefined;
    const loading = page?.preload?.();
    if (loading && page?.firstRenderWaits) awaited.push(loading);
  }
  return Promise.all(awaited).then(() => undefined);
}

export function AppRoutes() {
  return useRoutes(routes);
}
