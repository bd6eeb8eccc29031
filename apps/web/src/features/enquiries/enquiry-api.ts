import type { EnquiryPage } from '@vm/contracts/enquiries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { useToken } from '../../shared/auth/token-store';

/** Enquiry calls (api.md "Ordering"): submit, the buyer's list, delete. */

export const ENQUIRIES_KEY = ['enquiry_information'] as const;
export const ENQUIRY_PAGE_SIZE = 10;

export function submitEnquiry(body: { sid: number; name: string; mobile: string }) {
  return api.post<{ id: number }>('/enquiry_information', body);
}

export function deleteEnquiry(id: number) {
  return api.delete<{ id: number }>(`/enquiry_information/${id}`);
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
      await queryClient.invalidateQueries({ queryKey: ['users', 'current'] });
      await queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY });
    },
  });
}

/** DELETE /api/enquiry_information/{id} as a mutation; the enquiry list is read again. */
export function useDeleteEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEnquiry, onSuccess: () => queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY }) });
}

export function useEnquiries(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...ENQUIRIES_KEY, token, page],
    queryFn: ({ signal }) => api.get<EnquiryPage>('/enquiry_information', { signal, query: { page, page_size: ENQUIRY_PAGE_SIZE } }),
    enabled: token !== null,
  });
}
