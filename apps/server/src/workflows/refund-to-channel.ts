import { refundChannelOf } from '@vm/domain/payment-options';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent } from '../platform/events/record-event';
import { recordBusinessEvent } from '../platform/metrics/business-events';
import { creditWallet } from '../modules/wallet';

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
}


/**
 * Workflow step "refund to the original channel" (payments, wallet), used by cancel and supplier review.
 * Gives `amount` fen of an order back to where it came from (business-rules "Order life cycle"), in the
 * caller's transaction: the wallet is credited at once; an Alipay refund is recorded pending and sent
 * to the gateway after the commit (settlePendingRefunds, retried by a job); a transfer's refund is
 * recorded pending for an operator to pay back by bank. Recorded once per key: a repeat returns 0.
 * A wallet refund is complete at once (event `refund.completed`, the buyer's message); the others
 * when the gateway accepts them or the operator has paid them back (modules/payments).
 * Returns the fen refunded (or to be refunded) by this call.
 */
export async function refundToOriginalChannel(client: Queryable, request: RefundRequest): Promise<number> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return 0;
  const order = (await client.query<{ payment_mode: number | null }>('select payment_mode from orders where id = $1', [request.orderId])).rows[0];
  const channel = refundChannelOf(order?.payment_mode ?? null);
  let tradeId: number | null = null;
  if (channel === 'alipay') {
    const trade = await client.query<{ id: number }>(`select id from payment_trades where order_id = $1 and outcome = 'applied'`, [request.orderId]);
    tradeId = trade.rows[0]?.id ?? null;
    if (tradeId === null) throw new Error(`order ${request.orderId} was paid online but has no applied trade`);
  }
  const recorded = await client.query(
    `insert into payment_refunds (out_request_no, order_id, order_item_id, user_id, channel, trade_id, amount, reason, status, created_at, done_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (out_request_no) do nothing returning id`,
    [
      request.key,
      request.orderId,
      request.orderItemId ?? null,
      request.userId,
      channel,
      tradeId,
      request.amount,
      request.reason.slice(0, 60),
      channel === 'wallet' ? 'done' : 'pending',
      request.now,
      channel === 'wallet' ? request.now : null,
    ],
  );
  if (recorded.rowCount !== 1) return 0;
  recordBusinessEvent(client, { kind: 'refund_recorded', channel });
  if (channel === 'wallet') {
    await creditWallet(client, {
      userId: request.userId,
      amount: request.amount,
      kind: 'refund',
      orderId: request.orderId,
      orderItemId: request.orderItemId ?? null,
      note: request.reason,
      now: request.now,
    });
    await recordEvent(client, {
      type: 'refund.completed',
      orderId: request.orderId,
      subjectUserId: request.userId,
      payload: { amount: request.amount, channel, out_request_no: request.key, order_item_id: request.orderItemId ?? null },
      now: request.now,
    });
  }
  return request.amount;
}
