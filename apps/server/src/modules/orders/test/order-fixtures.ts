import { PAYMENT_MODES } from '@vm/domain/payment-options';
import { withTransaction } from '../../../platform/db/with-transaction';
import { bearer, loginAs, type TestContext } from '../../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from '../../catalogue/catalogue-fixture';
import { creditWallet, debitWallet } from '../../wallet/wallet-ledger';
import { markOrderPaid } from '../mark-order-paid';

/**
 * The catalogue fixture (booths S1…S8 of modules/catalogue/catalogue-fixture.ts, supplier 13900000001)
 * for order tests. With the test clock at 2026-11-22 10:00 Shanghai, dates from 2026-11-24 to
 * 2027-02-20 are bookable. S1 (day lease 9, ¥800, 2 units; special ¥600 on 11-30, raised ¥1500 on
 * 12-05, closed 12-01), S6 (day lease 9, ¥1000, 2 units); every term price has a ¥500 deposit.
 */
export async function seedOrderCatalogue(t: TestContext): Promise<{ f: CatalogueFixture; supplierToken: string }> {
  const supplier = await loginAs(t, '13900000001', ['property']);
  const f = await seedTestCatalogue(t.deps.pool, supplier.userId);
  return { f, supplierToken: supplier.token };
}

let mobileCounter = 0;

/** A new buyer with a session (and, when asked, wallet money and points). */
export async function newBuyer(t: TestContext, options: { balance?: number; points?: number } = {}): Promise<{ userId: number; token: string }> {
  mobileCounter += 1;
  const buyer = await loginAs(t, `1380${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`);
  const now = t.clock.now();
  await withTransaction(t.deps.pool, async (client) => {
    if (options.balance) await creditWallet(client, { userId: buyer.userId, amount: options.balance, kind: 'topup', now });
    if (options.points) {
      await client.query(`insert into point_ledger (user_id, delta, reason, created_at) values ($1, $2, 'demo_grant', $3)`, [
        buyer.userId,
        options.points,
        now,
      ]);
    }
  });
  return buyer;
}

/** A day-lease line on `booth` for `dates`. */
export const dayLine = (booth: number, dates: string[], count = 1, termId = 9) => ({
  id: booth,
  count,
  dates: dates.map((date) => ({ term_type_id: termId, date })),
});

/** A complete, valid checkout payload around these lines (the total is filled in by {@link submitOrder}). */
export function orderBody(resources: readonly unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    resources,
    contact: '张三',
    mobile: '13812345678',
    channel: 4,
    delegated: 0,
    address: '上海市徐汇区虹桥路1号',
    point: 0,
    product: '新品饮料',
    approach_time: '08:00',
    exit_time: '20:00',
    has_build: 0,
    ...extra,
  };
}

export const preview = (t: TestContext, token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/preview', headers: bearer(token), payload: body });

/** POST /api/orders with the server's own total (from the preview) unless the body carries one. */
export async function submitOrder(t: TestContext, token: string, body: Record<string, unknown>) {
  let total = body.total_actual_price;
  if (total === undefined) total = (await preview(t, token, body)).json().result?.total_actual_price;
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload: { ...body, total_actual_price: total } });
}

/** Submits and returns the new order id, failing loudly otherwise. */
export async function placeOrder(t: TestContext, token: string, body: Record<string, unknown>): Promise<number> {
  const response = await submitOrder(t, token, body);
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  return response.json().result.id as number;
}

/** Pays the order from the buyer's wallet, as the payments issue will (debit + markOrderPaid, one transaction). */
export async function payOrder(t: TestContext, orderId: number): Promise<void> {
  await withTransaction(t.deps.pool, async (client) => {
    const order = (await client.query<{ user_id: number; actual_fee: number }>('select user_id, actual_fee from orders where id = $1', [orderId])).rows[0]!;
    const now = t.clock.now();
    await debitWallet(client, { userId: order.user_id, amount: order.actual_fee, orderId, now });
    if (!(await markOrderPaid(client, orderId, { paymentMode: PAYMENT_MODES.balance, amount: order.actual_fee, now })))
      throw new Error(`order ${orderId} was not unpaid`);
  });
}

/** Units held per date of a booth, as the calendar reads them, plus the hold rows' sum. */
export async function heldOn(t: TestContext, booth: number, date: string): Promise<{ counter: number; holds: number }> {
  const row = (
    await t.deps.pool.query<{ counter: number; holds: number }>(
      `select coalesce((select held from booked_units where selling_resource_id = $1 and date = $2), 0)::int as counter,
            coalesce((select sum(units) from holds where selling_resource_id = $1 and date = $2), 0)::int as holds`,
      [booth, date],
    )
  ).rows[0]!;
  return row;
}

export const walletOf = async (t: TestContext, userId: number) =>
  Number((await t.deps.pool.query('select coalesce(sum(amount), 0)::bigint as b from wallet_entries where user_id = $1', [userId])).rows[0].b);

export const pointsOf = async (t: TestContext, userId: number) =>
  Number((await t.deps.pool.query('select coalesce(sum(delta), 0)::bigint as b from point_ledger where user_id = $1', [userId])).rows[0].b);

export const HOUR = 3_600_000;
