import { ZOrderView, ZPaymentOrder } from '@vm/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, heldOn, newBuyer, orderBody, placeOrder, preview, seedOrderCatalogue, submitOrder } from './test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const countRows = async (table: string) => Number((await t.deps.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);

describe('POST /api/orders', () => {
  it('creates the order, one sub-order per line with its supplier, and holds every unit', async () => {
    const buyer = await newBuyer(t);
    const body = orderBody([dayLine(f.booths.S6, ['2026-12-10', '2026-12-11'], 2), dayLine(f.booths.S1, ['2026-12-10'])]);
    const response = await submitOrder(t, buyer.token, body);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json().result;
    // S6: 2 dates × 2 units × ¥1000; S1: ¥800; deposit max ¥500.
    expect(result).toEqual({ id: expect.any(Number), order_num: expect.stringMatching(/^20261122\d{8}$/), actual_fee: 400000 + 80000 + 50000 });

    const detail = (await get(`/api/orders/${result.id}`, buyer.token)).json().result;
    expect(() => ZOrderView.parse(detail)).not.toThrow();
    expect(detail).toMatchObject({
      status: 'submitted',
      total_amount: 480000,
      total_deposit: 50000,
      contact: '张三',
      can_cancel: true,
      expires_at: '2026-11-24T10:00:00.000+08:00',
    });
    expect(detail.resources).toHaveLength(2);
    expect(detail.resources[0]).toMatchObject({
      order_num: `${result.order_num}01`,
      selling_resource_id: f.booths.S6,
      count: 2,
      amount: 400000,
      start: '2026-12-10',
      end: '2026-12-11',
    });
    expect(detail.resources[1]).toMatchObject({ order_num: `${result.order_num}02`, selling_resource_id: f.booths.S1, amount: 80000 });
    const suppliers = await t.deps.pool.query('select distinct supplier_id from order_items where order_id = $1', [result.id]);
    expect(suppliers.rows).toEqual([{ supplier_id: f.supplierId }]);

    expect(await heldOn(t, f.booths.S6, '2026-12-10')).toEqual({ counter: 2, holds: 2 });
    const calendar = (await get(`/api/selling_resources/${f.booths.S6}/calendar?start=2026-12-10&end=2026-12-12&lease_term_type_id=9`, buyer.token)).json()
      .result;
    expect(calendar.days.map((day: { remaining: number; available: boolean }) => [day.available, day.remaining])).toEqual([
      [false, 0],
      [false, 0],
      [true, 2],
    ]);

    const payment = (await get(`/api/payment/orders/${result.id}`, buyer.token)).json().result;
    expect(() => ZPaymentOrder.parse(payment)).not.toThrow();
    expect(payment).toMatchObject({ id: result.id, status: 'submitted', actual_fee: result.actual_fee, offline_pay: false, offline_status: 0 });
    expect(payment.resources[0]).toMatchObject({ field_name: '阳光花园中心广场', size: '3m*3m', lease_term_type: '天', start: '2026-12-10' });
    expect((await get(`/api/orders/${result.id}/status`, buyer.token)).json().result).toEqual({ status: 'submitted' });
    expect((await get('/api/orders/count', buyer.token)).json().result).toMatchObject({ count: 1, submitted: 1, paid: 0 });
    const list = (await get('/api/orders?status=submitted&page=1', buyer.token)).json().result;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.data[0].id).toBe(result.id);
    expect((await get('/api/orders?status=paid', buyer.token)).json().result.total).toBe(0);
  });

  it('holds whole periods for period leases', async () => {
    const buyer = await newBuyer(t);
    const id = await placeOrder(
      t,
      buyer.token,
      orderBody([{ id: f.booths.S2, count: 1, dates: [{ term_type_id: 4, date: '2026-12-01', endDate: '2026-12-30' }] }]),
    );
    const holds = await t.deps.pool.query(
      'select count(*)::int as n, min(date)::text as first, max(date)::text as last from holds h join order_items i on i.id = h.order_item_id where i.order_id = $1',
      [id],
    );
    expect(holds.rows[0]).toEqual({ n: 30, first: '2026-12-01', last: '2026-12-30' });
  });

  it('refuses a tampered total with 409 and keeps nothing', async () => {
    const buyer = await newBuyer(t);
    const before = [await countRows('orders'), await countRows('holds')];
    const response = await submitOrder(t, buyer.token, { ...orderBody([dayLine(f.booths.S6, ['2026-12-20'])]), total_actual_price: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, msg: '价格已变动，请刷新后重新提交', result: null, error_code: 'PRICE_CHANGED' });
    expect([await countRows('orders'), await countRows('holds')]).toEqual(before);
  });

  it('answers 409 naming the date when a unit is no longer free, and 422 for a malformed selection', async () => {
    const [first, second] = [await newBuyer(t), await newBuyer(t)];
    await placeOrder(t, first.token, orderBody([dayLine(f.booths.S6, ['2026-12-21'], 2)]));
    const taken = await submitOrder(t, second.token, {
      ...orderBody([dayLine(f.booths.S6, ['2026-12-22', '2026-12-21'])]),
      total_actual_price: 200000 + 50000,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('2026-12-21 已被预订，请重新选择日期');

    const cases: [Record<string, unknown>, number, string][] = [
      [dayLine(f.booths.S1, ['2026-12-01']), 409, '2026-12-01 不可预订，请重新选择日期'],
      [dayLine(f.booths.S1, ['2026-11-23']), 409, '2026-11-23 需至少提前2天预订，请重新选择日期'],
      [dayLine(f.booths.S1, ['2026-12-02', '2026-12-02']), 422, '2026-12-02 重复选择，请重新选择日期'],
      [dayLine(f.booths.S1, ['2026-12-02'], 3), 409, '2026-12-02 仅剩2个可预订，请减少数量或重新选择日期'],
      [dayLine(f.booths.S1, ['2026-12-02'], 1, 3), 422, '该规格不提供此订购周期'],
      [dayLine(f.booths.S8, ['2026-12-02'], 1, 3), 409, '该资源需询价，请先提交询价'],
      [dayLine(999999, ['2026-12-02']), 404, '场地规格不存在或已下线'],
      [
        {
          id: f.booths.S1,
          count: 1,
          dates: [
            { term_type_id: 9, date: '2026-12-02' },
            { term_type_id: 11, date: '2026-12-05' },
          ],
        },
        422,
        '同一场地只能选择一种订购周期',
      ],
      [
        { id: f.booths.S2, count: 1, dates: [{ term_type_id: 4, date: '2026-12-02', endDate: '2026-12-20' }] },
        422,
        '2026-12-02 起的结束日期应为 2026-12-31，请重新选择日期',
      ],
    ];
    for (const [line, status, msg] of cases) {
      const response = await submitOrder(t, second.token, { ...orderBody([line]), total_actual_price: 100000 });
      expect([response.statusCode, response.json().msg], JSON.stringify(line)).toEqual([status, msg]);
    }
    expect((await get('/api/orders/count', second.token)).json().result.count).toBe(0);
  });

  it('allows at most 10 unpaid orders per buyer', async () => {
    const buyer = await newBuyer(t);
    for (let day = 0; day < 10; day += 1) await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S4, [`2027-01-${String(day + 10).padStart(2, '0')}`])]));
    const eleventh = await submitOrder(t, buyer.token, orderBody([dayLine(f.booths.S4, ['2027-01-25'])]));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().msg).toBe('您有10个待支付订单，请先支付或取消后再下单');
    t.clock.advance(1100); // the same POST within 1 s is refused as a duplicate
    expect((await preview(t, buyer.token, orderBody([dayLine(f.booths.S4, ['2027-01-25'])]))).json().result.can_submit).toBe(false);
  });

  it('keeps the limit when one buyer submits several orders at once', async () => {
    const buyer = await newBuyer(t);
    for (let day = 0; day < 9; day += 1) await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S4, [`2027-02-${String(day + 1).padStart(2, '0')}`])]));
    const bodies = ['2027-02-11', '2027-02-12', '2027-02-13', '2027-02-14'].map((date) => orderBody([dayLine(f.booths.S4, [date])]));
    const totals = await Promise.all(bodies.map(async (body) => (await preview(t, buyer.token, body)).json().result.total_actual_price as number));
    const answers = await Promise.all(
      bodies.map((body, i) =>
        t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(buyer.token), payload: { ...body, total_actual_price: totals[i] } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json()).toMatchObject({ msg: '您有10个待支付订单，请先支付或取消后再下单', error_code: 'TOO_MANY_UNPAID' });
    const unpaid = await t.deps.pool.query(`select count(*)::int as n from orders where user_id = $1 and status = 'submitted'`, [buyer.userId]);
    expect(unpaid.rows[0].n).toBe(10);
  });

  it('takes the ordered lines out of the cart, and only the buyer’s', async () => {
    const [buyer, other] = [await newBuyer(t), await newBuyer(t)];
    const add = async (token: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cart_items',
          headers: bearer(token),
          payload: { resources: JSON.stringify([dayLine(f.booths.S3, ['2027-01-05'])]) },
        })
      ).json().result.ids[0] as number;
    const mine = await add(buyer.token);
    const theirs = await add(other.token);
    await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S3, ['2027-01-05'])], { cart_items: [mine, theirs] }));
    expect((await get('/api/cart_items/count', buyer.token)).json().result).toEqual({ count: 0 });
    expect((await get('/api/cart_items/count', other.token)).json().result).toEqual({ count: 1 });
  });

  it('shows an order only to its buyer', async () => {
    const [buyer, other] = [await newBuyer(t), await newBuyer(t)];
    const id = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S3, ['2027-01-06'])]));
    for (const url of [`/api/orders/${id}`, `/api/orders/${id}/status`, `/api/payment/orders/${id}`, `/api/additional_info?order_id=${id}`]) {
      const response = await get(url, other.token);
      expect([url, response.statusCode, response.json().msg]).toEqual([url, 404, '订单不存在']);
    }
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: bearer(other.token) });
    expect(cancel.statusCode).toBe(404);
    expect((await get(`/api/orders/${id}/status`, buyer.token)).json().result.status).toBe('submitted');
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/orders/preview', () => {
  it('answers the server’s figures and every problem, holding nothing', async () => {
    const buyer = await newBuyer(t);
    const before = await heldOn(t, f.booths.S1, '2026-11-30');
    const response = await preview(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-11-30', '2026-12-05']), dayLine(f.booths.S1, ['2026-12-01'])]));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({ total_amount: 60000 + 150000 + 80000, total_deposit: 50000, can_submit: false });
    expect(result.lines[0].dates).toEqual([
      { date: '2026-11-30', endDate: '2026-11-30', price: 60000 },
      { date: '2026-12-05', endDate: '2026-12-05', price: 150000 },
    ]);
    expect(result.problems).toEqual([{ index: 1, field: 'resources.1.dates', date: '2026-12-01', message: '2026-12-01 不可预订，请重新选择日期' }]);
    expect(await heldOn(t, f.booths.S1, '2026-11-30')).toEqual(before);
  });
});
