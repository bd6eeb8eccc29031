import type { EnquiryPage } from '@vm/contracts/enquiries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';

/** Enquiry calls (docs/spec/api.md "Ordering"): submit, the buyer's list, delete. */

export const ENQUIRY_PAGE_SIZE = 10;

export function submitEnquiry(body: { sid: number; name: string; mobile: string }) {
  return typedApi.post('/enquiry_information', { body });
}

export function deleteEnquiry(id: number) {
  return typedApi.delete('/enquiry_information/{id}', { params: { id } });
}

/**
 * POST /api/enquiry_information as a mutation. The server makes the account a business one, so the
 * current user is read again, with the enquiry list.
 */
export function useSubmitEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEnquiry,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.current });
      await queryClient.invalidateQueries({ queryKey: queryKeys.enquiries.all });
    },
  });
}

/** DELETE /api/enquiry_information/{id} as a mutation; the enquiry list is read again. */
export function useDeleteEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEnquiry, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.enquiries.all }) });
}

export function useEnquiries(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.enquiries.page(token, page),
    queryFn: ({ signal }): Promise<EnquiryPage> => typedApi.get('/enquiry_information', { signal, query: { page, page_size: ENQUIRY_PAGE_SIZE } }),
    enabled: token !== null,
  });
}
