import type { ServiceProviderDetail } from '@vm/contracts/catalogue-content';
import type { ZServiceProviderCard, ZServiceType } from '@vm/contracts/catalogue-content';
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import type { ServiceQuery } from '../components/service-query';
import { queryKeys } from '@/shared/api/query-keys';

export type ServiceProviderCard = z.infer<typeof ZServiceProviderCard>;
export type ServiceType = z.infer<typeof ZServiceType>;

export const SERVICE_PAGE_SIZE = 12;

/** GET /api/service_types: the checkboxes of the 服务类型 filter. */
export function useServiceTypes() {
  return useQuery({
    queryKey: queryKeys.serviceTypes,
    queryFn: ({ signal }): Promise<ServiceType[]> => typedApi.get('/service_types', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/service_providers?keyword=&page=&page_size=&service_type_ids=&city_ids= */
export function useServiceProviders(query: ServiceQuery) {
  return useQuery({
    queryKey: queryKeys.serviceProviders.list(query),
    queryFn: ({ signal }): Promise<Paged<ServiceProviderCard>> =>
      typedApi.get('/service_providers', {
        signal,
        query: {
          keyword: query.keyword,
          page: query.page,
          page_size: SERVICE_PAGE_SIZE,
          service_type_ids: query.filters.service_type_ids.join(','),
          city_ids: query.filters.city_ids.join(','),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/service_providers/{id} */
export function useServiceProvider(id: number) {
  return useQuery({
    queryKey: queryKeys.serviceProviders.detail(id),
    queryFn: ({ signal }): Promise<ServiceProviderDetail> => typedApi.get('/service_providers/{id}', { params: { id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
