import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, heldOn, newBuyer, orderBody, seedOrderCatalogue } from '../orders/test/order-fixtures';
import { givePayPassword } from '../payments/test/payment-fixtures';

/**
 * Issue 15 "Done when" (big orders): operator staff place one order for a key-account buyer over
 * several venues and suppliers; its holds and totals are the single order's; the buyer pays it from
 * their order list; each supplier reviews its own sub-order; operator endpoints refuse non-operators.
 */

let t: TestContext;
let f: CatalogueFixture;
let operator: { userId: number; token: string };
let supplierA: string;
let supplierB: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplierA } = await seedOrderCatalogue(t));
  operator = await loginAs(t, '13700000009', ['operator']);
  // A second supplier owns S7 (太古里下沉广场), so the big order spans two suppliers.
  supplierB = await loginAs(t, '13900000002', ['property']);
  await t.deps.pool.query('update selling_resources set supplier_id = $2 where id = $1', [f.booths.S7, supplierB.userId]);
});
afterAll(async () => {
  await t.close();
});

const LINES = () => [dayLine(f.booths.S1, ['2026-12-02', '2026-12-03']), dayLine(f.booths.S3, ['2026-12-02']), dayLine(f.booths.S7, ['2026-12-04'], 2)];

function bigOrder(buyerMobile: string, extra: Record<string, unknown> = {}) {
  const { point: _point, channel: _channel, delegated: _delegated, ...body } = orderBody(LINES(), extra);
  return { ...body, buyer_mobile: buyerMobile };
}

const post = (url: string, token: string | null, payload: Record<string, unknown>) => {
  t.clock.advance(1100); // never a duplicate of the previous POST
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
};

