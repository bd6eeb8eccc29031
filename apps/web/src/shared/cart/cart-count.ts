import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { useToken } from '../auth/token-store';

/** Items in the cart: 0 for visitors and whenever the count cannot be had. */
export function useCartCount(): number {
  const token = useToken();
  const query = useQuery({
    queryKey: queryKeys.cartItems.countOf(token),
    queryFn: ({ signal }) => typedApi.get('/cart_items/count', { signal, onUnauthorized: 'silent' }),
    enabled: token !== null,
    retry: false,
  });
  const count = token ? query.data?.count : 0;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}
