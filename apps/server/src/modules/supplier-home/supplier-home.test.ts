import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder } from '../orders/test/order-fixtures';
import { seedSupplierWorld, send, type SupplierWorld } from '../supplier-venues/test/supplier-fixtures';

let t: TestContext;
let w: SupplierWorld;
let paidOrder: number;
let unpaidOrder: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedSupplierWorld(t);
  const buyer = await newBuyer(t, { balance: 10_000_000 });
  paidOrder = await placeOrder(t, buyer.token, orderBody([dayLine(w.f.booths.S6, ['2026-11-28', '2026-11-29'])]));
  await payOrder(t, paidOrder);
  t.clock.advance(1100);
  unpaidOrder = await placeOrder(t, buyer.token, orderBody([dayLine(w.f.booths.S1, ['2026-12-03'])]));
});
afterAll(async () => t.close());

describe('supplier home', () => {
  it('lists items awaiting review with their 24 h deadline and this month’s paid amount', async () => {
    const home = await send(t, 'GET', '/api/supplier_home', w.a.token);
    expect(home.statusCode, home.body).toBe(200);
    const result = home.json().result;
    const payable = (await t.deps.pool.query('select amount, paid_at from order_items where order_id = $1', [paidOrder])).rows[0];
    // The supplier's amount is the rent (domain supplierAmountOf), the figure the review list shows too.
    expect(result).toMatchObject({ month: '2026-11', paid_amount: payable.amount, finished_amount: 0, to_review_count: 1, unanswered_enquiry_count: 0 });
    expect(result.to_review[0]).toMatchObject({ order: { id: paidOrder }, status: 'paid' });
    expect(new Date(result.to_review[0].review_deadline).getTime() - payable.paid_at.getTime()).toBe(24 * 3_600_000);
    expect(result.venue_count).toBe(6);
  });

  it('shows occupancy per booth and date of a month, with closed dates', async () => {
    const response = await send(t, 'GET', `/api/supplier_home/occupancy?month=2026-11&selling_resource_id=${w.f.booths.S6}`, w.a.token);
    const booth = response.json().result.booths[0];
    expect(booth.days).toHaveLength(30);
    expect(booth.days.filter((d: { held: number }) => d.held > 0).map((d: { date: string }) => d.date)).toEqual(['2026-11-28', '2026-11-29']);
    const s1 = (await send(t, 'GET', `/api/supplier_home/occupancy?month=2026-12&selling_resource_id=${w.f.booths.S1}`, w.a.token)).json().result.booths[0];
    expect(s1.days.find((d: { date: string }) => d.date === '2026-12-01').unavailable).toBe(true);
    expect(s1.days.find((d: { date: string }) => d.date === '2026-12-03').held).toBe(1);
    expect((await send(t, 'GET', '/api/supplier_home/occupancy?month=2026-13', w.a.token)).statusCode).toBe(422);
    expect((await send(t, 'GET', `/api/supplier_home/occupancy?month=2026-11&selling_resource_id=${w.f.booths.S6}`, w.b.token)).json().result.booths).toEqual(
      [],
    );
  });

  it('counts order items for the header badge and filters the list', async () => {
    const count = (await send(t, 'GET', '/api/order_items/count', w.a.token)).json().result;
    expect(count).toEqual({ count: 1, by_status: { paid: 1, submitted: 1 } });
    expect((await send(t, 'GET', '/api/order_items/count?status=submitted', w.a.token)).json().result.count).toBe(1);
    const orderNum = (await t.deps.pool.query('select order_num from orders where id = $1', [paidOrder])).rows[0].order_num;
    const byKeyword = (await send(t, 'GET', `/api/order_items?keyword=${orderNum}`, w.a.token)).json().result;
    expect(byKeyword.data.map((i: { order_id: number }) => i.order_id)).toEqual([paidOrder]);
    const byBooth = (await send(t, 'GET', `/api/order_items?status=submitted&selling_resource_id=${w.f.booths.S1}`, w.a.token)).json().result;
    expect(byBooth.data.map((i: { order_id: number }) => i.order_id)).toEqual([unpaidOrder]);
    expect((await send(t, 'GET', '/api/order_items?date_from=2026-11-30', w.a.token)).json().result.total).toBe(0);
    expect((await send(t, 'GET', '/api/order_items?date_to=2026-11-28', w.a.token)).json().result.total).toBe(1);
    expect((await send(t, 'GET', '/api/order_items?keyword=%25', w.a.token)).json().result.total).toBe(0);
    expect((await send(t, 'GET', '/api/order_items/count', w.b.token)).json().result).toEqual({ count: 0, by_status: {} });
  });

  it('lists comments on the supplier’s venues and replies once', async () => {
    const list = (await send(t, 'GET', '/api/supplier_comments?replied=0', w.a.token)).json().result;
    expect(list.total).toBe(3);
    const id = list.data[0].id as number;
    expect((await send(t, 'POST', `/api/supplier_comments/${id}/reply`, w.b.token, { reply: '别家回复' })).statusCode).toBe(404);
    const first = await send(t, 'POST', `/api/supplier_comments/${id}/reply`, w.a.token, { reply: '感谢您的好评，欢迎再次合作！' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.reply).toBe('感谢您的好评，欢迎再次合作！');
    const second = await send(t, 'POST', `/api/supplier_comments/${id}/reply`, w.a.token, { reply: '再回复一次' });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('该评价已回复，不能再次回复');
    const empty = await send(t, 'POST', `/api/supplier_comments/${id}/reply`, w.a.token, { reply: '  ' });
    expect(empty.json().msg).toBe('请输入回复内容');
    const venue = (await t.app.inject({ method: 'GET', url: `/api/physical_resources/${w.f.venues.P1}/comments` })).json().result;
    expect(JSON.stringify(venue)).toContain('感谢您的好评');
  });

  it('a buyer is refused (403), a visitor asked to log in (401)', async () => {
    const buyer = await loginAs(t, '13811116666');
    for (const url of ['/api/supplier_home', '/api/order_items/count', '/api/supplier_comments', '/api/supplier_home/occupancy?month=2026-11']) {
      expect((await send(t, 'GET', url, buyer.token)).statusCode).toBe(403);
      expect((await send(t, 'GET', url, null)).statusCode).toBe(401);
    }
  });
});
