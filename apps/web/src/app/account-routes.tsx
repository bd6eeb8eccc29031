import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const MessagesPage = lazyPage(() => import('../features/user-messages/pages/messages-page'), 'MessagesPage');
const ReviewsPage = lazyPage(() => import('../features/reviews/pages/reviews-page'), 'ReviewsPage');
const ReviewEditPage = lazyPage(() => import('../features/reviews/pages/review-edit-page'), 'ReviewEditPage');
const PurchasedResourcesPage = lazyPage(() => import('../features/purchased-resources/pages/purchased-resources-page'), 'PurchasedResourcesPage');
const MyServiceProfilePage = lazyPage(() => import('../features/service-providers/pages/my-service-profile-page'), 'MyServiceProfilePage');
const FavoritesPage = lazyPage(() => import('../features/favorites/pages/favorites-page'), 'FavoritesPage');

/** The buyer's account life (inside the site layout, all behind a login): messages, reviews, favourites. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'admin/messages',
    element: (
      <RequireLogin>
        <MessagesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/messages/index',
    element: (
      <RequireLogin>
        <MessagesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/comments/index',
    element: (
      <RequireLogin>
        <ReviewsPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/comments/edit/:id',
    element: (
      <RequireLogin>
        <ReviewEditPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/favorites/index',
    element: (
      <RequireLogin>
        <FavoritesPage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/service/profile',
    element: (
      <RequireLogin>
        <MyServiceProfilePage />
      </RequireLogin>
    ),
  },
  {
    path: 'admin/purchased/index',
    element: (
      <RequireLogin>
        <PurchasedResourcesPage />
      </RequireLogin>
    ),
  },
];
