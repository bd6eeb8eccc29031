import type { ManagedOptions } from '@vm/contracts/supplier-communities';
import type { ManagedResource, ManagedResourceBody, ManagedResourceResult } from '@vm/contracts/supplier-resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const RESOURCE_PAGE_SIZE = 10;

export interface ResourceListFilter {
  page: number;
  communityId?: number;
  keyword?: string;
  isOnline?: '0' | '1';
}

/** GET managed_resources: the supplier's physical resources with their booths. */
export function useManagedResources({ page, communityId, keyword, isOnline }: ResourceListFilter) {
  return useQuery({
    queryKey: queryKeys.managed.resourceList({ page, communityId, keyword, isOnline }),
    queryFn: ({ signal }): Promise<Paged<ManagedResource>> =>
      typedApi.get('/managed_resources', {
        signal,
        query: { page, page_size: RESOURCE_PAGE_SIZE, community_id: communityId, keyword, is_online: isOnline },
      }),
  });
}

/** GET managed_resources/{id}: one of the supplier's resources, for the edit form. */
export function useManagedResource(id: number | null) {
  return useQuery({
    queryKey: queryKeys.managed.resource(id),
    queryFn: ({ signal }): Promise<ManagedResource> => typedApi.get('/managed_resources/{id}', { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** GET managed_options: community types, field types with their attributes, lease terms. */
export function useManagedOptions() {
  return useQuery({
    queryKey: queryKeys.managed.options,
    queryFn: ({ signal }): Promise<ManagedOptions> => typedApi.get('/managed_options', { signal }),
    staleTime: 30 * 60_000,
  });
}

function useRefreshManaged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.managed.resources }),
      queryClient.invalidateQueries({ queryKey: queryKeys.managed.communities }),
      queryClient.invalidateQueries({ queryKey: queryKeys.managed.calendar }),
    ]);
}

/** POST managed_resources (new) or PUT managed_resources/{id} (booths without an id are added, left-out ones deleted). */
export function useSaveResource() {
  const refresh = useRefreshManaged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ManagedResourceBody }): Promise<ManagedResourceResult> =>
      id === null ? typedApi.post('/managed_resources', { body }) : typedApi.put('/managed_resources/{id}', { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** POST managed_resources/{id}/off_sale or …/on_sale: take every booth of the venue off sale, or back. */
export function useSaleStatus() {
  const refresh = useRefreshManaged();
  return useMutation({
    mutationFn: ({ id, online }: { id: number; online: boolean }) =>
      online ? typedApi.post('/managed_resources/{id}/on_sale', { params: { id } }) : typedApi.post('/managed_resources/{id}/off_sale', { params: { id } }),
    onSuccess: refresh,
  });
}
