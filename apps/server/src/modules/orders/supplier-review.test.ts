import { ZSupplierItemPage } from '@vm/contracts/order-items';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { advanceOrdersByDate } from './advance-by-date';
import { alertUnreviewedItems } from './review-alerts';
import { dayLine, heldOn, HOUR, newBuyer, orderBody, payOrder, placeOrder, pointsOf, seedOrderCatalogue, walletOf } from './test/order-fixtures';
import { sweepDeposits } from '../../workflows/after-sales-sweeps';

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let otherSupplier: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  otherSupplier = (await loginAs(t, '13900000002', ['property'])).token;
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const itemsOf = async (orderId: number) =>
  (
    await t.deps.pool.query<{ id: number; payable: number; status: string }>(
      'select id, payable, status from order_items where order_id = $1 order by position',
      [orderId],
    )
  ).rows;
const orderStatus = async (orderId: number) => (await t.deps.pool.query('select status from orders where id = $1', [orderId])).rows[0].status;

describe('supplier review', () => {
  it('approves and denies only the supplier’s own paid items; a rejection refunds the line, a whole rejection the rest', async () => {
    const buyer = await newBuyer(t, { balance: 2_000_000, points: 5000 });
    const couponId = await createTemplate(t, operator, { scope: 1, amount: 5000, min_goods_amount: 50000 });
    const userCouponId = (await post(`/api/coupons/${couponId}/receive`, buyer.token, { quantity: 1 })).json().result.id;
    const order = await placeOrder(
      t,
      buyer.token,
      orderBody([dayLine(f.booths.S6, ['2026-12-10']), dayLine(f.booths.S1, ['2026-12-10'])], { coupon_id: userCouponId, point: 2000 }),
    );
    const [first, second] = await itemsOf(order);

    const unpaid = await post(`/api/order_items/${first!.id}/approve`, supplier);
    expect([unpaid.statusCode, unpaid.json().msg]).toEqual([409, '订单尚未支付，暂不能审核']);
    await payOrder(t, order);
    const paidBalance = await walletOf(t, buyer.userId);

    const list = (await get('/api/order_items?status=paid', supplier)).json().result;
    expect(() => ZSupplierItemPage.parse(list)).not.toThrow();
    expect(list.data.map((item: { id: number }) => item.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(list.data[0]).toMatchObject({ status: 'paid', order: { id: order, contact: '张三' }, review_deadline: expect.stringContaining('2026-11-23T10:00') });
    expect((await get('/api/order_items', otherSupplier)).json().result.total).toBe(0);

    for (const [token, status] of [
      [otherSupplier, 404],
      [buyer.token, 403],
    ] as const) {
      expect((await post(`/api/order_items/${first!.id}/approve`, token)).statusCode).toBe(status);
      expect((await post(`/api/order_items/${first!.id}/deny`, token, { reason: '档期冲突' })).statusCode).toBe(status);
    }
    expect((await get('/api/order_items', buyer.token)).statusCode).toBe(403);
    const noReason = await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '  ' });
    expect([noReason.statusCode, noReason.json().msg]).toEqual([422, '请填写拒绝原因']);
    expect((await itemsOf(order))[0]!.status).toBe('paid');

    const denied = await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '档期冲突' });
    expect(denied.json().result).toEqual({ id: first!.id, status: 'rejected', order_status: 'paid', refunded: first!.payable });
    expect(await walletOf(t, buyer.userId)).toBe(paidBalance + first!.payable);
    expect(await heldOn(t, f.booths.S6, '2026-12-10')).toEqual({ counter: 0, holds: 0 });
    expect(await heldOn(t, f.booths.S1, '2026-12-10')).toEqual({ counter: 1, holds: 1 });
    expect((await t.deps.pool.query('select status from user_coupons where id = $1', [userCouponId])).rows[0].status).toBe('used');
    expect(await pointsOf(t, buyer.userId)).toBe(3000);
    const again = await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '档期冲突' });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该订单已拒绝']);

    const whole = await post(`/api/order_items/${second!.id}/deny`, supplier, { reason: '场地维修' });
    expect(whole.json().result).toMatchObject({ status: 'rejected', order_status: 'rejected' });
    expect(await orderStatus(order)).toBe('rejected');
    expect(await walletOf(t, buyer.userId)).toBe(2_000_000);
    expect((await t.deps.pool.query('select status from user_coupons where id = $1', [userCouponId])).rows[0].status).toBe('unused');
    expect(await pointsOf(t, buyer.userId)).toBe(5000);
    const detail = (await get(`/api/orders/${order}`, buyer.token)).json().result;
    expect(detail.resources.map((item: { reject_reason: string }) => item.reject_reason)).toEqual(['档期冲突', '场地维修']);
  });

  it('alerts operators once for items unreviewed after 24 hours, then runs approved items by date to the end', async () => {
    const buyer = await newBuyer(t, { balance: 2_000_000 });
    const order = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S3, ['2026-11-24']), dayLine(f.booths.S4, ['2026-11-24', '2026-11-25'])]));
    await payOrder(t, order);
    const [first, second] = await itemsOf(order);

    t.clock.advance(23 * HOUR);
    expect(await alertUnreviewedItems(t.deps)).toBe(0);
    t.clock.advance(2 * HOUR);
    const [a, b] = await Promise.all([alertUnreviewedItems(t.deps), alertUnreviewedItems(t.deps)]);
    expect(a + b).toBe(2);
    expect(await alertUnreviewedItems(t.deps)).toBe(0);
    const alerts = (await get('/api/operator/alerts', operator)).json().result;
    expect(alerts.data.filter((alert: { order_id: number }) => alert.order_id === order)).toHaveLength(2);
    expect(alerts.data[0].message).toContain('供应商仍未审核');
    expect((await get('/api/operator/alerts', buyer.token)).statusCode).toBe(403);
    expect(await orderStatus(order)).toBe('paid');

    // 2026-11-23: approved, not yet running; partially reviewed still reads paid.
    expect((await post(`/api/order_items/${first!.id}/approve`, supplier)).json().result).toEqual({
      id: first!.id,
      status: 'approved',
      order_status: 'paid',
      refunded: 0,
    });
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order}`, headers: bearer(buyer.token) });
    expect([cancel.statusCode, cancel.json().msg]).toEqual([409, '订单已审核，无法取消']);

    // 2026-11-24: approving on the first date starts both lines at once.
    t.clock.advance(24 * HOUR);
    expect((await post(`/api/order_items/${second!.id}/approve`, supplier)).json().result).toMatchObject({ status: 'executing', order_status: 'executing' });
    expect((await itemsOf(order)).map((item) => item.status)).toEqual(['executing', 'executing']);

    // 2026-11-26: both over — finished, points for what was paid; the deposit is held 3 more days (decision 0045).
    t.clock.advance(48 * HOUR);
    const balanceBefore = await walletOf(t, buyer.userId);
    const runs = await Promise.all([advanceOrdersByDate(t.deps), advanceOrdersByDate(t.deps)]);
    expect(runs.flat()).toContain(order);
    expect(await orderStatus(order)).toBe('finished');
    expect(await advanceOrdersByDate(t.deps)).toEqual([]);
    const paid = (await itemsOf(order)).reduce((sum, item) => sum + item.payable, 0);
    expect(await pointsOf(t, buyer.userId)).toBe(Math.floor(paid / 100));
    expect(await walletOf(t, buyer.userId)).toBe(balanceBefore);
    // 2026-11-29: 3 days after the sub-orders finished, unclaimed, the deposit comes back once (two sweeps racing).
    t.clock.advance(72 * HOUR);
    await Promise.all([sweepDeposits(t.deps), sweepDeposits(t.deps)]);
    await sweepDeposits(t.deps);
    expect(await walletOf(t, buyer.userId)).toBe(balanceBefore + 50000);
    const sales = await t.deps.pool.query('select count(*)::int as n from sales_records where selling_resource_id = any($1::int[]) and buyer_name = $2', [
      [f.booths.S3, f.booths.S4],
      '张三',
    ]);
    expect(sales.rows[0].n).toBe(2);
  });
});
