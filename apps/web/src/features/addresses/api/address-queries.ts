import type { Address, AddressBody } from '@vm/contracts/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

/** GET addresses: the caller's address book, the default first. */
export function useAddresses() {
  return useQuery({ queryKey: queryKeys.addresses.all, queryFn: ({ signal }): Promise<Paged<Address>> => typedApi.get('/addresses', { signal }) });
}

/** POST addresses (add), PUT addresses/{id} (edit) and DELETE addresses/{id}; the book reloads afterwards. */
export function useAddressMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: AddressBody }): Promise<Address> =>
        id === undefined ? typedApi.post('/addresses', { body }) : typedApi.put('/addresses/{id}', { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => typedApi.delete('/addresses/{id}', { params: { id } }), onSuccess }),
  };
}
