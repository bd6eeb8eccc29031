import type { EnquiryPage } from '@vm/contracts/enquiries';
import { useQuery } from '@tanstack/react-query';
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

export function useEnquiries(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...ENQUIRIES_KEY, token, page],
    queryFn: ({ signal }) => api.get<EnquiryPage>('/enquiry_information', { signal, query: { page, page_size: ENQUIRY_PAGE_SIZE } }),
    enabled: token !== null,
  });
}
