import { PAYMENT_MODES } from '@vm/domain/payment-options';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../platform/events/record-event';
import { AppError } from '../platform/http/app-error';
import { lockOrder, markOrderPaid } from '../modules/orders';
import { lockTrade, markTradePaid, orderOfTrade, recordRefund, setTradeOutcome } from '../modules/payments';
import { creditWallet } from '../modules/wallet';
import { payIntoGroup } from '../modules/group-buys';

export type SettleOutcome = 'applied' | 'refunded' | 'already' | 'unknown';

/**
 * Workflow step "settle a paid online trade" (orders, payments, wallet, group-buys). The gateway says the trade was paid (a verified notify, or a query before auto-cancelling): in the
 * caller's transaction, pending → paid once (a compare-and-set under the trade's row lock; replays
 * find it paid and change nothing), then the money does its job: a top-up credits the wallet; an
 * order's payment marks it paid. When the order is no longer unpaid (paid another way, cancelled) the
 * money is refunded to the buyer's Alipay (recorded pending; sent after the commit).
 * Locks the order before the trade, the order of locks every payment path follows.
 */
export async function settlePaidTrade(
  client: Queryable,
  events: EventSubscribers,
  outTradeNo: string,
  paid: { tradeNo: string | null; now: Date },
): Promise<SettleOutcome> {
  const peek = await orderOfTrade(client, outTradeNo);
  if (!peek) return 'unknown';
  if (peek.orderId !== null) await lockOrder(client, peek.orderId);
  const trade = (await lockTrade(client, outTradeNo))!;
  if (trade.status === 'paid') return 'already';
  const { now } = paid;
  await markTradePaid(client, trade.id, paid.tradeNo, now);

  if (trade.purpose === 'topup') {
    await creditWallet(client, { userId: trade.userId, amount: trade.amount, kind: 'topup', paymentTradeId: trade.id, note: '支付宝充值', now });
    await setTradeOutcome(client, trade.id, 'applied');
    await recordEvent(client, { type: 'wallet.topped_up', actorId: trade.userId, payload: { amount: trade.amount, out_trade_no: outTradeNo }, now }, events);
    return 'applied';
  }

  const paymentMode = trade.channel === 'qr' ? PAYMENT_MODES.scanCode : PAYMENT_MODES.onlineForm;
  // A group order whose group has ended meanwhile is refused before anything changes: the money goes back (below).
  const applied = await payIntoGroup(client, trade.orderId!, now, () =>
    markOrderPaid(client, trade.orderId!, { paymentMode, amount: trade.amount, now }),
  ).catch((error: unknown) => {
    if (error instanceof AppError) return false;
    throw error;
  });
  if (applied) {
    await setTradeOutcome(client, trade.id, 'applied');
    await recordEvent(
      client,
      {
        type: 'order.paid',
        orderId: trade.orderId,
        payload: { payment_mode: paymentMode, amount: trade.amount, out_trade_no: outTradeNo },
        now,
      },
      events,
    );
    return 'applied';
  }
  await setTradeOutcome(client, trade.id, 'refunded');
  await recordRefund(client, {
    outRequestNo: `T${trade.id}`,
    orderId: trade.orderId!,
    userId: trade.userId,
    channel: 'alipay',
    tradeId: trade.id,
    amount: trade.amount,
    reason: '订单已支付或已取消，退回重复付款',
    status: 'pending',
    now,
  });
  await recordEvent(
    client,
    { type: 'payment.refunded_duplicate', orderId: trade.orderId, payload: { amount: trade.amount, out_trade_no: outTradeNo }, now },
    events,
  );
  return 'refunded';
}
