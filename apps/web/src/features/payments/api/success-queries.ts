import type { RecommendedPage } from '@vm/contracts/catalogue-communities';
import type { OrderView } from '@vm/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Finished orders shown for review on the success page: 4 (product-spec section 9). */
export const REVIEW_PAGE_SIZE = 4;
/** Recommended venues on the success page: a row of 4, like the home page. */
export const RECOMMEND_PAGE_SIZE = 4;

/** GET /api/orders?status=finished: orders the buyer may now review for a coupon. */
export function useFinishedOrders(cityId: number) {
  return useQuery({
    queryKey: ['payments', 'finished-orders', cityId],
    queryFn: ({ signal }) => api.get<{ data: OrderView[]; total: number }>('/orders', { signal, query: { status: 'finished', page: 1, page_size: REVIEW_PAGE_SIZE, city_id: cityId } }),
  });
}

/** GET /api/communities/recommends for the buyer's city. */
export function useRecommendedVenues(cityId: number) {
  return useQuery({
    queryKey: ['payments', 'recommends', cityId],
    queryFn: ({ signal }) => api.get<RecommendedPage>('/communities/recommends', { signal, query: { page: 1, page_size: RECOMMEND_PAGE_SIZE, city_id: cityId } }),
  });
}
