import type { CompanyBody, CompanyInfo, CompanyPage } from '@vm/contracts/companies';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const COMPANY_VENUES_PAGE_SIZE = 12;

/** GET company_info: the caller's company, or null before it was entered. */
export function useCompanyInfo() {
  return useQuery({ queryKey: queryKeys.companyInfo, queryFn: ({ signal }): Promise<CompanyInfo | null> => typedApi.get('/company_info', { signal }) });
}

export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody): Promise<CompanyInfo> => typedApi.put('/company_info', { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.companyInfo });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}

/** GET companies/{id}: the public company page. */
export function useCompanyPage(id: number) {
  return useQuery({
    queryKey: queryKeys.companies.detail(id),
    queryFn: ({ signal }): Promise<CompanyPage> => typedApi.get('/companies/{id}', { params: { id }, signal }),
    enabled: id > 0,
  });
}

/** GET companies/{id}/venues: the company's venues, the most ordered first. */
export function useCompanyVenues(id: number, page: number) {
  return useQuery({
    queryKey: queryKeys.companies.venues(id, page),
    queryFn: ({ signal }): Promise<Paged<VenueCard>> =>
      typedApi.get('/companies/{id}/venues', { params: { id }, signal, query: { page, page_size: COMPANY_VENUES_PAGE_SIZE } }),
    enabled: id > 0,
  });
}
