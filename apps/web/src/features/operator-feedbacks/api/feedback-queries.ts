import type { OperatorFeedback } from '@vm/contracts/operator-console';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const FEEDBACK_PAGE_SIZE = 10;

export interface FeedbackFilter {
  status?: 'open' | 'handled';
  feedback_type?: 1 | 2;
  page: number;
}

export function useFeedbacks(filter: FeedbackFilter) {
  return useQuery({
    queryKey: queryKeys.operator.feedbackList(filter),
    queryFn: ({ signal }): Promise<Paged<OperatorFeedback>> =>
      typedApi.get('/operator/feedbacks', { signal, query: { ...filter, page_size: FEEDBACK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Mark handled, with an optional reply to the author. */
export function useHandleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }): Promise<OperatorFeedback> =>
      typedApi.post('/operator/feedbacks/{id}/handle', { params: { id }, body: reply ? { reply } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.feedbacks }),
  });
}
