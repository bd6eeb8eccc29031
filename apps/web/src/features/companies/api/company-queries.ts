import type { CompanyBody, CompanyInfo, CompanyPage } from '@vm/contracts/companies';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

export const COMPANY_VENUES_PAGE_SIZE = 12;

/** GET company_info: the caller's company, or null before it was entered. */
export function useCompanyInfo() {
  return useQuery({ queryKey: ['company_info'], queryFn: ({ signal }) => api.get<CompanyInfo | null>('/company_info', { signal }) });
}

export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => api.put<CompanyInfo>('/company_info', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['company_info'] });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** GET companies/{id}: the public company page. */
export function useCompanyPage(id: number) {
  return useQuery({ queryKey: ['companies', id], queryFn: ({ signal }) => api.get<CompanyPage>(`/companies/${id}`, { signal }), enabled: id > 0 });
}

/** GET companies/{id}/venues: the company's venues, the most ordered first. */
export function useCompanyVenues(id: number, page: number) {
  return useQuery({
    queryKey: ['companies', id, 'venues', page],
    queryFn: ({ signal }) => api.get<Paged<VenueCard>>(`/companies/${id}/venues`, { signal, query: { page, page_size: COMPANY_VENUES_PAGE_SIZE } }),
    enabled: id > 0,
  });
}
