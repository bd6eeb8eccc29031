import type { Quote, QuoteBody, SupplierEnquiry } from '@vm/contracts/supplier-enquiries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

export const SUPPLIER_ENQUIRIES_KEY = ['supplier_enquiries'] as const;
export const SUPPLIER_ENQUIRIES_PAGE_SIZE = 20;
export type InboxFilter = 'unquoted' | 'quoted';

/** GET supplier_enquiries?status=&page=: enquiries on the supplier's enquiry-only booths. */
export function useSupplierEnquiries(status: InboxFilter, page: number) {
  return useQuery({
    queryKey: [...SUPPLIER_ENQUIRIES_KEY, status, page],
    queryFn: ({ signal }) => api.get<Paged<SupplierEnquiry>>('/supplier_enquiries', { signal, query: { status, page, page_size: SUPPLIER_ENQUIRIES_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

/** POST supplier_enquiries/{id}/quote: a price for the asked dates, valid 72 h (a new one replaces an unused one). */
export function useGiveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuoteBody }) => api.post<Quote>(`/supplier_enquiries/${id}/quote`, body),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: SUPPLIER_ENQUIRIES_KEY }), queryClient.invalidateQueries({ queryKey: ['supplier_home'] })]),
  });
}
