import type { VenueCard } from '@vm/contracts/catalogue-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const AD_PAGE_SIZE = 16;

/** GET /api/advs?keywords=&page=&page_size=&city_id=: ad slots (categories of kind 'ad') as venue cards. */
export function useAdSearch(params: { keywords: string; page: number; cityId: number }) {
  return useQuery({
    queryKey: queryKeys.advs(params),
    queryFn: ({ signal }): Promise<Paged<VenueCard>> =>
      typedApi.get('/advs', {
        signal,
        query: { keywords: params.keywords, page: params.page, page_size: AD_PAGE_SIZE, city_id: params.cityId },
      }),
    placeholderData: keepPreviousData,
  });
}
