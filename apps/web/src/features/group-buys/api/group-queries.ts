import type { CreateGroupPurchaseBody, GroupPurchase, MyGroupOrder } from '@vm/contracts/group-buys';
import type { GroupStatus } from '@vm/domain/group-buys';
import type { OrderStatus } from '@vm/domain/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';
import { GROUPS_KEY } from '../../../shared/group-buys/group-api';

export const MY_GROUPS_PAGE_SIZE = 10;
export const OPERATOR_GROUPS_PAGE_SIZE = 10;

/** GET /api/groups?status=&page=: the caller's group-buy orders with their groups. */
export function useMyGroupOrders(status: OrderStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'mine', status ?? 'all', page],
    queryFn: ({ signal }) => api.get<Paged<MyGroupOrder>>('/groups', { signal, query: { status, page, page_size: MY_GROUPS_PAGE_SIZE } }),
  });
}

/** GET /api/operator/group_purchases?status=&page= */
export function useOperatorGroups(status: GroupStatus | undefined, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'operator', status ?? 'all', page],
    queryFn: ({ signal }) => api.get<Paged<GroupPurchase>>('/operator/group_purchases', { signal, query: { status, page, page_size: OPERATOR_GROUPS_PAGE_SIZE } }),
    enabled,
  });
}

/** POST /api/operator/group_purchases */
export function useOpenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupPurchaseBody) => api.post<{ id: number }>('/operator/group_purchases', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
