import type { SubmitOrderResult } from '@vm/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { clearCheckoutSelection, type CheckoutSelection } from '@/shared/cart/checkout-selection';
import { markOrderSubmitted } from '@/shared/cart/order-submit-marker';
import { toOrderBody, type PlaceOrderInput } from '../checkout-payload';

/**
 * Query roots an order changes: the cart (its lines are removed, the header count), the buyer's orders,
 * coupons (one is used) and the current user (points spent). Prefixes, so every page of each is refreshed.
 */
const CHANGED_BY_AN_ORDER = [queryKeys.cartItems.all, queryKeys.orders.all, queryKeys.coupons.all, queryKeys.users.current] as const;

/**
 * POST orders → 201 { id, order_num, actual_fee } from the checkout form (typed mapping: toOrderBody).
 * On success the order-submit marker is set, the checkout selection is cleared and the queries the
 * order changes are invalidated; the page then goes to the payment page.
 */
export function usePlaceOrder(selection: CheckoutSelection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput): Promise<SubmitOrderResult> => typedApi.post('/orders', { body: toOrderBody(selection, input) }),
    onSuccess: async (created) => {
      markOrderSubmitted({ orderId: created.id, fromCart: selection.cartItemIds.length > 0 });
      clearCheckoutSelection();
      await Promise.all(CHANGED_BY_AN_ORDER.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
