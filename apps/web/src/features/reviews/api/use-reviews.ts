import type { CommentBody, CommentSubject, MyComment, PendingCommentPage } from '@vm/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

/** Finished sub-orders for comment come 4 a page (docs/spec/product-spec.md "Finished orders for comment"). */
export const PENDING_PAGE_SIZE = 4;
export const MY_REVIEWS_PAGE_SIZE = 10;

/** GET comments/pending: finished sub-orders awaiting the caller's review. */
export function usePendingReviews(page: number) {
  return useQuery({
    queryKey: queryKeys.reviews.pending(page),
    queryFn: ({ signal }): Promise<PendingCommentPage> => typedApi.get('/comments/pending', { signal, query: { page, page_size: PENDING_PAGE_SIZE } }),
  });
}

/** GET comments: the caller's reviews, newest first. */
export function useMyReviews(page: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.reviews.mine(page),
    queryFn: ({ signal }): Promise<Paged<MyComment>> => typedApi.get('/comments', { signal, query: { page, page_size: MY_REVIEWS_PAGE_SIZE } }),
    enabled,
  });
}

/** GET comments/order_items/{id}: the edit page's sub-order, its review once written, the coupon a review earns. */
export function useReviewSubject(orderItemId: number) {
  return useQuery({
    queryKey: queryKeys.reviews.subject(orderItemId),
    queryFn: ({ signal }): Promise<CommentSubject> => typedApi.get('/comments/order_items/{id}', { params: { id: orderItemId }, signal }),
    enabled: orderItemId > 0,
  });
}

/**
 * POST comments. A review changes more than this feature shows — the venue page's reviews and count,
 * the buyer's coupons, the success page's prompt —, so everything cached is read again when next shown.
 */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody): Promise<MyComment> => typedApi.post('/comments', { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
