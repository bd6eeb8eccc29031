import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeQuery } from '../platform/alipay/alipay-gateway';
import type { Clock } from '../platform/clock';
import { bearer, createTestApp, type TestContext } from '../test/test-app';
import type { CatalogueFixture } from '../modules/catalogue/catalogue-fixture';
import { autoCancelUnpaidOrders } from '../modules/orders/auto-cancel-unpaid';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../modules/orders/test/order-fixtures';
import { askGatewayBeforeCancel } from './ask-gateway-before-cancel';
import { givePayPassword, HOUR, ledgerSum, orderRow } from '../modules/payments/test/payment-fixtures';

/**
 * Issue 10 "Done when": the 48-hour sweep makes no gateway call while holding a row lock. A gateway
 * stand-in that does not answer until told to (and gives up after 10 s, like the real client's
 * timeout) shows a buyer's balance payment of an order the sweep is asking about goes through at once.
 */

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
});
afterAll(async () => {
  await t.close();
});

/** A gateway whose trade query hangs until `answer` (or fails after a 10 s timeout, as the real client's). */
function slowGateway() {
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  let reply!: (value: TradeQuery) => void;
  const replied = new Promise<TradeQuery>((resolve) => (reply = resolve));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'gateway timed out'>((resolve) => (timer = setTimeout(() => resolve('gateway timed out'), 10_000)));
  const gateway = {
    query: async (): Promise<TradeQuery> => {
      asked();
      return Promise.race([
        replied,
        timedOut.then((): never => {
          throw new Error('gateway timeout');
        }),
      ]);
    },
  };
  const answer = (value: TradeQuery) => {
    clearTimeout(timer);
    reply(value);
  };
  return { gateway, wasAsked, answer, timedOut };
}

describe('the auto-cancel sweep and a slow gateway', () => {
  it('holds no lock while it asks: a balance payment of the order it asks about is not kept waiting', async () => {
    const buyer = await newBuyer(t, { balance: 1_000_000 });
    await givePayPassword(t, buyer.userId, '135790');
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-18'])]));
    // An online payment was started, so the sweep must ask the gateway before cancelling.
    const started = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/alipay`, headers: bearer(buyer.token), payload: {} });
    expect(started.statusCode, started.body).toBe(200);

    // The sweep runs on a process whose clock is just past the order's deadline; the buyer pays in its last moments.
    const sweepClock: Clock = { now: () => new Date(t.clock.now().getTime() + 48 * HOUR) };
    const slow = slowGateway();
    const sweep = autoCancelUnpaidOrders(
      { pool: t.deps.pool, clock: sweepClock, events: t.deps.events },
      { stillUnpaid: askGatewayBeforeCancel(t.deps, async () => ({ gateway: slow.gateway })) },
    );
    await slow.wasAsked;

    const payment = t.app
      .inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: bearer(buyer.token), payload: { payment_mode: 4, password: '135790' } })
      .then((response) => ({ status: response.statusCode, body: response.json() }));
    const first = await Promise.race([payment, slow.timedOut]);
    expect(first).toMatchObject({ status: 200, body: { result: { id: orderId, status: 'paid' } } });

    // Then the gateway answers "not paid": the sweep's compare-and-set finds the order paid and leaves it.
    slow.answer({ state: 'unpaid' });
    expect(await sweep).not.toContain(orderId);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', payment_mode: 4 });
    expect(await ledgerSum(t, buyer.userId)).toBe(1_000_000 - (await orderRow(t, orderId)).paid_amount!);
    const holds = await t.deps.pool.query(`select count(*)::int as n from order_items where order_id = $1 and status = 'paid'`, [orderId]);
    expect(holds.rows[0].n).toBe(1);
    // One event per committed change, none for the cancellation that did not happen.
    const events = await t.deps.pool.query<{ type: string }>('select type from domain_events where order_id = $1 order by id', [orderId]);
    expect(events.rows.map((row) => row.type)).toEqual(['order.placed', 'order.paid']);
  });

  it('still cancels a due order the gateway says is unpaid, once, and keeps one it cannot ask about', async () => {
    const buyer = await newBuyer(t);
    const [unpaid, unknown] = [
      await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-19'])])),
      await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-20'])])),
    ];
    for (const id of [unpaid, unknown]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/alipay`, headers: bearer(buyer.token), payload: { n: id } })).statusCode).toBe(200);
    }
    const sweepClock: Clock = { now: () => new Date(t.clock.now().getTime() + 49 * HOUR) };
    const gateway = {
      query: async (outTradeNo: string): Promise<TradeQuery> => {
        const trade = await t.deps.pool.query<{ order_id: number }>('select order_id from payment_trades where out_trade_no = $1', [outTradeNo]);
        if (trade.rows[0]?.order_id === unknown) throw new Error('gateway timeout');
        return { state: 'unpaid' };
      },
    };
    const hook = askGatewayBeforeCancel(t.deps, async () => ({ gateway }));
    const runs = await Promise.all(
      [1, 2].map(() => autoCancelUnpaidOrders({ pool: t.deps.pool, clock: sweepClock, events: t.deps.events }, { batchSize: 1, stillUnpaid: hook })),
    );
    expect(runs.flat().filter((id) => id === unpaid)).toEqual([unpaid]);
    expect(runs.flat()).not.toContain(unknown);
    expect((await orderRow(t, unpaid)).status).toBe('cancelled');
    expect((await orderRow(t, unknown)).status).toBe('submitted');
  });
});
