import { and, asc, eq } from 'drizzle-orm';
import { paymentRefunds, paymentTrades } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The online trades and the refunds they lead to, for the payment workflows (notify, the sweep's gateway
 * question, refunds): payments owns `payment_trades` and `payment_refunds` (decision 0033).
 */

export interface LockedTrade {
  id: number;
  userId: number;
  purpose: 'order' | 'topup';
  orderId: number | null;
  amount: number;
  channel: 'page' | 'qr';
  status: string;
}

/** What the notify checks against the gateway's message, or undefined for an unknown trade. */
export async function tradeForNotify(db: Queryable, outTradeNo: string): Promise<{ amount: number; appId: string; orderId: number | null } | undefined> {
  const [trade] = await typed(db)
    .select({ amount: paymentTrades.amount, appId: paymentTrades.appId, orderId: paymentTrades.orderId })
    .from(paymentTrades)
    .where(eq(paymentTrades.outTradeNo, outTradeNo));
  return trade;
}

/** The order's online trades still pending here, oldest first (the sweep asks the gateway about each). */
export async function pendingTradesOfOrder(db: Queryable, orderId: number): Promise<{ outTradeNo: string; amount: number }[]> {
  return typed(db)
    .select({ outTradeNo: paymentTrades.outTradeNo, amount: paymentTrades.amount })
    .from(paymentTrades)
    .where(and(eq(paymentTrades.orderId, orderId), eq(paymentTrades.status, 'pending')))
    .orderBy(asc(paymentTrades.id));
}

/** The trade's order (null for a top-up), without locking; undefined for an unknown trade. */
export async function orderOfTrade(client: Queryable, outTradeNo: string): Promise<{ orderId: number | null } | undefined> {
  const [trade] = await typed(client).select({ orderId: paymentTrades.orderId }).from(paymentTrades).where(eq(paymentTrades.outTradeNo, outTradeNo));
  return trade;
}

/** Locks the trade until the transaction ends (after its order: the order of locks every payment path follows). */
export async function lockTrade(client: Queryable, outTradeNo: string): Promise<LockedTrade | undefined> {
  const [trade] = await typed(client)
    .select({
      id: paymentTrades.id,
      userId: paymentTrades.userId,
      purpose: paymentTrades.purpose,
      orderId: paymentTrades.orderId,
      amount: paymentTrades.amount,
      channel: paymentTrades.channel,
      status: paymentTrades.status,
    })
    .from(paymentTrades)
    .where(eq(paymentTrades.outTradeNo, outTradeNo))
    .for('update');
  return trade as LockedTrade | undefined;
}

/** pending → paid with the gateway's trade number (under the trade's lock). */
export async function markTradePaid(client: Queryable, tradeId: number, tradeNo: string | null, now: Date): Promise<void> {
  await typed(client).update(paymentTrades).set({ status: 'paid', tradeNo, paidAt: now, updatedAt: now }).where(eq(paymentTrades.id, tradeId));
}

/** What the paid trade's money did: credited the wallet / paid the order, or went back (refunded). */
export async function setTradeOutcome(client: Queryable, tradeId: number, outcome: 'applied' | 'refunded'): Promise<void> {
  await typed(client).update(paymentTrades).set({ outcome }).where(eq(paymentTrades.id, tradeId));
}

/** The applied online trade of an order (what an Alipay refund refers to), or null. */
export async function appliedTradeId(client: Queryable, orderId: number): Promise<number | null> {
  const [trade] = await typed(client)
    .select({ id: paymentTrades.id })
    .from(paymentTrades)
    .where(and(eq(paymentTrades.orderId, orderId), eq(paymentTrades.outcome, 'applied')));
  return trade?.id ?? null;
}

export interface NewRefund {
  outRequestNo: string;
  orderId: number;
  orderItemId?: number | null;
  userId: number;
  channel: 'wallet' | 'alipay' | 'transfer';
  tradeId: number | null;
  amount: number;
  reason: string;
  /** A wallet refund is done at once; the others wait for the gateway or an operator. */
  status: 'done' | 'pending';
  now: Date;
}

/** Records a refund once per `outRequestNo` (its idempotency key); false when it was recorded before. */
export async function recordRefund(client: Queryable, refund: NewRefund): Promise<boolean> {
  const inserted = await typed(client)
    .insert(paymentRefunds)
    .values({
      outRequestNo: refund.outRequestNo,
      orderId: refund.orderId,
      orderItemId: refund.orderItemId ?? null,
      userId: refund.userId,
      channel: refund.channel,
      tradeId: refund.tradeId,
      amount: refund.amount,
      reason: refund.reason.slice(0, 60),
      status: refund.status,
      createdAt: refund.now,
      doneAt: refund.status === 'done' ? refund.now : null,
    })
    .onConflictDoNothing({ target: paymentRefunds.outRequestNo })
    .returning({ id: paymentRefunds.id });
  return inserted.length === 1;
}
