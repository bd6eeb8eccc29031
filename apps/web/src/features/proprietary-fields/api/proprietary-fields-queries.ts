import type { VenueCard } from '@vm/contracts/catalogue-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const PROPRIETARY_PAGE_SIZE = 10;

/** The platform's own venues in a city: GET /api/proprietary/fields?page=&page_size=&city_id= */
export function useProprietaryFields(page: number, cityId: number) {
  return useQuery({
    queryKey: queryKeys.proprietaryFields(page, cityId),
    queryFn: ({ signal }): Promise<Paged<VenueCard>> =>
      typedApi.get('/proprietary/fields', { signal, query: { page, page_size: PROPRIETARY_PAGE_SIZE, city_id: cityId } }),
    placeholderData: keepPreviousData,
  });
}
