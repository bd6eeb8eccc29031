import type { Contact, ContactBody } from '@vm/contracts/contacts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client';
import type { Paged } from '../catalogue/paged';

/** The buyer's contacts, used by checkout and by the contacts page (/admin/profile/contact). */
export const CONTACTS_KEY = ['contacts'] as const;

/** GET contacts (page 1, 99 per page: the selection list of the spec). */
export function useContacts() {
  return useQuery({
    queryKey: CONTACTS_KEY,
    queryFn: ({ signal }) => api.get<Paged<Contact>>('/contacts', { signal, query: { page: 1, page_size: 99 } }),
  });
}

/** POST contacts (add) or PUT contacts/{id} (edit); the list reloads afterwards. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ContactBody }) =>
      id === undefined ? api.post<Contact>('/contacts', body) : api.put<Contact>(`/contacts/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
