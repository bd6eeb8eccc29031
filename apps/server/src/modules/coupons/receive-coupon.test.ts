import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
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

const receive = (token: string, couponId: number, query = '', payload: Record<string, unknown> = { quantity: 1 }) =>
  t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive${query}`, headers: bearer(token), payload });
const myCoupons = (token: string, status = 'unused') => t.app.inject({ method: 'GET', url: `/api/coupons?status=${status}`, headers: bearer(token) });
const receivedCount = async (couponId: number) =>
  (await t.deps.pool.query<{ n: number }>('select received_count as n from coupon_templates where id = $1', [couponId])).rows[0]!.n;
const rowsOf = async (couponId: number) =>
  (await t.deps.pool.query<{ n: number }>('select count(*)::int as n from user_coupons where template_id = $1', [couponId])).rows[0]!.n;

describe('receiving a coupon', () => {
  it('gives the caller a coupon listed under unused, with the fixed fields', async () => {
    const couponId = await createTemplate(t, operator, { text: '满100减10', amount: 1000, min_goods_amount: 10000, valid_days: 7 });
    const { token } = await loginAs(t, '13810000001');
    const response = await receive(token, couponId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: 1, msg: '领取成功', result: { coupon_id: couponId, status: 'unused' } });

    const list = await myCoupons(token);
    expect(list.statusCode).toBe(200);
    const mine = list.json().result;
    expect(mine).toMatchObject({ total: 1, page: 1, counts: { unused: 1, used: 0, expired: 0 } });
    expect(mine.data[0]).toMatchObject({
      id: response.json().result.id,
      coupon_id: couponId,
      text: '满100减10',
      amount: 1000,
      min_goods_amount: 10000,
      scope: 1,
      scope_text: '全场通用',
      start_at: '2026-11-22T10:00:00.000+08:00',
      end_at: '2026-11-28T23:59:59.999+08:00',
    });
  });

  it('gives exactly one coupon when 64 users race for the last one', async () => {
    const couponId = await createTemplate(t, operator, { total_quantity: 1 });
    const users = await Promise.all(Array.from({ length: 64 }, (_, i) => loginAs(t, `1382000${String(i).padStart(4, '0')}`)));
    const responses = await Promise.all(users.map(({ token }, i) => receive(token, couponId, `?attempt=${i}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(63);
    expect(responses.find((response) => response.statusCode === 409)!.json().msg).toBe('优惠券已领完');
    expect(await receivedCount(couponId)).toBe(1);
    expect(await rowsOf(couponId)).toBe(1);
  });

  it('hands out exactly the total when 64 users race for 10', async () => {
    const couponId = await createTemplate(t, operator, { total_quantity: 10 });
    const users = await Promise.all(Array.from({ length: 64 }, (_, i) => loginAs(t, `1383000${String(i).padStart(4, '0')}`)));
    const responses = await Promise.all(users.map(({ token }) => receive(token, couponId)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(10);
    expect(await rowsOf(couponId)).toBe(10);
  });

  it('holds the per-user limit, also under concurrency', async () => {
    const once = await createTemplate(t, operator);
    const { token } = await loginAs(t, '13810000002');
    expect((await receive(token, once)).statusCode).toBe(201);
    t.clock.advance(1500);
    const again = await receive(token, once);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, msg: '您已领取过该优惠券', result: null });
    expect(await receivedCount(once)).toBe(1);

    const twice = await createTemplate(t, operator, { per_user_limit: 2 });
    const racing = await Promise.all(Array.from({ length: 20 }, (_, i) => receive(token, twice, `?attempt=${i}`)));
    expect(racing.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(racing.find((response) => response.statusCode === 409)!.json().msg).toBe('该优惠券每人限领2张，您已领完');
    expect(await receivedCount(twice)).toBe(2);
  });

  it('refuses bad requests with a Chinese message and changes nothing', async () => {
    const { token } = await loginAs(t, '13810000003');
    const stopped = await createTemplate(t, operator);
    await t.app.inject({ method: 'POST', url: `/api/operator/coupons/${stopped}/stop`, headers: bearer(operator) });
    const points = await createTemplate(t, operator, { consumption_point: 1000 });
    const cases: [string, () => Promise<{ statusCode: number; json(): { msg: string } }>, number, string][] = [
      ['visitor', () => t.app.inject({ method: 'POST', url: `/api/coupons/${stopped}/receive`, payload: { quantity: 1 } }), 401, '请先登录'],
      ['unknown coupon', () => receive(token, 999999), 404, '优惠券不存在'],
      ['stopped coupon', () => receive(token, stopped), 409, '该优惠券已停止发放'],
      ['points coupon', () => receive(token, points), 409, '该优惠券需使用1000积分兑换'],
      ['two at once', () => receive(token, points, '', { quantity: 2 }), 422, '每次只能领取1张'],
      ['bad id', () => receive(token, 0), 422, '优惠券ID必须为正数'],
    ];
    for (const [name, call, status, message] of cases) {
      const response = await call();
      expect([name, response.statusCode, response.json().msg]).toEqual([name, status, message]);
    }
    expect(await rowsOf(stopped)).toBe(0);
    expect(await rowsOf(points)).toBe(0);
  });

  it('lists a coupon past its end under expired, and the tabs never mix', async () => {
    const couponId = await createTemplate(t, operator, { valid_days: 1 });
    const { token } = await loginAs(t, '13810000004');
    expect((await receive(token, couponId)).statusCode).toBe(201);
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await myCoupons(token, 'unused')).json().result.data).toHaveLength(0);
    const expired = (await myCoupons(token, 'expired')).json().result;
    expect(expired.data.map((c: { coupon_id: number; status: string }) => [c.coupon_id, c.status])).toEqual([[couponId, 'expired']]);
    expect(expired.counts).toEqual({ unused: 0, used: 0, expired: 1 });
    expect((await myCoupons(token, 'bogus')).statusCode).toBe(422);
  });

  it('shows nobody else the caller’s coupons', async () => {
    const couponId = await createTemplate(t, operator);
    const a = await loginAs(t, '13810000005');
    const b = await loginAs(t, '13810000006');
    expect((await receive(a.token, couponId)).statusCode).toBe(201);
    expect((await myCoupons(b.token)).json().result).toMatchObject({ data: [], total: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
  });
});
