import type { OrderLine } from '@vm/contracts/order-payload';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useToken } from '@/shared/auth/token-store';
import { saveCheckoutSelection } from '@/shared/cart/checkout-selection';

/**
 * "Order now" of the venue page (docs/spec/product-spec.md section 4 "Buy"): stores the line for the checkout and
 * goes there, through login with from=…&from=place-order for visitors.
 */
export function useBookingActions() {
  const token = useToken();
  const navigate = useNavigate();

  const orderNow = async (line: OrderLine, physicalResourceId: number) => {
    saveCheckoutSelection({ lines: [line], cartItemIds: [], physicalResourceIds: [physicalResourceId] });
    const target = paths.checkout([physicalResourceId], [], [line]);
    await navigate(token ? target : authUrl(`${target}&from=place-order`));
  };

  return { orderNow, isLoggedIn: token !== null };
}
