import type { RecommendedPage } from '@vm/contracts/catalogue-communities';
import type { OrderView } from '@vm/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../shared/api/typed-api';

/** Finished orders shown for review on the success page: 4 (product-spec section 9). */
export const REVIEW_PAGE_SIZE = 4;
/** Recommended venues on the success page: a row of 4, like the home page. */
export const RECOMMEND_PAGE_SIZE = 4;

/** GET /api/orders?status=finished: orders the buyer may now review for a coupon. */
export function useFinishedOrders(cityId: number) {
  return useQuery({
    queryKey: ['payments', 'finished-orders', cityId],
    // The buyer's own orders: GET /api/orders takes no city (the document says so; it used to be sent and ignored).
    queryFn: ({ signal }): Promise<{ data: OrderView[]; total: number }> =>
      typedApi.get('/orders', { signal, query: { status: 'finished', page: 1, page_size: REVIEW_PAGE_SIZE } }),
  });
}

/** GET /api/communities/recommends for the buyer's city. */
export function useRecommendedVenues(cityId: number) {
  return useQuery({
    queryKey: ['payments', 'recommends', cityId],
    queryFn: ({ signal }): Promise<RecommendedPage> => typedApi.get('/communities/recommends', { signal, query: { page: 1, page_size: RECOMMEND_PAGE_SIZE, city_id: cityId } }),
  });
}
