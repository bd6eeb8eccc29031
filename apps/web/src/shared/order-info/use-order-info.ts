import type { OrderInfo } from '@vm/contracts/order-info';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi, type ApiBody } from '../api/typed-api';

/** GET additional_info?order_id=&type=1: what was saved for the order (empty fields when nothing yet). */
export function useOrderInfo(orderId: number) {
  return useQuery({
    // Under the orders key, so refreshing the orders refreshes this too.
    queryKey: queryKeys.orders.additionalInfo(orderId),
    queryFn: ({ signal }): Promise<OrderInfo> => typedApi.get('/additional_info', { signal, query: { order_id: orderId, type: 1 } }),
    enabled: orderId > 0,
  });
}

/** POST additional_info */
export function useSaveOrderInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/additional_info', 'post'>): Promise<OrderInfo> => typedApi.post('/additional_info', { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.orders.additionalInfo(saved.order_id), saved),
  });
}
