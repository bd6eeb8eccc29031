import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { bareOrders } from '../payments/test/payment-fixtures';
import { createTemplate, seedSmallCatalogue, type BoothRef } from './test/coupon-fixtures';
import { reserveCoupon } from './use-coupon';

let t: TestContext;
let operator: string;
let booth: BoothRef;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedSmallCatalogue(t);
  operator = seeded.operatorToken;
  booth = seeded.booths[0];
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = operator) =>
  t.app.inject({ method, url: `/api/operator/coupons${url}`, headers: bearer(token), payload });

describe('operator coupon management', () => {
  it('creates a coupon with its target and lists it with its usage', async () => {
    const created = await call('POST', '', {
      text: '中庭专享满500减50',
      amount: 5000,
      min_goods_amount: 50000,
      scope: 2,
      target_id: booth.communityId,
      total_quantity: 10,
      valid_start_date: '2026-11-22',
      valid_end_date: '2026-12-31',
      is_welfare: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = created.json().result;
    expect(coupon).toMatchObject({ scope: 2, target_id: booth.communityId, status: 'active', received_count: 0, validity_text: '2026-11-22 至 2026-12-31' });
    expect(coupon.scope_text).toMatch(/^限「.+」使用$/);

    const buyers = await Promise.all(['13814000001', '13814000002', '13814000003'].map((mobile) => loginAs(t, mobile)));
    const received: number[] = [];
    for (const buyer of buyers) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/coupons/${coupon.coupon_id}/receive`,
        headers: bearer(buyer.token),
        payload: { quantity: 1 },
      });
      received.push(response.json().result.id as number);
    }
    const [order] = await bareOrders(t, buyers[0]!.userId, 1);
    await withTransaction(t.deps.pool, (client) =>
      reserveCoupon(client, { userId: buyers[0]!.userId, couponId: received[0]!, orderId: order!, now: t.clock.now() }),
    );
    t.clock.advance(40 * 24 * 3600 * 1000);
    const later = await loginAs(t, '13700000008', ['operator']);
    const list = (await call('GET', '?keyword=中庭', undefined, later.token)).json().result;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ coupon_id: coupon.coupon_id, received_count: 3, used_count: 1, unused_count: 0, expired_count: 2 });
    t.clock.advance(-40 * 24 * 3600 * 1000);
  });

  it('refuses bad templates with the field and a Chinese message', async () => {
    const base = { text: '券', amount: 1000, min_goods_amount: 10000, scope: 1, total_quantity: 10, valid_days: 7 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, text: '' }, 'text', '请输入优惠券名称'],
      [{ ...base, amount: 0 }, 'amount', '优惠金额（分）不能小于1'],
      [{ ...base, amount: 10000 }, 'amount', '优惠金额必须小于使用门槛'],
      [{ ...base, scope: 7 }, 'scope', '适用范围不正确'],
      [{ ...base, scope: 2 }, 'target_id', '请选择适用对象'],
      [{ ...base, scope: 2, target_id: 999999 }, 'target_id', '适用对象不存在'],
      [{ ...base, valid_days: null }, 'valid_days', '请设置有效期'],
      [{ ...base, valid_days: null, valid_start_date: '2026-12-02', valid_end_date: '2026-12-01' }, 'valid_end_date', '结束日期不能早于开始日期'],
      [{ ...base, valid_days: null, valid_start_date: '2026-01-01', valid_end_date: '2026-01-31' }, 'valid_end_date', '结束日期不能早于今天'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', '', payload);
      expect([response.statusCode, response.json().errors?.[field]]).toEqual([422, message]);
    }
    const before = await t.deps.pool.query('select count(*)::int as n from coupon_templates');
    expect(before.rows[0].n).toBe(1);
  });

  it('edits, stops and restarts; what a received coupon promised stays fixed', async () => {
    const couponId = await createTemplate(t, operator, { total_quantity: 5 });
    expect((await call('PUT', `/${couponId}`, { amount: 2000, text: '新名字' })).json().result).toMatchObject({ amount: 2000, text: '新名字' });

    const buyer = await loginAs(t, '13814000010');
    await t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive`, headers: bearer(buyer.token), payload: { quantity: 1 } });
    expect((await call('PUT', `/${couponId}`, { amount: 3000 })).json()).toMatchObject({
      code: 409,
      msg: '已有用户领取，不能修改金额、门槛、适用范围、有效期和兑换积分',
    });
    expect((await call('PUT', `/${couponId}`, { total_quantity: 0 })).statusCode).toBe(422);
    expect((await call('PUT', `/${couponId}`, { total_quantity: 20, is_default: true })).json().result).toMatchObject({ total_quantity: 20, is_default: true });
    expect((await call('PUT', '/999999', { text: 'x' })).statusCode).toBe(404);

    expect((await call('POST', `/${couponId}/stop`)).json().result.status).toBe('stopped');
    t.clock.advance(1500); // past the 1 s duplicate-POST window
    expect((await call('POST', `/${couponId}/stop`)).json()).toMatchObject({ code: 409, msg: '该优惠券已停止发放' });
    const other = await loginAs(t, '13814000011');
    const refused = await t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive`, headers: bearer(other.token), payload: { quantity: 1 } });
    expect(refused.json()).toMatchObject({ code: 409, msg: '该优惠券已停止发放' });
    expect((await call('POST', `/${couponId}/start`)).json().result.status).toBe('active');
    expect((await call('GET', '?status=stopped')).json().result.total).toBe(0);
  });

  it('is for operators only', async () => {
    const buyer = await loginAs(t, '13814000020');
    expect((await call('GET', '', undefined, buyer.token)).json()).toMatchObject({ code: 403, msg: '当前账号无权进行此操作' });
    expect((await call('POST', '', { text: 'x' }, buyer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/coupons' })).statusCode).toBe(401);
  });
});
