import type { ReviewResult, SupplierOrderItem } from '@vm/contracts/order-items';
import type { Occupancy, OrderItemsCount, SupplierComment, SupplierHome } from '@vm/contracts/supplier-home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { useCurrentUser } from '@/shared/auth/session';
import { useSupplierAccount } from '@/shared/supplier/supplier-account';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const COMMENTS_PAGE_SIZE = 5;

/** GET supplier_home: this month's amounts and the items awaiting review. */
export function useSupplierHome() {
  return useQuery({
    queryKey: queryKeys.supplierHome.all,
    queryFn: ({ signal }): Promise<SupplierHome> => typedApi.get('/supplier_home', { signal }),
    refetchInterval: 60_000,
  });
}

/** GET supplier_home/occupancy?month=: held and closed units per booth and date. */
export function useOccupancy(month: string) {
  return useQuery({
    queryKey: queryKeys.supplierHome.occupancy(month),
    queryFn: ({ signal }): Promise<Occupancy> => typedApi.get('/supplier_home/occupancy', { signal, query: { month } }),
    placeholderData: (previous) => previous,
  });
}

/** GET supplier_comments?replied=&page=: comments on the supplier's venues, newest first. */
export function useSupplierComments(replied: '0' | undefined, page: number) {
  return useQuery({
    queryKey: queryKeys.supplierComments.list(replied ?? 'all', page),
    queryFn: ({ signal }): Promise<Paged<SupplierComment>> =>
      typedApi.get('/supplier_comments', { signal, query: { replied, page, page_size: COMMENTS_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

/** POST supplier_comments/{id}/reply { reply }: once per comment (a second reply is refused). */
export function useReplyComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }): Promise<SupplierComment> =>
      typedApi.post('/supplier_comments/{id}/reply', { params: { id }, body: { reply } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supplierComments.all }),
  });
}

/** POST order_items/{id}/approve or …/deny { reason }; the home, the lists and the badge are read again. */
export function useReviewOrderItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, reason }: { item: SupplierOrderItem; reason?: string }): Promise<ReviewResult> =>
      reason === undefined
        ? typedApi.post('/order_items/{id}/approve', { params: { id: item.id } })
        : typedApi.post('/order_items/{id}/deny', { params: { id: item.id }, body: { reason } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orderItems.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.supplierHome.all }),
      ]),
  });
}

/**
 * Order items awaiting review (the header badge) for a supplier, or a child account with the `orders`
 * permission once the member centre has found it out (the account query is only read here, not asked).
 */
export function useToReviewCount(): { canReview: boolean; count: number } {
  const { token, user } = useCurrentUser();
  // Observed, not asked: the member centre's SupplierGate fetches it (same key, same query function).
  const account = useSupplierAccount(false);
  const canReview = (user?.roles.some((role) => role === 'property' || role === 'agent') ?? false) || (account.data?.permissions.includes('orders') ?? false);
  const count = useQuery({
    queryKey: queryKeys.orderItems.countOf(token),
    queryFn: ({ signal }): Promise<OrderItemsCount> => typedApi.get('/order_items/count', { signal, onUnauthorized: 'silent' }),
    enabled: token !== null && canReview,
    refetchInterval: 60_000,
    retry: false,
  });
  return { canReview, count: canReview ? (count.data?.by_status.paid ?? 0) : 0 };
}
