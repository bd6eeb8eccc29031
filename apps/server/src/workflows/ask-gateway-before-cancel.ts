import type { AlipayGateway } from '../platform/alipay/alipay-gateway';
import { paymentGateway } from '../platform/alipay/alipay-gateway-for';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { settlePaidTrade } from './settle-online-payment';
import { pendingTradesOfOrder } from '../modules/payments';

type GatewayDeps = Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger' | 'events'>;

/**
 * Workflow step "ask the gateway before cancelling" (payments). The auto-cancel sweep's `stillUnpaid` hook (docs/spec/business-rules.md: "before auto-cancelling, ask the gateway
 * whether the payment went through"): every online trade of the order still pending here is queried
 * (alipay.trade.query; the sandbox answers from its own records). The questions go out with no
 * transaction open and no row locked; one found paid with the right amount is then settled in its own
 * short transaction — the order becomes paid instead of cancelled. If the gateway cannot be asked, the
 * order is kept for the next sweep rather than cancelled over money that may have arrived.
 * `gatewayOf` is the process's gateway unless a test stands in another.
 */
export function askGatewayBeforeCancel(
  deps: GatewayDeps,
  gatewayOf: (deps: GatewayDeps) => Promise<{ gateway: Pick<AlipayGateway, 'query'> }> = paymentGateway,
) {
  return async (orderId: number): Promise<boolean> => {
    const trades = await pendingTradesOfOrder(deps.pool, orderId);
    if (trades.length === 0) return true;
    const { gateway } = await gatewayOf(deps);
    for (const trade of trades) {
      let answer;
      try {
        answer = await gateway.query(trade.outTradeNo);
      } catch (error) {
        deps.logger.warn({ err: error, orderId, outTradeNo: trade.outTradeNo }, 'gateway query failed; order kept for the next sweep');
        return false;
      }
      if (answer.state === 'paid' && answer.amount === trade.amount) {
        const tradeNo = answer.tradeNo ?? null;
        const outcome = await withRetriedTransaction(deps.pool, (client) =>
          settlePaidTrade(client, deps.events, trade.outTradeNo, { tradeNo, now: deps.clock.now() }),
        );
        if (outcome === 'applied' || outcome === 'already') return false;
      }
    }
    return true;
  };
}
