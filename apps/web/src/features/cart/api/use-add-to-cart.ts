import type { OrderLine } from '@vm/contracts/order-payload';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useToken } from '@/shared/auth/token-store';
import { toast } from '@/shared/ui/feedback';
import { useAddCartLines } from '../cart-api';
import { ADDED_TO_CART_MESSAGE } from '../cart-messages';

/**
 * "Add to cart" (docs/spec/product-spec.md section 4 "Cart"): a visitor's cart line waits in localStorage and the
 * visitor goes to login, coming back to this page; a buyer's line is posted (a mutation that refreshes
 * the cart queries). The venue page gets it through app/ (features/booking does not import this feature).
 */
export function useAddToCart() {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const addLines = useAddCartLines();

  const add = async (line: OrderLine) => {
    if (!token) {
      // The visitor cart checks its lines with the order contract's zod schema: loaded on this tap only (decision 0048).
      const { addToVisitorCart } = await import('@/shared/cart/visitor-cart');
      addToVisitorCart(line);
      await navigate(authUrl(`${location.pathname}${location.search}`));
      return;
    }
    try {
      await addLines.mutateAsync([line]);
      void toast.success(ADDED_TO_CART_MESSAGE);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return { add, adding: addLines.isPending };
}
