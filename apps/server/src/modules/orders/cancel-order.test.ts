import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { markOrderPaid } from './mark-order-paid';
import { dayLine, heldOn, newBuyer, orderBody, payOrder, placeOrder, pointsOf, seedOrderCatalogue, walletOf } from './test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let operator: string;
let supplier: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
});

const cancel = (id: number, token?: string) => t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: token ? bearer(token) : {} });
const couponStatus = async (id: number) => (await t.deps.pool.query('select status from user_coupons where id = $1', [id])).rows[0].status;

async function orderWithExtras(date: string) {
  const buyer = await newBuyer(t, { balance: 1_000_000, points: 4000 });
  const couponId = await createTemplate(t, operator, { scope: 1, amount: 3000, min_goods_amount: 50000 });
  const received = await t.app.inject({ method: 'POST', url: `/api/coupons/${couponId}/receive`, headers: bearer(buyer.token), payload: { quantity: 1 } });
  const userCouponId = received.json().result.id as number;
  const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, [date])], { coupon_id: userCouponId, point: 2000 }));
  return { buyer, id, userCouponId };
}

describe('DELETE /api/orders/{id}', () => {
  it('cancels an unpaid order: holds, coupon and points come back; a second cancel is refused', async () => {
    const { buyer, id, userCouponId } = await orderWithExtras('2026-12-10');
    expect(await heldOn(t, f.booths.S6, '2026-12-10')).toEqual({ counter: 1, holds: 1 });
    expect((await cancel(id)).statusCode).toBe(401);
    const other = await newBuyer(t);
    expect([(await cancel(id, other.token)).statusCode, (await cancel(id, other.token)).json().msg]).toEqual([404, '订单不存在']);

    const response = await cancel(id, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id, status: 'cancelled' });
    expect(await heldOn(t, f.booths.S6, '2026-12-10')).toEqual({ counter: 0, holds: 0 });
    expect(await couponStatus(userCouponId)).toBe('unused');
    expect(await pointsOf(t, buyer.userId)).toBe(4000);
    const again = await cancel(id, buyer.token);
    expect([again.statusCode, again.json().msg]).toEqual([409, '订单已取消']);
    expect(await pointsOf(t, buyer.userId)).toBe(4000);
  });

  it('cancels a paid, unreviewed order with a full refund to the wallet; the coupon stays used', async () => {
    const { buyer, id, userCouponId } = await orderWithExtras('2026-12-11');
    await payOrder(t, id);
    expect(await walletOf(t, buyer.userId)).toBeLessThan(1_000_000);
    const response = await cancel(id, buyer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await walletOf(t, buyer.userId)).toBe(1_000_000);
    expect(await pointsOf(t, buyer.userId)).toBe(4000);
    expect(await couponStatus(userCouponId)).toBe('used');
    expect(await heldOn(t, f.booths.S6, '2026-12-11')).toEqual({ counter: 0, holds: 0 });
    const items = (await t.deps.pool.query('select status from order_items where order_id = $1', [id])).rows;
    expect(items).toEqual([{ status: 'cancelled' }]);
  });

  it('refuses while a transfer proof awaits confirmation, and once reviewed', async () => {
    const buyer = await newBuyer(t, { balance: 1_000_000 });
    const waiting = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-12'])]));
    await t.deps.pool.query('update orders set offline_pay = true, offline_status = 1 where id = $1', [waiting]);
    const refused = await cancel(waiting, buyer.token);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, '转账凭证待确认，暂不能取消订单']);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${waiting}`, headers: bearer(buyer.token) })).json().result.can_cancel).toBe(false);

    const approved = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-13'])]));
    await payOrder(t, approved);
    const item = (await t.deps.pool.query('select id from order_items where order_id = $1', [approved])).rows[0].id;
    const approve = await t.app.inject({ method: 'POST', url: `/api/order_items/${item}/approve`, headers: bearer(supplier) });
    expect(approve.json().result.order_status).toBe('approved');
    const late = await cancel(approved, buyer.token);
    expect([late.statusCode, late.json().msg]).toEqual([409, '订单已审核，无法取消']);
    expect(await heldOn(t, f.booths.S1, '2026-12-13')).toEqual({ counter: 1, holds: 1 });
  });
});

describe('markOrderPaid (for the payments issue)', () => {
  it('pays an unpaid order once, with its exact amount only', async () => {
    const buyer = await newBuyer(t);
    const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S3, ['2026-12-14'])]));
    const fee = (await t.deps.pool.query('select actual_fee from orders where id = $1', [id])).rows[0].actual_fee as number;
    const now = t.clock.now();
    const wrong = await withTransaction(t.deps.pool, (client) => markOrderPaid(client, id, { paymentMode: 2, amount: fee - 1, now })).catch(
      (error: unknown) => error,
    );
    expect(wrong).toBeInstanceOf(AppError);
    expect((wrong as AppError).status).toBe(409);
    const results = await Promise.all(
      [1, 2].map(() => withTransaction(t.deps.pool, (client) => markOrderPaid(client, id, { paymentMode: 2, amount: fee, now }))),
    );
    expect(results.sort()).toEqual([false, true]);
    const order = (await t.deps.pool.query('select status, paid_amount, payment_mode from orders where id = $1', [id])).rows[0];
    expect(order).toEqual({ status: 'paid', paid_amount: fee, payment_mode: 2 });
    expect((await t.deps.pool.query('select status, paid_at is not null as paid from order_items where order_id = $1', [id])).rows).toEqual([
      { status: 'paid', paid: true },
    ]);
  });
});
