import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from './test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
});
afterAll(async () => t.close());

const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/purchased_resources', headers: bearer(token) });
const itemIds = async (orderId: number) =>
  (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1 order by position', [orderId])).rows.map((row) => row.id);

describe('GET /api/purchased_resources', () => {
  it('lists a venue once the supplier approved its booking, with the last date and the booth to book again', async () => {
    const buyer = await newBuyer(t, { balance: 5_000_000 });
    expect((await get(buyer.token)).json().result).toEqual([]);
    const order = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-10', '2026-12-11'])]));
    await payOrder(t, order);
    // Paid but not yet approved: not a purchase yet.
    expect((await get(buyer.token)).json().result).toEqual([]);
    const [item] = await itemIds(order);
    t.clock.advance(1100);
    expect((await t.app.inject({ method: 'POST', url: `/api/order_items/${item}/approve`, headers: bearer(supplier), payload: {} })).statusCode).toBe(200);

    const listed = (await get(buyer.token)).json().result;
    expect(listed).toEqual([
      expect.objectContaining({ top_physical_id: f.venues.P1, name: '港汇广场一楼中庭', last_date: '2026-12-11', times: 1, selling_resource_id: f.booths.S1 }),
    ]);

    // Another buyer sees none of it; a visitor is asked to log in.
    const other = await newBuyer(t);
    expect((await get(other.token)).json().result).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/purchased_resources' })).statusCode).toBe(401);
  });
});
