import { lazyPage } from './lazy-page';
import type { RouteObject } from 'react-router';

const ActivityDetailPage = lazyPage(() => import('../features/activities/pages/activity-detail-page'), 'ActivityDetailPage');
const ProprietaryActivitiesPage = lazyPage(() => import('../features/activities/pages/proprietary-activities-page'), 'ProprietaryActivitiesPage');
const ProprietaryFieldsPage = lazyPage(() => import('../features/proprietary-fields/pages/proprietary-fields-page'), 'ProprietaryFieldsPage');
const CommunityPage = lazyPage(() => import('../features/communities/pages/community-page'), 'CommunityPage');
const AdSearchPage = lazyPage(() => import('../features/ads/pages/ad-search-page'), 'AdSearchPage');
const CityListPage = lazyPage(() => import('../features/cities/pages/city-list-page'), 'CityListPage');
const CaseListPage = lazyPage(() => import('../features/cases/pages/case-list-page'), 'CaseListPage');
const ThemePage = lazyPage(() => import('../features/themes/pages/theme-page'), 'ThemePage');
const ServiceListPage = lazyPage(() => import('../features/service-providers/pages/service-list-page'), 'ServiceListPage');
const ServiceDetailPage = lazyPage(() => import('../features/service-providers/pages/service-detail-page'), 'ServiceDetailPage');

/**
 * Secondary discovery pages (inside the site layout). Static segments win over dynamic ones in
 * React Router, so /activities/proprietary and /fields/proprietary are not taken for ids.
 */
export const discoveryRoutes: RouteObject[] = [
  { path: 'activities/proprietary', element: <ProprietaryActivitiesPage /> },
  { path: 'activities/:id', element: <ActivityDetailPage /> },
  { path: 'fields/proprietary', element: <ProprietaryFieldsPage /> },
  { path: 'community/:id', element: <CommunityPage /> },
  { path: 'advs/index', element: <AdSearchPage /> },
  { path: 'cities/list', element: <CityListPage /> },
  { path: 'theme/case', element: <CaseListPage /> },
  { path: 'theme/index', element: <ThemePage /> },
  { path: 'service/index', element: <ServiceListPage /> },
  { path: 'service/view/:id', element: <ServiceDetailPage /> },
];
