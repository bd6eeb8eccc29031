import type { FavoriteState } from '@vm/contracts/catalogue-discovery';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';
import { queryKeys } from '@/shared/api/query-keys';

/** Feedback type 1: an error report on a venue (docs/spec/product-spec.md section 3 "Feedback"). */
export const FEEDBACK_ERROR_REPORT = 1;

/**
 * PUT (favourite) or DELETE (unfavourite) /api/resources/{id}/favorite → `{ status, count }`; the
 * answer replaces the venue page's favourite state.
 */
export function useFavoriteToggle(topPhysicalId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (favourite: boolean): Promise<FavoriteState> =>
      favourite
        ? typedApi.put('/resources/{id}/favorite', { params: { id: topPhysicalId } })
        : typedApi.delete('/resources/{id}/favorite', { params: { id: topPhysicalId } }),
    onSuccess: (state) => {
      queryClient.setQueryData<VenueDetail>(queryKeys.venues.detail(topPhysicalId, token), (venue) =>
        venue ? { ...venue, favorite: { status: state.status, count: state.count } } : venue,
      );
    },
  });
}

/** POST /api/feedbacks `{ content, feedback_type: 1, resource_id }`. */
export function useVenueFeedback(topPhysicalId: number) {
  return useMutation({
    mutationFn: (content: string) => typedApi.post('/feedbacks', { body: { content, feedback_type: FEEDBACK_ERROR_REPORT, resource_id: topPhysicalId } }),
  });
}
