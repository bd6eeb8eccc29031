import { PAYMENT_MODES } from '@vm/domain/payment-options';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent } from '../platform/events/record-event';
import { AppError } from '../platform/http/app-error';
import { markOrderPaid } from '../modules/orders';
import { creditWallet } from '../modules/wallet';
import { payIntoGroup } from '../modules/group-buys';

export type SettleOutcome = 'applied' | 'refunded' | 'already' | 'unknown';

interface TradeRow {
  id: number;
  user_id: number;
  purpose: 'order' | 'topup';
  order_id: number | null;
  amount: number;
  channel: 'page' | 'qr';
  status: string;
}

/**
 * The gateway says the trade was paid (a verified notify, or a query before auto-cancelling): in the
 * caller's transaction, pending → paid once (a compare-and-set under the trade's row lock; replays
 * find it paid and change nothing), then the money does its job: a top-up credits the wallet; an
 * order's payment marks it paid. When the order is no longer unpaid (paid another way, cancelled) the
 * money is refunded to the buyer's Alipay (recorded pending; sent after the commit).
 * Locks the order before the trade, the order of locks every payment path follows.
 */
export async function settlePaidTrade(client: Queryable, outTradeNo: string, paid: { tradeNo: string | null; now: Date }): Promise<SettleOutcome> {
  const peek = await client.query<{ order_id: number | null }>('select order_id from payment_trades where out_trade_no = $1', [outTradeNo]);
  if (!peek.rows[0]) return 'unknown';
  const orderId = peek.rows[0].order_id;
  if (orderId !== null) await client.query('select id from orders where id = $1 for update', [orderId]);
  const trade = (
    await client.query<TradeRow>('select id, user_id, purpose, order_id, amount, channel, status from payment_trades where out_trade_no = $1 for update', [outTradeNo])
  ).rows[0]!;
  if (trade.status === 'paid') return 'already';
  const { now } = paid;
  await client.query(`update payment_trades set status = 'paid', trade_no = $2, paid_at = $3, updated_at = $3 where id = $1`, [trade.id, paid.tradeNo, now]);

  if (trade.purpose === 'topup') {
    await creditWallet(client, { userId: trade.user_id, amount: trade.amount, kind: 'topup', paymentTradeId: trade.id, note: '支付宝充值', now });
    await client.query(`update payment_trades set outcome = 'applied' where id = $1`, [trade.id]);
    await recordEvent(client, { type: 'wallet.topped_up', actorId: trade.user_id, payload: { amount: trade.amount, out_trade_no: outTradeNo }, now });
    return 'applied';
  }

  const paymentMode = trade.channel === 'qr' ? PAYMENT_MODES.scanCode : PAYMENT_MODES.onlineForm;
  // A group order whose group has ended meanwhile is refused before anything changes: the money goes back (below).
  const applied = await payIntoGroup(client, trade.order_id!, now, () => markOrderPaid(client, trade.order_id!, { paymentMode, amount: trade.amount, now })).catch((error: unknown) => {
    if (error instanceof AppError) return false;
    throw error;
  });
  if (applied) {
    await client.query(`update payment_trades set outcome = 'applied' where id = $1`, [trade.id]);
    await recordEvent(client, { type: 'order.paid', orderId: trade.order_id, payload: { payment_mode: paymentMode, amount: trade.amount, out_trade_no: outTradeNo }, now });
    return 'applied';
  }
  await client.query(`update payment_trades set outcome = 'refunded' where id = $1`, [trade.id]);
  await client.query(
    `insert into payment_refunds (out_request_no, order_id, user_id, channel, trade_id, amount, reason, status, created_at)
     values ($1, $2, $3, 'alipay', $4, $5, $6, 'pending', $7) on conflict (out_request_no) do nothing`,
    [`T${trade.id}`, trade.order_id, trade.user_id, trade.id, trade.amount, '订单已支付或已取消，退回重复付款', now],
  );
  await recordEvent(client, { type: 'payment.refunded_duplicate', orderId: trade.order_id, payload: { amount: trade.amount, out_trade_no: outTradeNo }, now });
  return 'refunded';
}
