import type { CartPage } from '@vm/contracts/cart';
import type { OrderLine } from '@vm/contracts/order-payload';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOptions } from '@/shared/api/api-client';
import { typedApi } from '@/shared/api/typed-api';
import { useToken } from '@/shared/auth/token-store';
import { queryKeys } from '@/shared/api/query-keys';

/** Cart calls (docs/spec/api.md "Ordering"): add lines, list, delete. */

/** Lines the cart page shows at once (the server allows up to 100 per page). */
export const CART_PAGE_SIZE = 100;

/** POST /api/cart_items: `resources` is the JSON string of the lines. */
export function addCartLines(lines: readonly OrderLine[], options?: Omit<RequestOptions, 'body' | 'query'>): Promise<{ ids: number[]; count: number }> {
  return typedApi.post('/cart_items', { ...options, body: { resources: JSON.stringify(lines) } });
}

export function deleteCartItem(id: number): Promise<{ id: number }> {
  return typedApi.delete('/cart_items/{id}', { params: { id } });
}

/** Refreshes the cart lines and the header count after the cart changed. */
async function invalidateCart(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: queryKeys.cartItems.list });
  await queryClient.invalidateQueries({ queryKey: queryKeys.cartItems.count });
}

/** POST /api/cart_items as a mutation; the cart queries are refreshed on success. */
export function useAddCartLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (lines: readonly OrderLine[]) => addCartLines(lines), onSuccess: () => invalidateCart(queryClient) });
}

/** DELETE /api/cart_items/{id} as a mutation; the cart queries are refreshed on success. */
export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteCartItem(id), onSuccess: () => invalidateCart(queryClient) });
}

export function useCartItems() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.cartItems.listOf(token),
    queryFn: ({ signal }): Promise<CartPage> => typedApi.get('/cart_items', { signal, query: { page: 1, page_size: CART_PAGE_SIZE } }),
    enabled: token !== null,
  });
}
