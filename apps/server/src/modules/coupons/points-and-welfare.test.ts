import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { grantPoints } from './points-ledger';
import { createTemplate, seedSmallCatalogue } from './test/coupon-fixtures';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await seedSmallCatalogue(t)).operatorToken;
});
afterAll(async () => {
  await t.close();
});

async function buyerWithPoints(mobile: string, points: number) {
  const buyer = await loginAs(t, mobile);
  if (points > 0)
    await withTransaction(t.deps.pool, (client) => grantPoints(client, { userId: buyer.userId, points, reason: 'demo_grant', now: t.clock.now() }));
  return buyer;
}
const exchange = (token: string, couponId: unknown, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/coupons/exchange${query}`, headers: bearer(token), payload: { coupon_id: couponId } });
const shownBalance = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) })).json().result.consumption_point as number;
const ledgerSum = async (userId: number) =>
  Number((await t.deps.pool.query('select coalesce(sum(delta), 0) as s from point_ledger where user_id = $1', [userId])).rows[0].s);

describe('points coupons', () => {
  it('claims a points coupon by coupon_id, paying in the same transaction', async () => {
    const couponId = await createTemplate(t, operator, { text: '2000积分兑20元', amount: 2000, min_goods_amount: 20000, consumption_point: 2000 });
    const buyer = await buyerWithPoints('13812000001', 5000);
    const response = await exchange(buyer.token, couponId);
    expect(response.statusCode).toBe(201);
    const result = response.json().result;
    expect(result).toMatchObject({ coupon_id: couponId, consumption_point: 2000, balance: 3000, id: expect.any(Number) });

    expect(await shownBalance(buyer.token)).toBe(3000);
    expect(await ledgerSum(buyer.userId)).toBe(3000);
    const history = (await t.app.inject({ method: 'GET', url: '/api/point_histories', headers: bearer(buyer.token) })).json().result;
    expect(history).toMatchObject({ balance: 3000, total: 2 });
    expect(history.data.map((row: { point: number; reason_text: string; balance_after: number }) => [row.point, row.reason_text, row.balance_after])).toEqual([
      [-2000, '兑换优惠券', 3000],
      [5000, '新用户赠送积分', 5000],
    ]);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/coupons', headers: bearer(buyer.token) })).json().result.data;
    expect(mine.map((c: { id: number; consumption_point: number }) => [c.id, c.consumption_point])).toEqual([[result.id, 2000]]);
  });

  it('refuses without enough points and changes nothing', async () => {
    const couponId = await createTemplate(t, operator, { consumption_point: 2000 });
    const buyer = await buyerWithPoints('13812000002', 1999);
    const response = await exchange(buyer.token, couponId);
    expect(response.json()).toMatchObject({ code: 409, msg: '积分不足，兑换该优惠券需要2000积分，您当前有1999积分', result: null });
    expect(await shownBalance(buyer.token)).toBe(1999);
    const template = await t.deps.pool.query('select received_count from coupon_templates where id = $1', [couponId]);
    expect(template.rows[0].received_count).toBe(0);
    expect((await t.deps.pool.query('select 1 from user_coupons where user_id = $1', [buyer.userId])).rowCount).toBe(0);

    const free = await createTemplate(t, operator);
    expect((await exchange(buyer.token, free)).json().msg).toBe('该优惠券无需积分，请直接领取');
    expect((await exchange(buyer.token, 999999)).statusCode).toBe(404);
    expect((await exchange(buyer.token, 'abc')).statusCode).toBe(422);
  });

  it('never lets concurrent exchanges overdraw the balance', async () => {
    const couponId = await createTemplate(t, operator, { consumption_point: 1000, per_user_limit: 10 });
    const buyer = await buyerWithPoints('13812000003', 2500);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => exchange(buyer.token, couponId, `?attempt=${i}`)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(await ledgerSum(buyer.userId)).toBe(500);
    expect(await shownBalance(buyer.token)).toBe(500);
  });

  it('has the database refuse a negative balance even if a writer forgets the check', async () => {
    const buyer = await buyerWithPoints('13812000004', 1000);
    const overdraw = withTransaction(t.deps.pool, (client) =>
      client.query(`insert into point_ledger (user_id, delta, reason, created_at) values ($1, -1001, 'operator_adjust', now())`, [buyer.userId]),
    );
    await expect(overdraw).rejects.toThrow(/negative/);
    expect(await ledgerSum(buyer.userId)).toBe(1000);
  });
});

describe('welfare claim-all', () => {
  it('claims each welfare coupon and reports per coupon', async () => {
    const first = await createTemplate(t, operator, { text: '福利券A', is_welfare: true });
    const second = await createTemplate(t, operator, { text: '福利券B', is_welfare: true });
    const gone = await createTemplate(t, operator, { text: '福利券C', is_welfare: true, total_quantity: 1 });
    const notWelfare = await createTemplate(t, operator);
    const other = await loginAs(t, '13812000010');
    await t.app.inject({ method: 'POST', url: `/api/coupons/${gone}/receive`, headers: bearer(other.token), payload: { quantity: 1 } });

    const buyer = await loginAs(t, '13812000011');
    const claim = (query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/coupons/welfare/receive${query}`,
        headers: bearer(buyer.token),
        payload: { coupons: [first, second, gone, notWelfare] },
      });
    const response = await claim();
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('恭喜领取成功！');
    expect(response.json().result.received).toBe(2);
    expect(response.json().result.results.map((r: { coupon_id: number; success: boolean; msg: string }) => [r.coupon_id, r.success, r.msg])).toEqual([
      [first, true, '领取成功'],
      [second, true, '领取成功'],
      [gone, false, '优惠券已领完'],
      [notWelfare, false, '该优惠券不是福利券'],
    ]);

    const again = await claim('?again=1');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('领取失败：您已领取过该优惠券；优惠券已领完；该优惠券不是福利券');
    const held = await t.deps.pool.query('select count(*)::int as n from user_coupons where user_id = $1', [buyer.userId]);
    expect(held.rows[0].n).toBe(2);

    const empty = await t.app.inject({ method: 'POST', url: '/api/coupons/welfare/receive', headers: bearer(buyer.token), payload: { coupons: [] } });
    expect(empty.json()).toMatchObject({ code: 422, msg: '请选择要领取的优惠券' });
    expect((await t.app.inject({ method: 'POST', url: '/api/coupons/welfare/receive', payload: { coupons: [first] } })).statusCode).toBe(401);
  });
});
