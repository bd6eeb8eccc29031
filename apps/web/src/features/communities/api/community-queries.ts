import type { CommunityDetail } from '@vm/contracts/catalogue-communities';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET /api/communities/{id}: the community with its pictures and venues. */
export function useCommunityDetail(id: number) {
  return useQuery({
    queryKey: ['communities', 'detail', id],
    queryFn: ({ signal }) => api.get<CommunityDetail>(`/communities/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
