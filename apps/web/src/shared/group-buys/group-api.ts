import type { GroupPurchase } from '@vm/contracts/group-buys';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import type { Paged } from '../catalogue/paged';

/** GET /api/groups/{id}: a group with its progress and flag (1 open, 2 ended). Refreshes every 10 s while shown. */
export function useGroup(id: number | null | undefined, options: { refetchMs?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.groupBuys.detail(id),
    queryFn: ({ signal }): Promise<GroupPurchase> => typedApi.get('/groups/{id}', { params: { id: id! }, signal }),
    enabled: typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
    refetchInterval: options.refetchMs ?? false,
  });
}

/** Page size of the success page's other group-buys (docs/spec/product-spec.md section 9: groups lists 4). */
export const OTHER_GROUPS_PAGE_SIZE = 4;

/** GET /api/group_purchases?group_purchase_id=&page=&pageSize=4: open groups other than `excludeId`. */
export function useOtherGroups(excludeId: number | null, page = 1) {
  return useQuery({
    queryKey: queryKeys.groupBuys.others(excludeId, page),
    queryFn: ({ signal }): Promise<Paged<GroupPurchase>> =>
      typedApi.get('/group_purchases', { signal, query: { group_purchase_id: excludeId ?? undefined, page, pageSize: OTHER_GROUPS_PAGE_SIZE } }),
  });
}
