import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { dayLine, newBuyer, orderBody, placeOrder, preview } from '../orders/test/order-fixtures';
import { seedSupplierWorld, send, type SupplierWorld } from '../supplier-venues/test/supplier-fixtures';

let t: TestContext;
let w: SupplierWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedSupplierWorld(t);
});
afterAll(async () => t.close());

const calendarPrices = async (booth: number, start: string, end: string, term = 9) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/selling_resources/${booth}/calendar?start=${start}&end=${end}&lease_term_type_id=${term}` })).json().result
      .days as { date: string; price: number }[]
  ).map((day) => [day.date, day.price]);

const weekendRule = (extra: Record<string, unknown> = {}) => ({
  name: '十二月周末价',
  selling_resource_ids: [w.f.booths.S1],
  lease_term_type_id: 9,
  start: '2026-12-01',
  end: '2026-12-20',
  weekdays: [6, 7],
  price: 100000,
  ...extra,
});

describe('price rules', () => {
  let ruleId: number;

  it('a rule changes the calendar price for exactly its dates and weekdays (raised prices still win)', async () => {
    const created = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule());
    expect(created.statusCode, created.body).toBe(201);
    ruleId = created.json().result.id;
    // Fri 12-04 term price, Sat 12-05 raised price, Sun 12-06 the rule, Mon 12-07 term, Sat 12-19 and Sun 12-20 the rule, Sat 12-26 past the range.
    expect(await calendarPrices(w.f.booths.S1, '2026-12-04', '2026-12-07')).toEqual([
      ['2026-12-04', 80000],
      ['2026-12-05', 150000],
      ['2026-12-06', 100000],
      ['2026-12-07', 80000],
    ]);
    expect(await calendarPrices(w.f.booths.S1, '2026-12-19', '2026-12-20')).toEqual([
      ['2026-12-19', 100000],
      ['2026-12-20', 100000],
    ]);
    expect(await calendarPrices(w.f.booths.S1, '2026-12-26', '2026-12-26')).toEqual([['2026-12-26', 80000]]);
    // Another lease term of the same booth keeps its price.
    expect(await calendarPrices(w.f.booths.S1, '2026-12-06', '2026-12-06', 11)).toEqual([['2026-12-06', 120000]]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/fields/${w.f.venues.P1}` })).json().result;
    const booth = detail.selling_resources.find((s: { id: number }) => s.id === w.f.booths.S1);
    expect(booth.price_rules).toEqual([expect.objectContaining({ id: ruleId, start: '2026-12-01', end: '2026-12-20', weekdays: [6, 7], price: 100000 })]);
  });

  it('the order is priced by the same rule: total for exactly the rule dates', async () => {
    const buyer = await newBuyer(t, { balance: 10_000_000 });
    const body = orderBody([dayLine(w.f.booths.S1, ['2026-12-06', '2026-12-07', '2026-12-12'])]);
    const figures = (await preview(t, buyer.token, body)).json().result;
    expect(figures.total_amount).toBe(100000 + 80000 + 100000);
    t.clock.advance(1100);
    const orderId = await placeOrder(t, buyer.token, body);
    const item = (await t.deps.pool.query('select amount, dates from order_items where order_id = $1', [orderId])).rows[0];
    expect(item.amount).toBe(280000);
    expect(item.dates.map((d: { price: number }) => d.price)).toEqual([100000, 80000, 100000]);
  });

  it('refuses an overlapping rule naming the rule, booth, first shared date and lease term', async () => {
    const overlap = await send(
      t,
      'POST',
      '/api/price_rules',
      w.a.token,
      weekendRule({
        name: '圣诞周日',
        selling_resource_ids: [w.f.booths.S6, w.f.booths.S1],
        start: '2026-12-10',
        end: '2026-12-31',
        weekdays: [7],
        price: 90000,
      }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().msg).toBe(`与价格规则「十二月周末价」重叠：摊位#${w.f.booths.S1}（港汇广场一楼中庭 3m*3m）2026-12-13 天`);
    expect((await t.deps.pool.query('select count(*)::int as n from price_rules')).rows[0].n).toBe(1);
    // Other weekdays, another lease term, or after the range: no overlap.
    expect((await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ name: '工作日', weekdays: [1, 2, 3, 4, 5], price: 70000 }))).statusCode).toBe(
      201,
    );
    expect((await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ name: '周末档', lease_term_type_id: 11, price: 130000 }))).statusCode).toBe(201);
    expect((await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ name: '一月', start: '2026-12-21', end: '2027-01-31' }))).statusCode).toBe(201);
  });

  it('a percentage rule raises the price it replaces', async () => {
    const created = await send(
      t,
      'POST',
      '/api/price_rules',
      w.a.token,
      weekendRule({ name: '旺季上浮', selling_resource_ids: [w.f.booths.S6], weekdays: [1, 2, 3, 4, 5, 6, 7], price: null, raise_percent: 20 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await calendarPrices(w.f.booths.S6, '2026-11-30', '2026-12-01')).toEqual([
      ['2026-11-30', 100000],
      ['2026-12-01', 120000],
    ]);
  });

  it('validates the body with Chinese messages', async () => {
    const both = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ raise_percent: 10 }));
    expect(both.json().msg).toBe('价格和涨价比例只能填写一个');
    const neither = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ price: null }));
    expect(neither.json().msg).toBe('请填写价格或涨价比例');
    const backwards = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ start: '2026-12-20', end: '2026-12-01' }));
    expect(backwards.json().msg).toBe('结束日期不能早于开始日期');
    const noWeekday = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ weekdays: [] }));
    expect(noWeekday.json().msg).toBe('请选择星期');
    const badWeekday = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ weekdays: [8] }));
    expect(badWeekday.statusCode).toBe(422);
    const notOffered = await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ lease_term_type_id: 4 }));
    expect(notOffered.json().msg).toBe(`摊位#${w.f.booths.S1}（港汇广场一楼中庭 3m*3m）不提供月租`);
  });

  it('lists and deletes; the price falls back at once', async () => {
    const list = await send(t, 'GET', `/api/price_rules?selling_resource_id=${w.f.booths.S1}`, w.a.token);
    expect(list.json().result.data.map((r: { name: string }) => r.name)).toContain('十二月周末价');
    expect(list.json().result.data.find((r: { id: number }) => r.id === ruleId)).toMatchObject({
      weekdays: [6, 7],
      lease_term_type: '天',
      created_by: { id: w.a.userId },
    });
    const deleted = await send(t, 'DELETE', `/api/price_rules/${ruleId}`, w.a.token);
    expect(deleted.statusCode).toBe(200);
    expect(await calendarPrices(w.f.booths.S1, '2026-12-06', '2026-12-06')).toEqual([['2026-12-06', 80000]]);
    expect((await send(t, 'DELETE', `/api/price_rules/${ruleId}`, w.a.token)).statusCode).toBe(404);
  });

  it('another supplier’s booths and rules are 404; a buyer 403; a visitor 401', async () => {
    const theirs = await send(t, 'POST', '/api/price_rules', w.b.token, weekendRule());
    expect(theirs.statusCode).toBe(404);
    const mine = (await send(t, 'POST', '/api/price_rules', w.a.token, weekendRule({ name: 'B看不到', selling_resource_ids: [w.f.booths.S7] }))).json().result
      .id;
    expect((await send(t, 'DELETE', `/api/price_rules/${mine}`, w.b.token)).statusCode).toBe(404);
    expect((await send(t, 'GET', '/api/price_rules', w.b.token)).json().result.total).toBe(0);
    const buyer = await loginAs(t, '13811114444');
    expect((await send(t, 'GET', '/api/price_rules', buyer.token)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/price_rules', null, weekendRule())).statusCode).toBe(401);
  });
});
