import { isProofAwaiting } from '@vm/domain/payment-options';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent } from '../platform/events/record-event';
import { conflict, notFound } from '../platform/http/app-error';
import { refundPoints } from '../modules/coupons';
import { refundToOriginalChannel } from './refund-to-channel';
import { settlePendingRefunds } from '../modules/payments';
import { assertGroupAllowsCancel } from '../modules/group-buys';
import { cancelUnpaidOrder, releaseHolds, lockOrder, transitionOrderItems, type LockedOrder } from '../modules/orders';
import { voidUnsignedContracts } from '../modules/contracts';

export const CANCEL_MESSAGES = {
  reviewed: '订单已审核，无法取消',
  proofAwaiting: '转账凭证待确认，暂不能取消订单',
  alreadyCancelled: '订单已取消',
  rejected: '订单已被拒绝，无法取消',
  finished: '订单已完成，无法取消',
} as const;

/**
 * paid (no sub-order reviewed yet) → cancelled: holds and points come back and the whole payment is
 * refunded to where it came from (wallet, Alipay, or a recorded refund of a bank transfer). The coupon
 * stays used: it only comes back for orders cancelled unpaid or rejected.
 */
async function cancelPaidOrder(client: Queryable, order: LockedOrder, now: Date): Promise<void> {
  const items = await client.query<{ id: number; status: string }>('select id, status from order_items where order_id = $1', [order.id]);
  if (items.rows.some((item) => item.status !== 'paid')) throw conflict(CANCEL_MESSAGES.reviewed, 'ORDER_NOT_CANCELLABLE');
  const moved = await transitionOrderItems(client, order.id, 'paid', 'cancelled', now);
  if (moved.length !== items.rows.length) throw conflict(CANCEL_MESSAGES.reviewed, 'ORDER_NOT_CANCELLABLE');
  const updated = await client.query(
    `update orders set status = 'cancelled', cancel_reason = 'buyer', cancelled_at = $2, updated_at = $2 where id = $1 and status = 'paid'`,
    [order.id, now],
  );
  if (updated.rowCount !== 1) throw conflict(CANCEL_MESSAGES.reviewed, 'ORDER_NOT_CANCELLABLE');
  await releaseHolds(client, moved);
  await voidUnsignedContracts(client, { orderItemIds: moved, reason: 'cancelled', now });
  await refundPoints(client, { orderId: order.id, now });
  const paid = order.paid_amount ?? 0;
  if (paid > 0) await refundToOriginalChannel(client, { orderId: order.id, userId: order.user_id, amount: paid, key: `RC${order.order_num}`, reason: `订单${order.order_num}取消退款`, now });
}

/**
 * Workflow "the buyer cancels" (orders, coupons, payments, wallet): the cancellation and the refund's
 * record commit together; an Alipay refund goes to the gateway afterwards, outside the transaction —
 * the pending `payment_refunds` row is the outbox a job retries from.
 * DELETE /api/orders/{id}: the buyer cancels while unpaid, or paid but not yet reviewed; once a
 * supplier approved or rejected a line, no more. Someone else's order is 404.
 */
export async function cancelOrder(deps: AppDeps, userId: number, orderId: number): Promise<{ id: number; status: 'cancelled' }> {
  const cancelled = await withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId, userId);
    if (!order) throw notFound('订单');
    switch (order.status) {
      case 'submitted':
        if (isProofAwaiting(order.offline_status)) throw conflict(CANCEL_MESSAGES.proofAwaiting, 'PROOF_AWAITING');
        if (!(await cancelUnpaidOrder(client, order.id, 'buyer', now))) throw conflict(CANCEL_MESSAGES.alreadyCancelled, 'ORDER_ALREADY_CANCELLED');
        break;
      case 'paid':
        await assertGroupAllowsCancel(client, order.id, order.status);
        await cancelPaidOrder(client, order, now);
        break;
      case 'cancelled':
        throw conflict(CANCEL_MESSAGES.alreadyCancelled, 'ORDER_ALREADY_CANCELLED');
      case 'rejected':
        throw conflict(CANCEL_MESSAGES.rejected, 'ORDER_NOT_CANCELLABLE');
      case 'finished':
        throw conflict(CANCEL_MESSAGES.finished, 'ORDER_NOT_CANCELLABLE');
      default:
        throw conflict(CANCEL_MESSAGES.reviewed, 'ORDER_NOT_CANCELLABLE');
    }
    await recordEvent(client, { type: 'order.cancelled', orderId: order.id, actorId: userId, payload: { reason: 'buyer', was: order.status }, now });
    return { id: order.id, status: 'cancelled' as const };
  });
  // An Alipay refund goes to the gateway once the cancellation is committed (a job retries failures).
  await settlePendingRefunds(deps, { orderId }).catch((error: unknown) => deps.logger.error({ err: error, orderId }, 'sending refunds failed; the job retries'));
  return cancelled;
}
