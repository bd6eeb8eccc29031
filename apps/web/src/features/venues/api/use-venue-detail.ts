import type { CommentPage, SalePage, VenueDetail } from '@vm/contracts/catalogue-venue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useToken } from '@/shared/auth/token-store';
import { pageData } from '@/shared/api/page-data';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** The venue page key: the token is part of it because the favourite status is the viewer's own. */

/**
 * GET /api/fields/{top_physical_id}. A visitor who landed on the page starts from the answer that came
 * in its HTML (shared/api/page-data.ts): the page draws at once, and refetches once that is stale.
 */
export function useVenueDetail(topPhysicalId: number) {
  const token = useToken();
  const landed = token === null ? pageData<VenueDetail>(`/api/fields/${topPhysicalId}`) : undefined;
  return useQuery({
    queryKey: queryKeys.venues.detail(topPhysicalId, token),
    queryFn: ({ signal }): Promise<VenueDetail> =>
      typedApi.get('/fields/{top_physical_id}', { params: { top_physical_id: topPhysicalId }, signal, onUnauthorized: 'silent' }),
    enabled: Number.isInteger(topPhysicalId) && topPhysicalId > 0,
    initialData: landed?.data,
    initialDataUpdatedAt: landed?.updatedAt,
  });
}

/** GET /api/physical_resources/{id}/comments?page= (pages start at 1). */
export function useComments(physicalId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.venues.comments(physicalId, page),
    queryFn: ({ signal }): Promise<CommentPage> => typedApi.get('/physical_resources/{id}/comments', { params: { id: physicalId }, signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/lists/{id}/sales?page=. */
export function useSales(topPhysicalId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.venues.sales(topPhysicalId, page),
    queryFn: ({ signal }): Promise<SalePage> => typedApi.get('/lists/{id}/sales', { params: { id: topPhysicalId }, signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}
