import { tryYuanToFen } from '@vm/domain/money';
import { PAID_TRADE_STATUSES } from '../platform/alipay/alipay-gateway';
import { paymentGateway } from '../platform/alipay/alipay-gateway-for';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { settlePaidTrade } from './settle-online-payment';
import { settlePendingRefunds, tradeForNotify } from '../modules/payments';

/**
 * Workflow "Alipay's payment notice" (payments): POST /api/payments/alipay/notify. Accepted only when the RSA2 signature verifies with the gateway's
 * public key, `app_id` is ours and the trade's, the `out_trade_no` is a trade we asked for with that
 * very `total_amount`, and `trade_status` is TRADE_SUCCESS or TRADE_FINISHED. Idempotent: the gateway
 * resends until it reads `success`, and every resend finds the trade paid and changes nothing.
 */
export async function handleAlipayNotify(deps: AppDeps, fields: Record<string, string>): Promise<'success' | 'fail'> {
  const { gateway } = await paymentGateway(deps);
  const refuse = (why: string) => {
    deps.logger.warn({ outTradeNo: fields.out_trade_no, why }, 'alipay notify refused');
    return 'fail' as const;
  };
  if (!gateway.verifyNotify(fields)) return refuse('signature');
  if (fields.app_id !== gateway.appId) return refuse('app_id');
  const outTradeNo = fields.out_trade_no ?? '';
  const trade = await tradeForNotify(deps.pool, outTradeNo);
  if (!trade) return refuse('unknown out_trade_no');
  if (trade.appId !== fields.app_id) return refuse('app_id of the trade');
  if (tryYuanToFen(fields.total_amount ?? '') !== trade.amount) return refuse('total_amount');
  if (!PAID_TRADE_STATUSES.has(fields.trade_status ?? '')) return refuse(`trade_status ${fields.trade_status}`);
  const outcome = await withRetriedTransaction(deps.pool, (client) =>
    settlePaidTrade(client, deps.events, outTradeNo, { tradeNo: fields.trade_no ?? null, now: deps.clock.now() }),
  );
  if (outcome === 'refunded' && trade.orderId !== null) {
    // The money is recorded to go back; sending it now is a courtesy (the refunds job retries).
    await settlePendingRefunds(deps, { orderId: trade.orderId }).catch((error: unknown) =>
      deps.logger.error({ err: error, outTradeNo }, 'sending the refund failed; the job retries'),
    );
  }
  return 'success';
}
