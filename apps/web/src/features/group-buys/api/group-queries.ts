import type { CreateGroupPurchaseBody, GroupPurchase, MyGroupOrder } from '@vm/contracts/group-buys';
import type { GroupStatus } from '@vm/domain/group-buys';
import type { OrderStatus } from '@vm/domain/order-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const MY_GROUPS_PAGE_SIZE = 10;
export const OPERATOR_GROUPS_PAGE_SIZE = 10;

/** GET /api/groups?status=&page=: the caller's group-buy orders with their groups. */
export function useMyGroupOrders(status: OrderStatus | undefined, page: number) {
  return useQuery({
    queryKey: queryKeys.groupBuys.mine(status ?? 'all', page),
    queryFn: ({ signal }): Promise<Paged<MyGroupOrder>> => typedApi.get('/groups', { signal, query: { status, page, page_size: MY_GROUPS_PAGE_SIZE } }),
  });
}

/** GET /api/operator/group_purchases?status=&page= */
export function useOperatorGroups(status: GroupStatus | undefined, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.groupBuys.operator(status ?? 'all', page),
    queryFn: ({ signal }): Promise<Paged<GroupPurchase>> =>
      typedApi.get('/operator/group_purchases', { signal, query: { status, page, page_size: OPERATOR_GROUPS_PAGE_SIZE } }),
    enabled,
  });
}

/** POST /api/operator/group_purchases */
export function useOpenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupPurchaseBody) => typedApi.post('/operator/group_purchases', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groupBuys.all }),
  });
}
