import type { BigOrder, BigOrderBody } from '@vm/contracts/big-orders';
import type { OrderPreview, SubmitOrderResult } from '@vm/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const BIG_ORDERS_PAGE_SIZE = 10;

/** GET /api/operator/big_orders?page= */
export function useBigOrders(page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bigOrders.page(page),
    queryFn: ({ signal }): Promise<Paged<BigOrder>> => typedApi.get('/operator/big_orders', { signal, query: { page, page_size: BIG_ORDERS_PAGE_SIZE } }),
    enabled,
  });
}

export type BigOrderPreview = OrderPreview & { buyer: { id: number; mobile: string; name: string } };

/** POST /api/operator/big_orders/preview: the server's figures, nothing held. */
export function usePreviewBigOrder() {
  return useMutation({ mutationFn: (body: BigOrderBody): Promise<BigOrderPreview> => typedApi.post('/operator/big_orders/preview', { body }) });
}

/** POST /api/operator/big_orders */
export function usePlaceBigOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BigOrderBody): Promise<SubmitOrderResult> => typedApi.post('/operator/big_orders', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bigOrders.all }),
  });
}