describe('big orders (大订单)', () => {
  it('refuses anyone who is not an operator', async () => {
    const buyer = await newBuyer(t);
    const body = bigOrder('13800000099');
    for (const url of ['/api/operator/big_orders', '/api/operator/big_orders/preview']) {
      expect((await post(url, null, body)).statusCode).toBe(401);
      expect((await post(url, buyer.token, body)).statusCode).toBe(403);
      expect((await post(url, supplierA, body)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/big_orders', headers: bearer(buyer.token) })).statusCode).toBe(403);
    const unknown = await post('/api/operator/big_orders', operator.token, bigOrder('13811112222'));
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '该手机号的客户不存在']);
    const bad = await post('/api/operator/big_orders', operator.token, { ...bigOrder('123'), product: '' });
    expect(bad.statusCode).toBe(422);
  });

  it('places one order over several venues and suppliers with the single order’s holds and totals; the buyer pays it; each supplier reviews its own', async () => {
    const buyer = await newBuyer(t, { balance: 5_000_000 });
    const mobile = (await t.deps.pool.query('select mobile from users where id = $1', [buyer.userId])).rows[0].mobile as string;

    // The figures a buyer ordering the same lines alone would get.
    const single = (await post('/api/orders/preview', buyer.token, orderBody(LINES()))).json().result;
    const preview = await post('/api/operator/big_orders/preview', operator.token, bigOrder(mobile));
    expect(preview.statusCode, preview.body).toBe(200);
    const figures = (p: Record<string, unknown>) => ({
      total_amount: p.total_amount,
      subsidy: p.subsidy,
      total_deposit: p.total_deposit,
      total_actual_price: p.total_actual_price,
    });
    expect(figures(preview.json().result)).toEqual(figures(single));
    expect(preview.json().result.buyer).toMatchObject({ id: buyer.userId, mobile });

    const before = { s1: await heldOn(t, f.booths.S1, '2026-12-02'), s7: await heldOn(t, f.booths.S7, '2026-12-04') };
    const placed = await post('/api/operator/big_orders', operator.token, bigOrder(mobile, { total_actual_price: single.total_actual_price }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, actual_fee } = placed.json().result;
    expect(actual_fee).toBe(single.total_actual_price);
    expect(await heldOn(t, f.booths.S1, '2026-12-02')).toEqual({ counter: before.s1.counter + 1, holds: before.s1.holds + 1 });
    expect(await heldOn(t, f.booths.S7, '2026-12-04')).toEqual({ counter: before.s7.counter + 2, holds: before.s7.holds + 2 });

    // The buyer sees it in their list as a big order, with one supplementary info by its id (type 2).
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders?status=submitted', headers: bearer(buyer.token) })).json().result;
    const mine = list.data.find((order: { id: number }) => order.id === id);
    expect(mine).toMatchObject({ type: 2, delegated: 1, status: 'submitted', actual_fee: single.total_actual_price, total_amount: single.total_amount });
    expect(mine.resources).toHaveLength(3);
    const info = await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}&type=2`, headers: bearer(buyer.token) });
    expect([info.statusCode, info.json().result.type, info.json().result.product]).toEqual([200, 2, '新品饮料']);
    expect((await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}&type=2`, headers: bearer(operator.token) })).statusCode).toBe(200);
    const stranger = await newBuyer(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/additional_info?order_id=${id}&type=2`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const audit = await t.deps.pool.query(`select actor_id, action, after from audit_log where target_type = 'order' and target_id = $1`, [String(id)]);
    expect(audit.rows.map(({ actor_id, action }) => ({ actor_id, action }))).toEqual([{ actor_id: operator.userId, action: 'big_order.place' }]);
    // The buyer's mobile and the suppliers by name, as the audit page shows them.
    expect(audit.rows[0].after.buyer_mobile).toBe(mobile);
    const supplierNames = await t.deps.pool.query(`select distinct u.name from order_items i join users u on u.id = i.supplier_id where i.order_id = $1`, [id]);
    expect([...audit.rows[0].after.suppliers].sort()).toEqual(supplierNames.rows.map((row) => row.name).sort());
    const operatorList = (await t.app.inject({ method: 'GET', url: '/api/operator/big_orders', headers: bearer(operator.token) })).json().result;
    expect(operatorList.data[0]).toMatchObject({ id, type: 2, buyer: { id: buyer.userId, mobile }, placed_by: operator.userId });

    // One payment by the buyer.
    const paid = await post(`/api/orders/${id}/pay`, buyer.token, { payment_mode: 4, password: await givePayPassword(t, buyer.userId) });
    expect(paid.statusCode, paid.body).toBe(200);

    // Each supplier sees and reviews only its own sub-orders.
    const itemsOf = async (token: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/order_items?status=paid', headers: bearer(token) })).json().result.data as {
          id: number;
          order_id: number;
          selling_resource_id: number;
        }[]
      ).filter((item) => item.order_id === id);
    const ofA = await itemsOf(supplierA);
    const ofB = await itemsOf(supplierB.token);
    expect(ofA.map((item) => item.selling_resource_id).sort()).toEqual([f.booths.S1, f.booths.S3].sort());
    expect(ofB.map((item) => item.selling_resource_id)).toEqual([f.booths.S7]);
    expect((await post(`/api/order_items/${ofB[0]!.id}/approve`, supplierA, {})).statusCode).toBe(404);
    expect((await post(`/api/order_items/${ofB[0]!.id}/approve`, supplierB.token, {})).statusCode).toBe(200);
    expect((await post(`/api/order_items/${ofA[0]!.id}/approve`, supplierA, {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}/status`, headers: bearer(buyer.token) })).json().result.status).toBe('paid');
  });

  it('refuses a date no longer free, writing nothing', async () => {
    const buyer = await newBuyer(t);
    const mobile = (await t.deps.pool.query('select mobile from users where id = $1', [buyer.userId])).rows[0].mobile as string;
    const fill = await newBuyer(t);
    const total = (await post('/api/orders/preview', fill.token, orderBody([dayLine(f.booths.S1, ['2026-12-08'], 2)]))).json().result.total_actual_price;
    expect((await post('/api/orders', fill.token, { ...orderBody([dayLine(f.booths.S1, ['2026-12-08'], 2)]), total_actual_price: total })).statusCode).toBe(
      201,
    );
    const count = async () => Number((await t.deps.pool.query('select count(*) from orders where order_type = 2')).rows[0].count);
    const before = await count();
    const refused = await post('/api/operator/big_orders', operator.token, {
      ...bigOrder(mobile),
      resources: [dayLine(f.booths.S3, ['2026-12-08']), dayLine(f.booths.S1, ['2026-12-08'])],
    });
    expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'DATE_TAKEN']);
    expect(refused.json().msg).toContain('2026-12-08');
    expect(await count()).toBe(before);
    expect(await heldOn(t, f.booths.S3, '2026-12-08')).toEqual({ counter: 0, holds: 0 });
  });
  it('refuses bad input with a Chinese 4xx and changes nothing', async () => {
    const buyer = await newBuyer(t);
    const mobile = (await t.deps.pool.query('select mobile from users where id = $1', [buyer.userId])).rows[0].mobile as string;
    const snapshot = async () =>
      (
        await t.deps.pool.query(`select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
        (select count(*)::int from audit_log) as audits, (select coalesce(sum(held), 0)::int from booked_units) as held`)
      ).rows[0];
    const before = await snapshot();
    const chinese = /[\u4e00-\u9fa5]/;
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ ...bigOrder(mobile), buyer_mobile: '123' }, 422, '请输入有效的客户手机号'],
      [{ ...bigOrder(mobile), buyer_mobile: '13700000009' }, 422, '请为客户下单，不能为运营人员自己下单'],
      [{ ...bigOrder(mobile), type: 1 }, 422, '订单类型不正确'],
      [{ ...bigOrder(mobile), delegated: 0 }, 422, '代下单标记不正确'],
      [{ ...bigOrder(mobile), resources: [{ ...dayLine(f.booths.S1, ['2026-12-09']), group_purchase_id: 1 }] }, 422, '大订单不能包含拼团场地'],
      [{ ...bigOrder(mobile), resources: [dayLine(999_999, ['2026-12-09'])] }, 404, chinese],
      [{ ...bigOrder(mobile), resources: [dayLine(f.booths.S1, ['2026-12-09'], 0)] }, 422, chinese],
      [{ ...bigOrder(mobile), resources: [dayLine(f.booths.S1, ['not-a-date'])] }, 422, chinese],
      [{ ...bigOrder(mobile), resources: [] }, 422, chinese],
      [{ ...bigOrder(mobile), total_actual_price: 1 }, 409, chinese],
      [{ ...bigOrder(mobile), contact: '' }, 422, chinese],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post('/api/operator/big_orders', operator.token, body);
      expect([answer.statusCode, answer.json().msg], JSON.stringify(body).slice(0, 200)).toEqual([
        status,
        typeof message === 'string' ? message : expect.stringMatching(message),
      ]);
    }
    // The supplementary info by a big order's id: malformed, unknown, a single order's id, someone else's.
    const info = (query: string, token = buyer.token) => t.app.inject({ method: 'GET', url: `/api/additional_info?${query}`, headers: bearer(token) });
    const malformed = await info('order_id=abc&type=2');
    expect([malformed.statusCode, malformed.json().msg]).toEqual([422, '订单ID必须是数字']);
    expect((await info('order_id=1&type=5')).json().msg).toBe('订单类型不正确');
    expect([(await info('order_id=2147483000&type=2')).statusCode, (await info('order_id=2147483000&type=2')).json().msg]).toEqual([404, '订单不存在']);
    const single = await newBuyer(t);
    const total = (await post('/api/orders/preview', single.token, orderBody([dayLine(f.booths.S3, ['2026-12-10'])]))).json().result.total_actual_price;
    const singleId = (await post('/api/orders', single.token, { ...orderBody([dayLine(f.booths.S3, ['2026-12-10'])]), total_actual_price: total })).json()
      .result.id as number;
    expect((await info(`order_id=${singleId}&type=2`, single.token)).statusCode).toBe(404);
    const lines = { resources: [dayLine(f.booths.S3, ['2026-12-11']), dayLine(f.booths.S7, ['2026-12-11'])] };
    const bigTotal = (await post('/api/operator/big_orders/preview', operator.token, { ...bigOrder(mobile), ...lines })).json().result.total_actual_price;
    const placed = await post('/api/operator/big_orders', operator.token, { ...bigOrder(mobile, { total_actual_price: bigTotal }), ...lines });
    expect(placed.statusCode, placed.body).toBe(201);
    const big = placed.json().result.id as number;
    expect((await info(`order_id=${big}&type=2`, single.token)).statusCode).toBe(404);
    // Someone else cannot pay or cancel it.
    const pay = await post(`/api/orders/${big}/pay`, single.token, { payment_mode: 4, password: await givePayPassword(t, single.userId) });
    expect([pay.statusCode, pay.json().msg]).toEqual([404, '订单不存在']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${big}`, headers: bearer(single.token) })).statusCode).toBe(404);
    expect((await t.deps.pool.query('select status from orders where id = $1', [big])).rows[0].status).toBe('submitted');
    // Only the two orders placed on purpose were written.
    const after = await snapshot();
    expect(after.orders).toBe(before.orders + 2);
  });
});
