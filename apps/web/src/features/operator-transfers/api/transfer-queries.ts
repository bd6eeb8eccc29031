import type { TransferView } from '@vm/contracts/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

export type TransferFilter = 'awaiting' | 'confirmed' | 'refused';
export const TRANSFERS_PAGE_SIZE = 10;

/** GET /api/operator/transfers: proofs awaiting confirmation (or already decided). */
export function useTransfers(status: TransferFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.operator.transferList(status, page),
    queryFn: ({ signal }): Promise<{ data: TransferView[]; total: number; page: number; page_size: number }> =>
      typedApi.get('/operator/transfers', {
        signal,
        query: { status, page, page_size: TRANSFERS_PAGE_SIZE },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Confirm receipt (the order becomes paid) or refuse with a reason (the buyer may upload again). */
export function useTransferDecisions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.transfers });
  return {
    confirm: useMutation({ mutationFn: (orderId: number) => typedApi.post('/operator/transfers/{id}/confirm', { params: { id: orderId } }), onSuccess }),
    refuse: useMutation({
      mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) =>
        typedApi.post('/operator/transfers/{id}/refuse', { params: { id: orderId }, body: { reason } }),
      onSuccess,
    }),
  };
}
