import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFixture } from '../../modules/catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, seedOrderCatalogue } from '../../modules/orders/test/order-fixtures';
import { bearer, createTestApp, type TestContext } from '../test-app';
import { expectRefused } from './sweep-harness';

/**
 * Issue 16's input gaps: far-future and far-past dates (a 9999-12-31 weekly lease used to fail with a
 * RangeError, 500), loosely coerced query numbers (0x10 read as 16, [5] as 5), and the bearer scheme's case.
 */
let t: TestContext;
let f: CatalogueFixture;
let buyer: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
  // S6 is let by the day; it also takes weekly and yearly leases here, so those lines reach the date check.
  await t.deps.pool.query(
    'insert into selling_resource_prices (selling_resource_id, lease_term_type_id, price, subsidy, deposit) values ($1, 3, 500000, 0, 50000), ($1, 5, 20000000, 0, 50000)',
    [f.booths.S6],
  );
  buyer = await newBuyer(t);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => {
  t.clock.advance(1100); // never a duplicate of the previous POST
  return t.app.inject({ method: 'POST', url, headers: bearer(buyer.token), payload });
};

describe('dates outside 2000-01-01 … 2099-12-31', () => {
  // Weekly (3) and yearly (5) leases reach past the start; day leases (9) do not.
  // The booth id is filled in per test (the fixture is seeded in beforeAll).
  // Each with the date the refusal names: the first the line carries outside the range.
  const lines = [
    ['weekly lease from 9999-12-31', dayLine(0, ['9999-12-31'], 1, 3), '9999-12-31'],
    ['weekly lease from 2099-12-31 (ends in 2100)', dayLine(0, ['2099-12-31'], 1, 3), '2100-01-01'],
    ['yearly lease from 2099-06-01 (ends in 2100)', dayLine(0, ['2099-06-01'], 1, 5), '2100-01-01'],
    ['day lease on 0001-01-01', dayLine(0, ['0001-01-01']), '0001-01-01'],
    ['day lease on 2100-01-01', dayLine(0, ['2100-01-01']), '2100-01-01'],
  ] as const;
  const invalidDate = (date: string) => `${date} 不是有效日期，请重新选择日期`;
  const withBooth = (line: ReturnType<typeof dayLine>) => ({ ...line, id: f.booths.S6 });

  // The trial calculation reports what stops the order as problems (200, can_submit false), as for any bad date.
  it.each(lines)('POST /api/orders/preview refuses a %s in Chinese', async (_label, line, date) => {
    const response = await post('/api/orders/preview', orderBody([withBooth(line)]));
    expectRefused(response, 'preview', [422], { problemsAreRefusal: true });
    expect(response.json().result.problems[0].message).toBe(invalidDate(date));
  });

  it.each(lines)('POST /api/orders refuses a %s in Chinese and books nothing', async (_label, line, date) => {
    const response = await post('/api/orders', { ...orderBody([withBooth(line)]), total_actual_price: 100000 });
    expectRefused(response, 'order', [422]);
    expect(response.json().msg).toBe(invalidDate(date));
  });

  it.each(lines)('POST /api/cart_items refuses a %s in Chinese', async (_label, line, date) => {
    const response = await post('/api/cart_items', { resources: JSON.stringify([withBooth(line)]) });
    expectRefused(response, 'cart', [422]);
    expect(response.json().msg).toBe(invalidDate(date));
  });

  it('the booth calendar refuses such a range in Chinese', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/selling_resources/${f.booths.S6}/calendar?start=9999-12-01&end=9999-12-31&lease_term_type_id=3`,
    });
    expectRefused(response, 'calendar', [422]);
  });
});

describe('query numbers are strict', () => {
  it.each(['0x10', '1e1', '+16', '16abc', ' ', 'true'])('GET /api/fields/%s is refused, never read as a number', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/fields/${encodeURIComponent(id)}` });
    expectRefused(response, `fields ${id}`, [400, 404, 422]);
  });

  it.each([
    ['/api/communities/coupons?scope=0x2', 'scope hex'],
    ['/api/regions/districts?city_id=0x5a', 'city hex'],
    ['/api/regions/districts?city_id=90&city_id=91', 'city repeated'],
    ['/api/labels?city_ids=90&type=0x1', 'label type hex'],
    [`/api/selling_resources/1/calendar?start=2026-12-01&end=2026-12-31&lease_term_type_id=0x3`, 'calendar term hex'],
  ])('%s (%s) answers 422 in Chinese', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expectRefused(response, url, [422]);
  });

  it.each([
    ['/api/auth/app_captcha', { account: '13800001111', usage: [3] }],
    ['/api/feedbacks', { feedback_type: [2], content: '建议' }],
    ['/api/feedbacks', { feedback_type: true, content: '建议' }],
  ])('POST %s with %j (an array or boolean for a number) answers 422 in Chinese', async (url, payload) => {
    const response = await post(url, payload);
    expectRefused(response, url, [422]);
  });

  it('decimal strings still work', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/regions/districts?city_id=90' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/communities/coupons?scope=2' })).statusCode).toBe(200);
  });
});

describe('the bearer scheme', () => {
  it.each(['Bearer', 'bearer', 'BEARER'])('"%s <token>" is accepted', async (scheme) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: `${scheme} ${buyer.token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('another scheme is a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: `Basic ${buyer.token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('请先登录');
  });
});
