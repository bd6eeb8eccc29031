import type { CommunityDetail } from '@vm/contracts/catalogue-communities';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';

/** GET /api/communities/{id}: the community with its pictures and venues. */
export function useCommunityDetail(id: number) {
  return useQuery({
    queryKey: queryKeys.communities.detail(id),
    queryFn: ({ signal }): Promise<CommunityDetail> => typedApi.get('/communities/{id}', { params: { id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
