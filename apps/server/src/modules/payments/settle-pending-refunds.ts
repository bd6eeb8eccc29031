import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import { and, eq } from 'drizzle-orm';
import { paymentRefunds, paymentTrades } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';

/**
 * Sends pending Alipay refunds to the gateway (after the transaction that recorded them committed):
 * each is idempotent on its out_request_no, so a retry after a crash or by another process cannot pay
 * twice. A refused or failed one stays pending with the reason, for the next run and for operators.
 * Returns how many went through.
 */
export async function settlePendingRefunds(
  deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger' | 'events'>,
  filter: { orderId?: number } = {},
): Promise<number> {
  const pending = await typed(deps.pool)
    .select({
      id: paymentRefunds.id,
      order_id: paymentRefunds.orderId,
      user_id: paymentRefunds.userId,
      out_request_no: paymentRefunds.outRequestNo,
      amount: paymentRefunds.amount,
      reason: paymentRefunds.reason,
      out_trade_no: paymentTrades.outTradeNo,
    })
    .from(paymentRefunds)
    .innerJoin(paymentTrades, eq(paymentTrades.id, paymentRefunds.tradeId))
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        eq(paymentRefunds.channel, 'alipay'),
        filter.orderId === undefined ? undefined : eq(paymentRefunds.orderId, filter.orderId),
      ),
    )
    .orderBy(paymentRefunds.id)
    .limit(100);
  if (pending.length === 0) return 0;
  const { gateway } = await paymentGateway(deps);
  let done = 0;
  for (const refund of pending) {
    const outcome = await gateway
      .refund({ outTradeNo: refund.out_trade_no, outRequestNo: refund.out_request_no, amount: refund.amount, reason: refund.reason })
      .catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }));
    if (outcome.ok) {
      // Done and its event (the buyer's message) together; a second process finding it done writes neither.
      const marked = await withTransaction(deps.pool, async (client) => {
        const now = deps.clock.now();
        const updated = await typed(client)
          .update(paymentRefunds)
          .set({ status: 'done', doneAt: now, lastError: null })
          .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
          .returning({ id: paymentRefunds.id });
        if (updated.length !== 1) return false;
        await recordEvent(
          client,
          {
            type: 'refund.completed',
            orderId: refund.order_id,
            subjectUserId: refund.user_id,
            payload: { amount: refund.amount, channel: 'alipay', out_request_no: refund.out_request_no },
            now,
          },
          deps.events,
        );
        return true;
      });
      if (marked) done += 1;
    } else {
      deps.logger.warn({ refundId: refund.id, message: outcome.message }, 'alipay refund not accepted yet');
      await typed(deps.pool)
        .update(paymentRefunds)
        .set({ lastError: outcome.message.slice(0, 200) })
        .where(eq(paymentRefunds.id, refund.id));
    }
  }
  return done;
}
