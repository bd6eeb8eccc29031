import type { Address, AddressBody } from '@vm/contracts/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

const ADDRESSES_KEY = ['addresses'] as const;

/** GET addresses: the caller's address book, the default first. */
export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => api.get<Paged<Address>>('/addresses', { signal }) });
}

/** POST addresses (add), PUT addresses/{id} (edit) and DELETE addresses/{id}; the book reloads afterwards. */
export function useAddressMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: AddressBody }) => (id === undefined ? api.post<Address>('/addresses', body) : api.put<Address>(`/addresses/${id}`, body)),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<{ id: number }>(`/addresses/${id}`), onSuccess }),
  };
}
