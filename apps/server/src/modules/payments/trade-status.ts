import type { TradeStatus } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';

/** GET /api/payments/trades/{out_trade_no}: the caller's own online payment (others read as missing). */
export async function readTradeStatus(deps: AppDeps, userId: number, outTradeNo: string): Promise<TradeStatus> {
  const row = (
    await deps.pool.query<{ out_trade_no: string; purpose: 'order' | 'topup'; order_id: number | null; amount: number; status: string; expires_at: Date; paid_at: Date | null }>(
      'select out_trade_no, purpose, order_id, amount, status, expires_at, paid_at from payment_trades where out_trade_no = $1 and user_id = $2',
      [outTradeNo, userId],
    )
  ).rows[0];
  if (!row) throw notFound('支付记录');
  const closed = row.status === 'closed' || (row.status === 'pending' && row.expires_at.getTime() <= deps.clock.now().getTime());
  return {
    out_trade_no: row.out_trade_no,
    purpose: row.purpose,
    order_id: row.order_id,
    amount: row.amount,
    status: row.status === 'paid' ? 'paid' : closed ? 'closed' : 'pending',
    paid_at: row.paid_at ? toShanghaiIsoString(row.paid_at) : null,
  };
}
