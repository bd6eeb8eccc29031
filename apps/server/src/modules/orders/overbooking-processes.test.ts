import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, heldOn, newBuyer, orderBody, placeOrder, preview, seedOrderCatalogue } from './test/order-fixtures';

/**
 * Issue 5 "Done when": two server processes on one database, 50 concurrent orders for the last N
 * units of a date — exactly N succeed, the rest get 409 naming the date, no hold without its order.
 * The processes run on the real clock, so this file's clock starts at the real time too.
 */

let t: TestContext;
let f: CatalogueFixture;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock: new ManualClock(new Date()) });
  ({ f } = await seedOrderCatalogue(t));
  servers = await Promise.all([startServerProcess(t.url), startServerProcess(t.url)]);
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await t.close();
});

const COUNT = 8;
const ALREADY_HELD = 5;
const LAST_UNITS = COUNT - ALREADY_HELD;
const BUYERS = 50;

describe('holds across server processes', () => {
  it('lets exactly the last N of 50 concurrent orders through, the others 409 naming the date', async () => {
    const booth = f.booths.S6;
    const date = addDays(todayInShanghai(new Date()), 10);
    await t.deps.pool.query('update selling_resources set count = $2 where id = $1', [booth, COUNT]);
    const early = await newBuyer(t);
    await placeOrder(t, early.token, orderBody([dayLine(booth, [date], ALREADY_HELD)]));

    const body = orderBody([dayLine(booth, [date])]);
    const total = (await preview(t, early.token, body)).json().result.total_actual_price as number;
    expect(total).toBe(100000 + 50000);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => loginAs(t, `1377${String(i).padStart(7, '0')}`)));

    const responses = await Promise.all(
      buyers.map(async (buyer, i) => {
        const response = await fetch(`${servers[i % 2]!.baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify({ ...body, total_actual_price: total }),
        });
        return { status: response.status, body: (await response.json()) as { msg: string } };
      }),
    );

    const won = responses.filter((response) => response.status === 201);
    const lost = responses.filter((response) => response.status === 409);
    expect(won).toHaveLength(LAST_UNITS);
    expect(lost).toHaveLength(BUYERS - LAST_UNITS);
    for (const response of lost) expect(response.body.msg).toContain(date);

    expect(await heldOn(t, booth, date)).toEqual({ counter: COUNT, holds: COUNT });
    const orphans = await t.deps.pool.query(
      `select count(*)::int as n from holds h left join order_items i on i.id = h.order_item_id left join orders o on o.id = i.order_id
        where o.id is null or i.status not in ('submitted', 'paid', 'approved', 'executing')`,
    );
    expect(orphans.rows[0].n).toBe(0);
    const orders = await t.deps.pool.query(`select count(*)::int as n from orders where status = 'submitted'`);
    expect(orders.rows[0].n).toBe(1 + LAST_UNITS);
  }, 120_000);
});
