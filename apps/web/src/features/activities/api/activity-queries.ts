import type { ActivityCard } from '@vm/contracts/catalogue-content';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const ACTIVITY_PAGE_SIZE = 12;

/** GET /api/activities/{top_physical_id}: the venue detail restricted to its activity booths. */
export function useActivityDetail(topPhysicalId: number) {
  return useQuery({
    queryKey: queryKeys.activities.detail(topPhysicalId),
    queryFn: ({ signal }): Promise<VenueDetail> => typedApi.get('/activities/{top_physical_id}', { params: { top_physical_id: topPhysicalId }, signal }),
    enabled: Number.isSafeInteger(topPhysicalId) && topPhysicalId > 0,
  });
}

/** GET /api/proprietary/activities?page=&page_size=&keywords=&city_id= */
export function useProprietaryActivities(params: { page: number; keywords: string; cityId: number }) {
  return useQuery({
    queryKey: queryKeys.activities.proprietary(params),
    queryFn: ({ signal }): Promise<Paged<ActivityCard>> =>
      typedApi.get('/proprietary/activities', {
        signal,
        query: { page: params.page, page_size: ACTIVITY_PAGE_SIZE, keywords: params.keywords, city_id: params.cityId },
      }),
    placeholderData: keepPreviousData,
  });
}
