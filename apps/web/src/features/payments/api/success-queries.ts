import type { RecommendedPage } from '@vm/contracts/catalogue-communities';
import type { PendingCommentPage } from '@vm/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** Finished sub-orders shown for review on the success page: 4 (docs/spec/product-spec.md "Finished orders for comment"). */
export const REVIEW_PAGE_SIZE = 4;
/** Recommended venues on the success page: a row of 4, like the home page. */
export const RECOMMEND_PAGE_SIZE = 4;

/** GET /api/comments/pending?city_id=: finished sub-orders the buyer may now review for a coupon. */
export function usePendingComments(cityId: number) {
  return useQuery({
    queryKey: queryKeys.payments.pendingComments(cityId),
    queryFn: ({ signal }): Promise<PendingCommentPage> =>
      typedApi.get('/comments/pending', { signal, query: { city_id: cityId, page: 1, pageSize: REVIEW_PAGE_SIZE } }),
  });
}

/** GET /api/communities/recommends for the buyer's city. */
export function useRecommendedVenues(cityId: number) {
  return useQuery({
    queryKey: queryKeys.payments.recommends(cityId),
    queryFn: ({ signal }): Promise<RecommendedPage> =>
      typedApi.get('/communities/recommends', { signal, query: { page: 1, page_size: RECOMMEND_PAGE_SIZE, city_id: cityId } }),
  });
}
