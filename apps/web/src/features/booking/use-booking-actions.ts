import type { OrderLine } from '@vm/contracts/order-payload';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useToken } from '@/shared/auth/token-store';

/**
 * "Order now" of the venue page (docs/spec/product-spec.md section 4 "Buy"): stores the line for the checkout and
 * goes there, through login with from=…&from=place-order for visitors.
 */
export function useBookingActions() {
  const token = useToken();
  const navigate = useNavigate();

  const orderNow = async (line: OrderLine, physicalResourceId: number) => {
    // Stored through the order contract's zod schema, loaded on the tap (decision 0048).
    const { saveCheckoutSelection } = await import('@/shared/cart/checkout-selection');
    saveCheckoutSelection({ lines: [line], cartItemIds: [], physicalResourceIds: [physicalResourceId] });
    const target = paths.checkout([physicalResourceId], [], [line]);
    await navigate(token ? target : authUrl(`${target}&from=place-order`));
  };

  return { orderNow, isLoggedIn: token !== null };
}
