import type { OrderLine } from '@vm/contracts/order-payload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/api-error';
import { authUrl } from '../../shared/auth/safe-redirect';
import { useToken } from '../../shared/auth/token-store';
import { CART_COUNT_KEY } from '../../shared/cart/cart-count';
import { checkoutUrl, saveCheckoutSelection } from '../../shared/cart/checkout-selection';
import { addToVisitorCart } from '../../shared/cart/visitor-cart';
import { toast } from '../../shared/ui/feedback';
import { addCartLines, CART_ITEMS_KEY } from '../cart/cart-api';
import { ADDED_TO_CART_MESSAGE } from '../cart/transfer-visitor-cart';

/**
 * "Add to cart" and "order now" of the venue page (product-spec section 4 "Cart" and "Buy"). A visitor's
 * cart line waits in localStorage and the visitor goes to login, coming back to this page; "order now"
 * stores the line for the checkout and goes there, through login with from=…&from=place-order for visitors.
 */
export function useBookingActions() {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  const addToCart = async (line: OrderLine) => {
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

  const orderNow = async (line: OrderLine, physicalResourceId: number) => {
    saveCheckoutSelection({ lines: [line], cartItemIds: [], physicalResourceIds: [physicalResourceId] });
    const target = checkoutUrl([physicalResourceId]);
    await navigate(token ? target : authUrl(`${target}&from=place-order`));
  };

  return { addToCart, orderNow, adding, isLoggedIn: token !== null };
}
