import type { ManagedCommunity } from '@vm/contracts/supplier-communities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import type { CommunityBody } from '../model/community-form-values';
import { queryKeys } from '@/shared/api/query-keys';

export const COMMUNITY_PAGE_SIZE = 20;

/** GET managed_communities: the supplier's communities, newest first. */
export function useManagedCommunities(page: number, keyword = '', pageSize = COMMUNITY_PAGE_SIZE) {
  return useQuery({
    queryKey: queryKeys.managed.communityList({ page, keyword, pageSize }),
    queryFn: ({ signal }): Promise<Paged<ManagedCommunity>> => typedApi.get('/managed_communities', { signal, query: { page, page_size: pageSize, keyword } }),
  });
}

/** POST communities (new) or PUT communities/{id}; the lists that show communities are refreshed. */
export function useSaveCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CommunityBody }) =>
      id === null ? typedApi.post('/communities', { body }) : typedApi.put('/communities/{id}', { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.managed.communities }),
        queryClient.invalidateQueries({ queryKey: queryKeys.managed.resources }),
      ]);
    },
  });
}
