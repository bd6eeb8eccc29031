import type { Quote, QuoteBody, SupplierEnquiry } from '@vm/contracts/supplier-enquiries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const SUPPLIER_ENQUIRIES_PAGE_SIZE = 20;
export type InboxFilter = 'unquoted' | 'quoted';

/** GET supplier_enquiries?status=&page=: enquiries on the supplier's enquiry-only booths. */
export function useSupplierEnquiries(status: InboxFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.supplierEnquiries.page(status, page),
    queryFn: ({ signal }): Promise<Paged<SupplierEnquiry>> =>
      typedApi.get('/supplier_enquiries', { signal, query: { status, page, page_size: SUPPLIER_ENQUIRIES_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

/** POST supplier_enquiries/{id}/quote: a price for the asked dates, valid 72 h (a new one replaces an unused one). */
export function useGiveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuoteBody }): Promise<Quote> => typedApi.post('/supplier_enquiries/{id}/quote', { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.supplierEnquiries.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.supplierHome.all }),
      ]),
  });
}
