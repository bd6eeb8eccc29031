import type { TradeStatus } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { and, eq } from 'drizzle-orm';
import { paymentTrades } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { notFound } from '../../platform/http/app-error';

/** GET /api/payments/trades/{out_trade_no}: the caller's own online payment (others read as missing). */
export async function readTradeStatus(deps: AppDeps, userId: number, outTradeNo: string): Promise<TradeStatus> {
  const [row] = await typed(deps.pool)
    .select({
      outTradeNo: paymentTrades.outTradeNo,
      purpose: paymentTrades.purpose,
      orderId: paymentTrades.orderId,
      amount: paymentTrades.amount,
      status: paymentTrades.status,
      outcome: paymentTrades.outcome,
      expiresAt: paymentTrades.expiresAt,
      paidAt: paymentTrades.paidAt,
    })
    .from(paymentTrades)
    .where(and(eq(paymentTrades.outTradeNo, outTradeNo), eq(paymentTrades.userId, userId)));
  if (!row) throw notFound('支付记录');
  const closed = row.status === 'closed' || (row.status === 'pending' && row.expiresAt.getTime() <= deps.clock.now().getTime());
  return {
    out_trade_no: row.outTradeNo,
    purpose: row.purpose as TradeStatus['purpose'],
    order_id: row.orderId,
    amount: row.amount,
    status: row.status === 'paid' ? (row.outcome === 'refunded' ? 'refunded' : 'paid') : closed ? 'closed' : 'pending',
    paid_at: row.paidAt ? toShanghaiIsoString(row.paidAt) : null,
  };
}
