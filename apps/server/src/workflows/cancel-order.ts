import { isProofAwaiting } from '@vm/domain/payment-options';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent } from '../platform/events/record-event';
import { conflict, notFound } from '../platform/http/app-error';
import { cancelPaidOrder, PAID_ORDER_NOT_CANCELLABLE } from './cancel-paid-order';
import { settlePendingRefunds } from '../modules/payments';
import { assertGroupAllowsCancel } from '../modules/group-buys';
import { cancelUnpaidOrder, lockOrder } from '../modules/orders';

export const CANCEL_MESSAGES = {
  reviewed: PAID_ORDER_NOT_CANCELLABLE,
  proofAwaiting: '转账凭证待确认，暂不能取消订单',
  alreadyCancelled: '订单已取消',
  rejected: '订单已被拒绝，无法取消',
  finished: '订单已完成，无法取消',
} as const;

/**
 * Workflow "the buyer cancels" (orders, payments, group-buys): the cancellation and the refund's
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
        await cancelPaidOrder(client, deps.events, order, 'buyer', now);
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
    await recordEvent(
      client,
      { type: 'order.cancelled', orderId: order.id, actorId: userId, payload: { reason: 'buyer', was: order.status }, now },
      deps.events,
    );
    return { id: order.id, status: 'cancelled' as const };
  });
  // An Alipay refund goes to the gateway once the cancellation is committed (a job retries failures).
  await settlePendingRefunds(deps, { orderId }).catch((error: unknown) =>
    deps.logger.error({ err: error, orderId }, 'sending refunds failed; the job retries'),
  );
  return cancelled;
}
