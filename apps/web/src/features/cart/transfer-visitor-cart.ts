import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';
import { clearVisitorCart, readVisitorCart } from '@/shared/cart/visitor-cart';
import { toast } from '@/shared/ui/feedback';
import { addCartLines } from './cart-api';
import { ADDED_TO_CART_MESSAGE } from './cart-messages';

export { ADDED_TO_CART_MESSAGE };

/** Failures worth another try at the next login or page load: nothing reached the server, or the login lapsed. */
function retryLater(error: unknown): boolean {
  return error instanceof ApiError && (error.kind !== 'http' || error.status === 401 || error.status === 429 || error.status >= 500);
}

/**
 * Posts the lines a visitor put in the cart before logging in, then removes the temporary copy and
 * refreshes the header count. A refusal for good (e.g. the dates are gone meanwhile) is shown and
 * drops the copy; a lapse (network, expired login) keeps it for the next try.
 */
export async function transferVisitorCart(queryClient: QueryClient): Promise<void> {
  const lines = readVisitorCart();
  if (lines.length === 0) {
    clearVisitorCart();
    return;
  }
  try {
    await addCartLines(lines, { onUnauthorized: 'silent' });
  } catch (error) {
    if (retryLater(error)) return;
    clearVisitorCart();
    void toast.error(errorMessage(error));
    return;
  }
  clearVisitorCart();
  void toast.success(ADDED_TO_CART_MESSAGE);
  await queryClient.invalidateQueries({ queryKey: queryKeys.cartItems.count });
  await queryClient.invalidateQueries({ queryKey: queryKeys.cartItems.list });
}
