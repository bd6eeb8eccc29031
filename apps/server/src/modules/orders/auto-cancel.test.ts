import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../platform/db/client';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { autoCancelUnpaidOrders } from './auto-cancel-unpaid';
import { dayLine, heldOn, HOUR, newBuyer, orderBody, payOrder, placeOrder, pointsOf, seedOrderCatalogue } from './test/order-fixtures';

/**
 * Issue 5 "Done when": the auto-cancel sweep, run after moving the clock 48 hours, cancels exactly the
 * unpaid orders and returns their holds, coupons and points once, even when run twice at the same time.
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

const DATE = '2026-12-10';
const statusOf = async (id: number) => (await t.deps.pool.query('select status, cancel_reason from orders where id = $1', [id])).rows[0];

describe('the 48-hour auto-cancel sweep', () => {
  it('cancels exactly the unpaid orders, once, even with several sweeps at once', async () => {
    const operator = (await loginAs(t, '13700000009', ['operator'])).token;
    const withExtras = await newBuyer(t, { points: 5000 });
    const couponId = await createTemplate(t, operator, { scope: 1, amount: 5000, min_goods_amount: 50000 });
    const userCouponId = (
      await t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive`, headers: bearer(withExtras.token), payload: { quantity: 1 } })
    ).json().result.id;
    const extras = await placeOrder(t, withExtras.token, orderBody([dayLine(f.booths.S6, [DATE])], { coupon_id: userCouponId, point: 2000 }));
    expect(await pointsOf(t, withExtras.userId)).toBe(3000);

    const plain: number[] = [];
    for (const booth of [f.booths.S1, f.booths.S1, f.booths.S3, f.booths.S3, f.booths.S4]) {
      plain.push(await placeOrder(t, (await newBuyer(t)).token, orderBody([dayLine(booth, [DATE])])));
    }
    const paidBuyer = await newBuyer(t, { balance: 1_000_000 });
    const paid = await placeOrder(t, paidBuyer.token, orderBody([dayLine(f.booths.S6, [DATE])]));
    await payOrder(t, paid);
    const withProof = await placeOrder(t, (await newBuyer(t)).token, orderBody([dayLine(f.booths.S4, [DATE])]));
    await t.deps.pool.query('update orders set offline_pay = true, offline_status = 1 where id = $1', [withProof]);

    t.clock.advance(24 * HOUR);
    const young = await placeOrder(t, (await newBuyer(t)).token, orderBody([dayLine(f.booths.S7, [DATE])]));
    expect(await autoCancelUnpaidOrders(t.deps)).toEqual([]);

    t.clock.advance(24 * HOUR + 60_000);
    const runs = await Promise.all([1, 2, 3].map(() => autoCancelUnpaidOrders(t.deps, { batchSize: 2 })));
    const cancelled = runs.flat().sort((a, b) => a - b);
    expect(cancelled).toEqual([extras, ...plain].sort((a, b) => a - b));

    for (const id of [extras, ...plain]) expect(await statusOf(id)).toEqual({ status: 'cancelled', cancel_reason: 'timeout' });
    for (const id of [paid]) expect((await statusOf(id)).status).toBe('paid');
    for (const id of [withProof, young]) expect((await statusOf(id)).status).toBe('submitted');
    const items = await t.deps.pool.query(`select count(*)::int as n from order_items where order_id = any($1::bigint[]) and status <> 'cancelled'`, [
      [extras, ...plain],
    ]);
    expect(items.rows[0].n).toBe(0);

    // Holds: S6 keeps the paid order's unit, S1 and S3 are free again, S4 keeps the transfer's unit.
    expect(await heldOn(t, f.booths.S6, DATE)).toEqual({ counter: 1, holds: 1 });
    expect(await heldOn(t, f.booths.S1, DATE)).toEqual({ counter: 0, holds: 0 });
    expect(await heldOn(t, f.booths.S3, DATE)).toEqual({ counter: 0, holds: 0 });
    expect(await heldOn(t, f.booths.S4, DATE)).toEqual({ counter: 1, holds: 1 });

    // Coupon and points back, once.
    expect((await t.deps.pool.query('select status, order_id from user_coupons where id = $1', [userCouponId])).rows[0]).toEqual({
      status: 'unused',
      order_id: null,
    });
    expect(await pointsOf(t, withExtras.userId)).toBe(5000);
    const refunds = await t.deps.pool.query(`select count(*)::int as n from point_ledger where order_id = $1 and reason = 'order_refund'`, [extras]);
    expect(refunds.rows[0].n).toBe(1);

    // Again, and from a "restarted" process (its own pool, no memory of the runs above): nothing left.
    const restarted = createDatabase(t.url, 4);
    try {
      expect(await autoCancelUnpaidOrders({ pool: restarted.pool, clock: t.clock, events: t.deps.events })).toEqual([]);
    } finally {
      await restarted.pool.end();
    }
    expect(await pointsOf(t, withExtras.userId)).toBe(5000);

    // The transfer whose proof was refused becomes due like any other.
    await t.deps.pool.query('update orders set offline_status = 3 where id = $1', [withProof]);
    expect(await autoCancelUnpaidOrders(t.deps)).toEqual([withProof]);
    expect(await heldOn(t, f.booths.S4, DATE)).toEqual({ counter: 0, holds: 0 });
  });

  it('asks before cancelling, so a payment found at the gateway keeps the order', async () => {
    const buyer = await newBuyer(t);
    const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S2, ['2027-01-20'], 1, 4)]));
    t.clock.advance(49 * HOUR);
    expect(await autoCancelUnpaidOrders(t.deps, { stillUnpaid: async () => false })).toEqual([]);
    expect((await statusOf(id)).status).toBe('submitted');
    expect(await autoCancelUnpaidOrders(t.deps, { stillUnpaid: async () => true })).toContain(id);
    expect((await statusOf(id)).status).toBe('cancelled');
  });
});
