import type { ReviewResult, SupplierOrderItem } from '@vm/contracts/order-items';
import type { OrderStatus } from '@vm/domain/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const SUPPLIER_PAGE_SIZE = 10;

/** Filters of the order-items list (all optional): order number / venue / buyer keyword, booth, booked dates. */
export interface SupplierItemFilters {
  status?: OrderStatus;
  keyword?: string;
  selling_resource_id?: number;
  date_from?: string;
  date_to?: string;
}

/** GET order_items?status=&keyword=&selling_resource_id=&date_from=&date_to=&page=: the supplier's own sub-orders. */
export function useSupplierItems(filters: SupplierItemFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.orderItems.list(filters, page),
    queryFn: ({ signal }): Promise<Paged<SupplierOrderItem>> =>
      typedApi.get('/order_items', { signal, query: { ...filters, page, page_size: SUPPLIER_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

/** POST order_items/{id}/approve, or …/deny { reason } (the buyer's share is refunded to the wallet). */
export function useReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }): Promise<ReviewResult> =>
      reason === undefined
        ? typedApi.post('/order_items/{id}/approve', { params: { id } })
        : typedApi.post('/order_items/{id}/deny', { params: { id }, body: { reason } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orderItems.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.supplierHome.all }),
      ]),
  });
}
