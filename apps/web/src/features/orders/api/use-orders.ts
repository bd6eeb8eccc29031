import type { OrderCounts, OrderView } from '@vm/contracts/orders';
import type { OrderStatus } from '@vm/domain/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

/** Every order query starts with this key: invalidate it after a change. */
export const ORDERS_KEY = ['orders'] as const;
export const ORDERS_PAGE_SIZE = 10;

/** GET orders?status=&page= (the caller's orders, newest first). */
export function useOrders(status: OrderStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', status ?? 'all', page],
    queryFn: ({ signal }) => api.get<Paged<OrderView>>('/orders', { signal, query: { status, page, page_size: ORDERS_PAGE_SIZE } }),
  });
}

/** GET orders/count: all and per status, for the tabs. */
export function useOrderCounts() {
  return useQuery({ queryKey: [...ORDERS_KEY, 'count'], queryFn: ({ signal }) => api.get<OrderCounts>('/orders/count', { signal }) });
}

/** GET orders/{id} */
export function useOrder(id: number) {
  return useQuery({ queryKey: [...ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => api.get<OrderView>(`/orders/${id}`, { signal }), enabled: id > 0 });
}

/** DELETE orders/{id}: the buyer's cancellation (server rules: unpaid, or paid and not yet reviewed). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number; status: OrderStatus }>(`/orders/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

