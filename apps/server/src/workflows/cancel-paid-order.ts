import type { EventSubscribers } from '../platform/events/record-event';
import { paidOrderCancellable, paidOrderCancellation, type PaidOrderCancelCause } from '@vm/domain/order-review-and-cancel';
import type { Queryable } from '../platform/db/with-transaction';
import { conflict } from '../platform/http/app-error';
import { refundPoints, releaseCoupon } from '../modules/coupons';
import { cancelOrderRow, releaseHolds, subOrderStatuses, transitionOrderItems, type LockedOrder } from '../modules/orders';
import { voidUnsignedContracts } from '../modules/contracts';
import { refundToOriginalChannel } from './refund-to-channel';

export const PAID_ORDER_NOT_CANCELLABLE = '订单已审核，无法取消';

/**
 * Workflow step "cancel a paid order" (orders, coupons, contracts), the one implementation for
 * the buyer's cancellation and a failed group buy (domain `paidOrderCancellation` says what differs), in
 * the caller's transaction with the order locked: paid (no sub-order reviewed) → cancelled; holds and
 * points come back, the coupon when the cause is not the buyer, and the whole payment goes back to where
 * it came from (wallet at once; Alipay recorded pending and sent after the commit; a transfer by an
 * operator), once per order and cause (the refund's key). 409 ORDER_NOT_CANCELLABLE when a sub-order
 * was reviewed meanwhile. Returns the fen refunded. The caller records the event.
 */
export async function cancelPaidOrder(
  client: Queryable,
  events: EventSubscribers,
  order: LockedOrder,
  cause: PaidOrderCancelCause,
  now: Date,
): Promise<number> {
  const rule = paidOrderCancellation(cause, order.order_num);
  const statuses = await subOrderStatuses(client, order.id);
  if (!paidOrderCancellable(statuses)) throw conflict(PAID_ORDER_NOT_CANCELLABLE, 'ORDER_NOT_CANCELLABLE');
  const moved = await transitionOrderItems(client, order.id, 'paid', 'cancelled', now);
  if (moved.length !== statuses.length) throw conflict(PAID_ORDER_NOT_CANCELLABLE, 'ORDER_NOT_CANCELLABLE');
  if (!(await cancelOrderRow(client, order.id, 'paid', rule.cancelReason, now))) throw conflict(PAID_ORDER_NOT_CANCELLABLE, 'ORDER_NOT_CANCELLABLE');
  await releaseHolds(client, moved);
  await voidUnsignedContracts(client, { orderItemIds: moved, reason: 'cancelled', now });
  if (rule.releasesCoupon) await releaseCoupon(client, { orderId: order.id, reason: 'group_failed', now });
  await refundPoints(client, { orderId: order.id, now });
  return refundToOriginalChannel(client, events, {
    orderId: order.id,
    userId: order.user_id,
    amount: order.paid_amount ?? 0,
    key: rule.refundKey,
    reason: rule.refundReason,
    now,
  });
}
