import type { OrderLine } from '@vm/contracts/order-payload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { authUrl } from '../../../shared/auth/safe-redirect';
import { useToken } from '../../../shared/auth/token-store';
import { CART_COUNT_KEY } from '../../../shared/cart/cart-count';
import { addToVisitorCart } from '../../../shared/cart/visitor-cart';
import { toast } from '../../../shared/ui/feedback';
import { addCartLines, CART_ITEMS_KEY } from '../cart-api';
import { ADDED_TO_CART_MESSAGE } from '../transfer-visitor-cart';

/**
 * "Add to cart" (product-spec section 4 "Cart"): a visitor's cart line waits in localStorage and the
 * visitor goes to login, coming back to this page; a buyer's line is posted and the cart queries are
 * refreshed. The venue page gets it through app/ (features/booking does not import this feature).
 */
export function useAddToCart() {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  const add = async (line: OrderLine) => {
    if (!token) {
      addToVisitorCart(line);
      await navigate(authUrl(`${location.pathname}${location.search}`));
      return;
    }
    setAdding(true);
    try {
      await addCartLines([line]);
      void toast.success(ADDED_TO_CART_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: CART_COUNT_KEY });
      await queryClient.invalidateQueries({ queryKey: CART_ITEMS_KEY });
    } catch (error) {
      void toast.error(errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return { add, adding };
}
