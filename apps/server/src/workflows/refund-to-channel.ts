import { refundChannelOf } from '@vm/domain/payment-options';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../platform/events/record-event';
import { recordBusinessEvent } from '../platform/metrics/business-events';
import { creditWallet } from '../modules/wallet';
import { paymentModeOf } from '../modules/orders';
import { appliedTradeId, recordRefund } from '../modules/payments';

export type { RefundChannel } from '@vm/domain/payment-options';

export interface RefundRequest {
  orderId: number;
  /** The sub-order whose share goes back (a supplier's rejection), or null for the order as a whole. */
  orderItemId?: number | null;
  userId: number;
  amount: number;
  /** Idempotency key of this refund; also Alipay's out_request_no. */
  key: string;
  reason: string;
  now: Date;
  /** One of several refunds of the same sub-order (after-sales cases): the wallet entry is keyed by `key`. */
  repeatable?: boolean;
}

/**
 * Workflow step "refund to the original channel" (payments, wallet, orders), used by cancel and supplier review.
 * Gives `amount` fen of an order back to where it came from (docs/spec/business-rules.md "Order life cycle"), in the
 * caller's transaction: the wallet is credited at once; an Alipay refund is recorded pending and sent
 * to the gateway after the commit (settlePendingRefunds, retried by a job); a transfer's refund is
 * recorded pending for an operator to pay back by bank. Recorded once per key: a repeat returns 0.
 * A wallet refund is complete at once (event `refund.completed`, the buyer's message); the others
 * when the gateway accepts them or the operator has paid them back (modules/payments).
 * Returns the fen refunded (or to be refunded) by this call.
 */
export async function refundToOriginalChannel(client: Queryable, events: EventSubscribers, request: RefundRequest): Promise<number> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return 0;
  const channel = refundChannelOf(await paymentModeOf(client, request.orderId));
  let tradeId: number | null = null;
  if (channel === 'alipay') {
    tradeId = await appliedTradeId(client, request.orderId);
    if (tradeId === null) throw new Error(`order ${request.orderId} was paid online but has no applied trade`);
  }
  const recorded = await recordRefund(client, {
    outRequestNo: request.key,
    orderId: request.orderId,
    orderItemId: request.orderItemId ?? null,
    userId: request.userId,
    channel,
    tradeId,
    amount: request.amount,
    reason: request.reason,
    status: channel === 'wallet' ? 'done' : 'pending',
    now: request.now,
  });
  if (!recorded) return 0;
  recordBusinessEvent(client, { kind: 'refund_recorded', channel });
  if (channel === 'wallet') {
    await creditWallet(client, {
      userId: request.userId,
      amount: request.amount,
      kind: 'refund',
      orderId: request.orderId,
      orderItemId: request.orderItemId ?? null,
      refundKey: request.repeatable ? request.key : null,
      note: request.reason,
      now: request.now,
    });
    await recordEvent(
      client,
      {
        type: 'refund.completed',
        orderId: request.orderId,
        subjectUserId: request.userId,
        payload: { amount: request.amount, channel, out_request_no: request.key, order_item_id: request.orderItemId ?? null },
        now: request.now,
      },
      events,
    );
  }
  return request.amount;
}
