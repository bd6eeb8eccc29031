import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { heldUnits } from '../catalogue/held-units';
import { acquireHolds, releaseHolds } from './holds';
import { dayLine, heldOn, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from './test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
});
afterAll(async () => {
  await t.close();
});

/** Sub-orders to hang holds on (each order holds its own, other date). */
async function orderItems(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await placeOrder(t, (await newBuyer(t)).token, orderBody([dayLine(f.booths.S7, [`2027-01-${String(i + 1).padStart(2, '0')}`])]));
    ids.push((await t.deps.pool.query('select id from order_items where order_id = $1', [order])).rows[0].id);
  }
  return ids;
}

describe('holds in the database', () => {
  it('lets exactly `count` of many racing transactions hold a date, whatever the application checked before', async () => {
    const items = await orderItems(12);
    const date = '2027-02-01';
    const results = await Promise.all(
      items.map((orderItemId) =>
        withTransaction(t.deps.pool, (client) =>
          acquireHolds(client, [{ orderItemId, sellingResourceId: f.booths.S6, dates: ['2027-01-31', date], units: 1 }], t.clock.now()),
        ).then(
          () => 'held',
          (error: unknown) => (error instanceof AppError ? `${error.status} ${error.userMessage}` : String(error)),
        ),
      ),
    );
    expect(results.filter((result) => result === 'held')).toHaveLength(2);
    expect(results.filter((result) => result === '409 2027-01-31 已被预订，请重新选择日期')).toHaveLength(10);
    expect(await heldOn(t, f.booths.S6, '2027-01-31')).toEqual({ counter: 2, holds: 2 });
    expect(await heldOn(t, f.booths.S6, date)).toEqual({ counter: 2, holds: 2 });
    expect((await heldUnits(t.deps.pool, [f.booths.S6], [date])).get(f.booths.S6)?.get(date)).toBe(2);
  });

  it('refuses any raise above the count at the database, and releases exactly once', async () => {
    const [item] = await orderItems(1);
    await withTransaction(t.deps.pool, (client) =>
      acquireHolds(client, [{ orderItemId: item!, sellingResourceId: f.booths.S3, dates: ['2027-02-02'], units: 2 }], t.clock.now()),
    );
    const raise = await t.deps.pool
      .query('update booked_units set held = held + 1 where selling_resource_id = $1', [f.booths.S3])
      .catch((error: { constraint?: string }) => error.constraint);
    expect(raise).toBe('booked_units_within_count');
    // Its own order's unit on S7 and the two on S3.
    expect(await withTransaction(t.deps.pool, (client) => releaseHolds(client, [item!]))).toBe(3);
    expect(await withTransaction(t.deps.pool, (client) => releaseHolds(client, [item!]))).toBe(0);
    expect(await heldOn(t, f.booths.S3, '2027-02-02')).toEqual({ counter: 0, holds: 0 });
    const orphan = await t.deps.pool
      .query(`insert into holds (order_item_id, selling_resource_id, date, units, created_at) values (999999, $1, '2027-02-03', 1, now())`, [f.booths.S3])
      .catch((error: { code?: string }) => error.code);
    expect(orphan).toBe('23503');
  });
});
