import type { OrderCounts, OrderView } from '@vm/contracts/orders';
import type { OrderStatus } from '@vm/domain/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@/shared/catalogue/paged';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

export const ORDERS_PAGE_SIZE = 10;

/** GET orders?status=&page= (the caller's orders, newest first). */
export function useOrders(status: OrderStatus | undefined, page: number) {
  return useQuery({
    queryKey: queryKeys.orders.list(status ?? 'all', page),
    queryFn: ({ signal }): Promise<Paged<OrderView>> => typedApi.get('/orders', { signal, query: { status, page, page_size: ORDERS_PAGE_SIZE } }),
  });
}

/** GET orders/count: all and per status, for the tabs. */
export function useOrderCounts() {
  return useQuery({ queryKey: queryKeys.orders.count, queryFn: ({ signal }): Promise<OrderCounts> => typedApi.get('/orders/count', { signal }) });
}

/** GET orders/{id} */
export function useOrder(id: number) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }): Promise<OrderView> => typedApi.get('/orders/{id}', { params: { id }, signal }),
    enabled: id > 0,
  });
}

/** DELETE orders/{id}: the buyer's cancellation (server rules: unpaid, or paid and not yet reviewed). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<{ id: number; status: OrderStatus }> => typedApi.delete('/orders/{id}', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
