import { ZCartPage } from '@vm/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
});
afterAll(async () => {
  await t.close();
});

const add = (token: string | null, resources: unknown) => {
  t.clock.advance(1100);
  return t.app.inject({
    method: 'POST',
    url: '/api/cart_items',
    headers: token ? bearer(token) : {},
    payload: { resources: typeof resources === 'string' ? resources : JSON.stringify(resources) },
  });
};
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const heldRows = async () => Number((await t.deps.pool.query('select count(*)::int as n from booked_units where held > 0')).rows[0].n);

describe('cart', () => {
  it('refuses bad lines in Chinese and keeps nothing', async () => {
    const buyer = await newBuyer(t);
    const cases: [unknown, number, string][] = [
      ['', 422, '请选择要加入购物车的场地'],
      ['{not json', 422, '购物车数据格式不正确'],
      [{ id: f.booths.S1, count: 1 }, 422, '请选择日期'],
      [[], 422, '请选择要加入购物车的场地'],
      [dayLine(999999, ['2026-12-10']), 404, '场地规格不存在或已下线'],
      [dayLine(f.booths.S1, ['2026-12-10'], 1, 3), 422, '该规格不提供此订购周期'],
      [dayLine(f.booths.S8, ['2026-12-10'], 1, 3), 422, '该资源需询价，请先提交询价'],
      [dayLine(f.booths.S1, ['2026-12-10', '2026-12-10']), 422, '2026-12-10 重复选择，请重新选择日期'],
    ];
    for (const [resources, status, msg] of cases) {
      const response = await add(buyer.token, resources);
      expect([JSON.stringify(resources), response.statusCode, response.json().msg]).toEqual([JSON.stringify(resources), status, msg]);
    }
    expect((await get('/api/cart_items/count', buyer.token)).json().result).toEqual({ count: 0 });
    expect((await add(null, [dayLine(f.booths.S1, ['2026-12-10'])])).statusCode).toBe(401);
  });

  it('adds lines, lists them with today’s prices and availability, counts and deletes only the caller’s', async () => {
    const [buyer, other] = [await newBuyer(t), await newBuyer(t)];
    const before = await heldRows();
    const one = await add(buyer.token, dayLine(f.booths.S1, ['2026-11-30', '2026-12-05']));
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({ msg: '添加购物车成功！', result: { count: 1 } });
    const two = await add(buyer.token, [
      dayLine(f.booths.S6, ['2026-12-20'], 2),
      { id: f.booths.S2, count: 1, dates: [{ term_type_id: 4, date: '2026-12-15' }] },
    ]);
    expect(two.json().result).toMatchObject({ count: 3 });
    expect(await heldRows()).toBe(before);

    // Someone orders the S6 date meanwhile: the cart line says so.
    await placeOrder(t, other.token, orderBody([dayLine(f.booths.S6, ['2026-12-20'], 2)]));
    const listed = await get('/api/cart_items', buyer.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().result;
    expect(() => ZCartPage.parse(list)).not.toThrow();
    expect(list.total).toBe(3);
    const byBooth = new Map(list.data.map((item: { selling_resource_id: number }) => [item.selling_resource_id, item]));
    expect(byBooth.get(f.booths.S1)).toMatchObject({
      amount: 210000,
      deposit: 50000,
      available: true,
      problem: null,
      lease_term_type_name: '天',
      datesStr: '2026-11-30、2026-12-05',
    });
    expect(byBooth.get(f.booths.S6)).toMatchObject({ amount: 200000, available: false, problem: '2026-12-20 已被预订，请重新选择日期' });
    expect(byBooth.get(f.booths.S2)).toMatchObject({ amount: 2000000, available: true, datesStr: '2026-12-15至2027-01-13' });

    const id = one.json().result.ids[0];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart_items/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart_items/${id}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    expect((await get('/api/cart_items/count', buyer.token)).json().result).toEqual({ count: 2 });
    expect((await get('/api/cart_items/count', other.token)).json().result).toEqual({ count: 0 });
  });

  it('keeps at most 50 lines', async () => {
    const buyer = await newBuyer(t);
    await t.deps.pool.query(`insert into cart_items (user_id, selling_resource_id, line, created_at) select $1, $2, $3, now() from generate_series(1, 49)`, [
      buyer.userId,
      f.booths.S1,
      JSON.stringify(dayLine(f.booths.S1, ['2026-12-10'])),
    ]);
    const full = await add(buyer.token, [dayLine(f.booths.S1, ['2026-12-11']), dayLine(f.booths.S1, ['2026-12-12'])]);
    expect([full.statusCode, full.json().msg]).toEqual([409, '购物车最多可放50个场地，请先清理购物车']);
    expect((await get('/api/cart_items/count', buyer.token)).json().result).toEqual({ count: 49 });
  });
});
