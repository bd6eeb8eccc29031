import type { Contact, ContactBody } from '@vm/contracts/contacts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import type { Paged } from '../catalogue/paged';

/**
 * The buyer's contacts, used by checkout and by the contacts page (/admin/profile/contact):
 * GET contacts (page 1, 99 per page: the selection list of the spec).
 */
export function useContacts() {
  return useQuery({
    queryKey: queryKeys.contacts.all,
    queryFn: ({ signal }): Promise<Paged<Contact>> => typedApi.get('/contacts', { signal, query: { page: 1, page_size: 99 } }),
  });
}

/** POST contacts (add) or PUT contacts/{id} (edit); the list reloads afterwards. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ContactBody }): Promise<Contact> =>
      id === undefined ? typedApi.post('/contacts', { body }) : typedApi.put('/contacts/{id}', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts.all }),
  });
}
