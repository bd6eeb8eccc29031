import type { RecommendedPage } from '@vm/contracts/catalogue-communities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

export interface RecommendsParams {
  page: number;
  pageSize: number;
  cityId: number;
  communityId?: number;
  categoryId?: number;
}

/** GET /api/communities/recommends: 5 per page on the venue page, 4 on the home page. */
export function useRecommends({ page, pageSize, cityId, communityId, categoryId }: RecommendsParams) {
  return useQuery({
    queryKey: queryKeys.venues.recommends({ page, pageSize, cityId, communityId, categoryId }),
    queryFn: ({ signal }): Promise<RecommendedPage> =>
      typedApi.get('/communities/recommends', {
        signal,
        query: { page, page_size: pageSize, city_id: cityId, community_id: communityId, category_id: categoryId },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/communities/{id}/nearby: 2 per page on the venue page. */
export function useNearby(communityId: number | undefined, page: number, cityId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.venues.nearby(communityId, page, cityId),
    queryFn: ({ signal }): Promise<RecommendedPage> =>
      typedApi.get('/communities/{id}/nearby', { params: { id: communityId! }, signal, query: { page, pageSize: 2, city_id: cityId } }),
    enabled: communityId !== undefined,
    placeholderData: keepPreviousData,
  });
}
