import type { ActivityCard } from '@vm/contracts/catalogue-content';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

export const ACTIVITY_PAGE_SIZE = 12;

/** GET /api/activities/{top_physical_id}: the venue detail restricted to its activity booths. */
export function useActivityDetail(topPhysicalId: number) {
  return useQuery({
    queryKey: ['activities', 'detail', topPhysicalId],
    queryFn: ({ signal }) => api.get<VenueDetail>(`/activities/${topPhysicalId}`, { signal }),
    enabled: Number.isSafeInteger(topPhysicalId) && topPhysicalId > 0,
  });
}

/** GET /api/proprietary/activities?page=&page_size=&keywords=&city_id= */
export function useProprietaryActivities(params: { page: number; keywords: string; cityId: number }) {
  return useQuery({
    queryKey: ['activities', 'proprietary', params],
    queryFn: ({ signal }) =>
      api.get<Paged<ActivityCard>>('/proprietary/activities', {
        signal,
        query: { page: params.page, page_size: ACTIVITY_PAGE_SIZE, keywords: params.keywords, city_id: params.cityId },
      }),
    placeholderData: keepPreviousData,
  });
}
