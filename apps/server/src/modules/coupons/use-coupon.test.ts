import { fittingCoupons } from '@vm/domain/coupons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { bareOrders } from '../payments/test/payment-fixtures';
import { earnPoints, grantPoints, pointsBalance, refundPoints, spendPoints } from './points-ledger';
import { createTemplate, seedSmallCatalogue, type BoothRef } from './test/coupon-fixtures';
import { loadCouponForOrder, releaseCoupon, reserveCoupon, usableCoupons } from './use-coupon';

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

const inTx = <T>(work: (client: Parameters<Parameters<typeof withTransaction>[1]>[0]) => Promise<T>) => withTransaction(t.deps.pool, work);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? [error.status, error.userMessage] : error),
  );

async function buyerWithCoupon(mobile: string, body: Parameters<typeof createTemplate>[2] = {}) {
  const buyer = await loginAs(t, mobile);
  const couponId = await createTemplate(t, operator, body);
  const received = await t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive`, headers: bearer(buyer.token), payload: { quantity: 1 } });
  return { ...buyer, userCouponId: received.json().result.id as number };
}

describe('coupons at checkout', () => {
  it('offers the buyer’s valid coupons in the domain shape the totals use', async () => {
    const buyer = await buyerWithCoupon('13813000001', { scope: 5, target_id: booth.sellingResourceId, amount: 3000, min_goods_amount: 20000 });
    const coupons = await usableCoupons(t.deps.pool, buyer.userId, t.clock.now());
    expect(coupons).toEqual([
      expect.objectContaining({ id: buyer.userCouponId, amount: 3000, min_goods_amount: 20000, scope: 5, scope_ids: [booth.sellingResourceId] }),
    ]);
    const line = { community_id: booth.communityId, field_type_id: booth.categoryId, selling_resource_id: booth.sellingResourceId };
    expect(fittingCoupons(coupons, [{ ...line, amount: 19999 }], t.clock.now())).toEqual([]);
    expect(fittingCoupons(coupons, [{ ...line, amount: 20000 }], t.clock.now())[0]!.discount).toBe(3000);
  });

  it('reserves a coupon for one order only, and never someone else’s', async () => {
    const buyer = await buyerWithCoupon('13813000002');
    const other = await loginAs(t, '13813000003');
    const [otherOrder] = await bareOrders(t, other.userId, 1);
    const buyerOrders = await bareOrders(t, buyer.userId, 3);
    const now = t.clock.now();
    expect(await failure(inTx((c) => reserveCoupon(c, { userId: other.userId, couponId: buyer.userCouponId, orderId: otherOrder!, now })))).toEqual([
      404,
      '优惠券不存在',
    ]);
    expect(await failure(inTx((c) => loadCouponForOrder(c, { userId: other.userId, couponId: buyer.userCouponId, now })))).toEqual([404, '优惠券不存在']);

    const results = await Promise.all(
      buyerOrders.map((orderId) => failure(inTx((c) => reserveCoupon(c, { userId: buyer.userId, couponId: buyer.userCouponId, orderId, now })))),
    );
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(results.filter((result) => JSON.stringify(result) === JSON.stringify([409, '该优惠券已使用']))).toHaveLength(2);

    const usedResponse = await t.app.inject({ method: 'GET', url: '/api/coupons?status=used', headers: bearer(buyer.token) });
    expect(usedResponse.statusCode, usedResponse.body).toBe(200);
    const used = usedResponse.json().result.data;
    expect(used).toEqual([expect.objectContaining({ id: buyer.userCouponId, status: 'used', order_id: expect.any(Number) })]);
    expect(buyerOrders).toContain(used[0].order_id);
  });

  it('gives a coupon back when the order is cancelled unpaid or rejected, expired if past its end', async () => {
    const buyer = await buyerWithCoupon('13813000004', { valid_days: 2 });
    const [cancelled, rejected, late] = await bareOrders(t, buyer.userId, 3);
    const now = t.clock.now();
    await inTx((c) => reserveCoupon(c, { userId: buyer.userId, couponId: buyer.userCouponId, orderId: cancelled!, now }));
    expect(await inTx((c) => releaseCoupon(c, { orderId: cancelled!, reason: 'cancelled_unpaid', now }))).toEqual({
      returned: [buyer.userCouponId],
      expired: [],
    });
    expect(await inTx((c) => releaseCoupon(c, { orderId: cancelled!, reason: 'cancelled_unpaid', now }))).toEqual({ returned: [], expired: [] });
    expect(await inTx((c) => loadCouponForOrder(c, { userId: buyer.userId, couponId: buyer.userCouponId, now }))).toMatchObject({ id: buyer.userCouponId });

    await inTx((c) => reserveCoupon(c, { userId: buyer.userId, couponId: buyer.userCouponId, orderId: rejected!, now }));
    const later = new Date(now.getTime() + 3 * 24 * 3600 * 1000);
    expect(await inTx((c) => releaseCoupon(c, { orderId: rejected!, reason: 'rejected', now: later }))).toEqual({
      returned: [],
      expired: [buyer.userCouponId],
    });
    expect(await failure(inTx((c) => reserveCoupon(c, { userId: buyer.userId, couponId: buyer.userCouponId, orderId: late!, now: later })))).toEqual([
      409,
      '该优惠券已过期',
    ]);
    await expect(inTx((c) => releaseCoupon(c, { orderId: rejected!, reason: 'paid' as 'rejected', now }))).rejects.toThrow(RangeError);
  });
});

describe('points at checkout', () => {
  it('spends, refunds once and earns once, the ledger sum being the shown balance', async () => {
    const buyer = await loginAs(t, '13813000010');
    const [order, secondOrder, orderWithoutPoints] = await bareOrders(t, buyer.userId, 3);
    const now = t.clock.now();
    await inTx((c) => grantPoints(c, { userId: buyer.userId, points: 5000, reason: 'demo_grant', now }));
    expect(await inTx((c) => spendPoints(c, { userId: buyer.userId, points: 3000, orderId: order!, now }))).toBe(2000);
    expect(await failure(inTx((c) => spendPoints(c, { userId: buyer.userId, points: 1000, orderId: order!, now })))).toEqual([409, '该订单已使用过积分']);
    expect(await failure(inTx((c) => spendPoints(c, { userId: buyer.userId, points: 3000, orderId: secondOrder!, now })))).toEqual([
      409,
      '积分不足，无法使用积分！',
    ]);
    expect(await inTx((c) => refundPoints(c, { orderId: order!, now }))).toBe(3000);
    expect(await inTx((c) => refundPoints(c, { orderId: order!, now }))).toBe(0);
    expect(await inTx((c) => refundPoints(c, { orderId: orderWithoutPoints!, now }))).toBe(0);
    expect(await inTx((c) => earnPoints(c, { userId: buyer.userId, points: 123, reason: 'order_finished', orderId: order!, now }))).toBe(true);
    expect(await inTx((c) => earnPoints(c, { userId: buyer.userId, points: 123, reason: 'order_finished', orderId: order!, now }))).toBe(false);
    expect(await inTx((c) => earnPoints(c, { userId: buyer.userId, points: 20, reason: 'review', now }))).toBe(true);

    const expected = 5000 - 3000 + 3000 + 123 + 20;
    expect(await pointsBalance(t.deps.pool, buyer.userId)).toBe(expected);
    const current = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(buyer.token) })).json().result;
    expect(current.consumption_point).toBe(expected);
    const history = (await t.app.inject({ method: 'GET', url: '/api/point_histories?page_size=2', headers: bearer(buyer.token) })).json().result;
    expect(history).toMatchObject({ balance: expected, total: 5, page_size: 2 });
    expect(history.data[0].balance_after).toBe(expected);
  });

  it('lets only one of two racing orders spend the same points', async () => {
    const buyer = await loginAs(t, '13813000011');
    const racing = await bareOrders(t, buyer.userId, 2);
    const now = t.clock.now();
    await inTx((c) => grantPoints(c, { userId: buyer.userId, points: 5000, reason: 'demo_grant', now }));
    const results = await Promise.all(racing.map((orderId) => failure(inTx((c) => spendPoints(c, { userId: buyer.userId, points: 4000, orderId, now })))));
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(await pointsBalance(t.deps.pool, buyer.userId)).toBe(1000);
  });
});

describe('coupons and points belong to real orders', () => {
  it('refuses an order id that is no order (foreign keys to orders)', async () => {
    const buyer = await buyerWithCoupon('13813000020');
    const now = t.clock.now();
    await inTx((c) => grantPoints(c, { userId: buyer.userId, points: 1000, reason: 'demo_grant', now }));
    const missing = 987654321;
    await expect(inTx((c) => reserveCoupon(c, { userId: buyer.userId, couponId: buyer.userCouponId, orderId: missing, now }))).rejects.toMatchObject({
      code: '23503',
    });
    await expect(inTx((c) => spendPoints(c, { userId: buyer.userId, points: 500, orderId: missing, now }))).rejects.toMatchObject({ code: '23503' });
    expect(await pointsBalance(t.deps.pool, buyer.userId)).toBe(1000);
    expect(await inTx((c) => loadCouponForOrder(c, { userId: buyer.userId, couponId: buyer.userCouponId, now }))).toMatchObject({ id: buyer.userCouponId });
  });
});
