import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { csvCell } from './operator-orders';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from './test/order-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let operator: string;
let placed: { unpaid: number; paid: number; buyerMobile: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700005001', ['business', 'operator'])).token;
  const buyer = await newBuyer(t, { balance: 10_000_000 });
  await t.deps.pool.query(`update users set name = '=HYPERLINK("x")' where id = $1`, [buyer.userId]);
  const unpaid = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-15'])]));
  const paid = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-16'])]));
  await payOrder(t, paid);
  const mobile = (await t.deps.pool.query('select mobile from users where id = $1', [buyer.userId])).rows[0].mobile as string;
  placed = { unpaid, paid, buyerMobile: mobile };
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/operator/orders?${query}`, headers: bearer(operator) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    data: { order_id: number; status: string; city: string; supplier: { mobile: string }; buyer: { mobile: string }; payable: number }[];
    total: number;
  };
};

describe('the orders overview', () => {
  it('lists sub-orders with buyer, supplier, city and amount, filtered by status, city, supplier, keyword and date', async () => {
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      order_id: placed.paid,
      status: 'paid',
      city: '上海',
      supplier: { mobile: '13900000001' },
      buyer: { mobile: placed.buyerMobile },
    });
    expect(all.data[0]!.payable).toBeGreaterThan(0);
    expect((await list('status=submitted')).data.map((row) => row.order_id)).toEqual([placed.unpaid]);
    expect((await list('city_id=90')).total).toBe(2);
    expect((await list('city_id=52')).total).toBe(0);
    expect((await list('supplier=13900000001')).total).toBe(2);
    expect((await list('supplier=13911111111')).total).toBe(0);
    expect((await list(`keyword=${placed.buyerMobile}`)).total).toBe(2);
    expect((await list('start=2026-11-22&end=2026-11-22')).total).toBe(2);
    expect((await list('start=2026-11-23')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/operator/orders?status=lost', headers: bearer(operator) });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '订单状态不正确']);
  });

  it('exports the same rows as a CSV Excel opens with Chinese intact (UTF-8 BOM), formulas defused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/operator/orders/export?status=paid', headers: bearer(operator) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders.csv"; filename\*=UTF-8''/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('订单号,子订单号,状态,下单时间,城市,社区,场地,租期,开始日期,结束日期,应付金额（元）,买家手机号,买家姓名,供应商手机号,供应商名称');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',待审核,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toBe('');
  });

  it('quotes and defuses CSV cells', () => {
    expect(csvCell('上海')).toBe('上海');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5')).toBe("'-5");
  });
});
