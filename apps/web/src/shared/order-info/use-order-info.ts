import type { OrderInfo, ZAdditionalInfoBody } from '@vm/contracts/order-info';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/api-client';

/** Under the orders key, so refreshing the orders refreshes this too. */
const ORDERS_KEY = ['orders'] as const;

/** GET additional_info?order_id=&type=1: what was saved for the order (empty fields when nothing yet). */
export function useOrderInfo(orderId: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'additional_info', orderId],
    queryFn: ({ signal }) => api.get<OrderInfo>('/additional_info', { signal, query: { order_id: orderId, type: 1 } }),
    enabled: orderId > 0,
  });
}

/** POST additional_info */
export function useSaveOrderInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZAdditionalInfoBody>) => api.post<OrderInfo>('/additional_info', body),
    onSuccess: (saved) => queryClient.setQueryData([...ORDERS_KEY, 'additional_info', saved.order_id], saved),
  });
}
