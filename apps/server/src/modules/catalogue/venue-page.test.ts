import { ZVenueDetail } from '@vm/contracts/catalogue-venue';
import { LEASE_TERMS } from '@vm/domain/lease-terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from './catalogue-fixture';

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/fields/{top_physical_id}', () => {
  it('answers the venue with its booths (fixed fields), pictures, attributes and community', async () => {
    const response = await get(`/api/fields/${f.venues.P1}`);
    expect(response.statusCode).toBe(200);
    const venue = response.json().result;
    expect(() => ZVenueDetail.parse(venue)).not.toThrow();
    expect(venue).toMatchObject({
      id: f.venues.P1,
      top_physical_id: f.venues.P1,
      name: '港汇广场一楼中庭',
      floor_price: 80000,
      panorama_url: '/files/demo/panorama-01.jpg',
      favorite: { status: 0, count: 0 },
      comment_count: 3,
      community: {
        id: f.communities.C1,
        name: '徐家汇港汇广场',
        city_id: 90,
        trading_area: { id: 1, name: '徐家汇' },
        subway_station: { id: 1, name: '徐家汇' },
      },
      children: [{ id: f.venues.P1a, name: '港汇广场中庭东侧' }],
    });
    expect(venue.physical_resource_imgs.length).toBe(4);
    expect(venue.case_imgs.length).toBe(2);
    expect(venue.attributes).toEqual([
      { id: 1, name: '层高', options: [{ id: 2, name: '5-10米' }] },
      { id: 2, name: '地面材质', options: [{ id: 3, name: '大理石' }] },
    ]);
    expect(venue.selling_resources).toHaveLength(2);
    const booth = venue.selling_resources.find((item: { id: number }) => item.id === f.booths.S1);
    expect(booth).toMatchObject({
      id: f.booths.S1,
      size: '3m*3m',
      custom_dimension: '标准摊位',
      lease_term_type_id: 9,
      lease_term_type: '天',
      count: 2,
      is_enquiry: false,
      minimum_booking_days: 1,
      days_in_advance: 2,
      selling_price: [
        { lease_term_type_id: 9, lease_term_type: '天', price: 80000, subsidy: 8000, deposit: 50000 },
        { lease_term_type_id: 11, lease_term_type: '周末', price: 120000, subsidy: 12000, deposit: 50000 },
      ],
      special_price: [{ date: '2026-11-30', price: 60000 }],
      raise_price: [{ date: '2026-12-05', price: 150000 }],
      unavailable_dates: ['2026-12-01'],
      calendars: { exp_date: ['2026-12-01'] },
      special_requirements: ['不可明火'],
      res_type_id: 1,
      expired: false,
      user: { id: f.supplierId },
    });
  });

  it('opens the top venue for a child resource id', async () => {
    expect((await get(`/api/fields/${f.venues.P1a}`)).json().result.id).toBe(f.venues.P1);
  });

  it('answers 404 for an unknown venue and 422 for a malformed id', async () => {
    const missing = await get('/api/fields/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '场地不存在', result: null, error_code: 'NOT_FOUND' });
    expect((await get('/api/fields/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/selling_resources/{id}/calendar', () => {
  it('computes each date by the domain rules: advance days, special, raised, unavailable (today 2026-11-22)', async () => {
    const response = await get(`/api/selling_resources/${f.booths.S1}/calendar?start=2026-11-22&end=2026-12-06&lease_term_type_id=9`);
    expect(response.statusCode).toBe(200);
    const { days, today } = response.json().result;
    expect(today).toBe('2026-11-22');
    const byDate = Object.fromEntries(days.map((day: { date: string }) => [day.date, day]));
    expect(days).toHaveLength(15);
    expect(byDate['2026-11-22']).toMatchObject({ available: false, remaining: 0, reason: 'too_soon' });
    expect(byDate['2026-11-23']).toMatchObject({ available: false, reason: 'too_soon' });
    expect(byDate['2026-11-24']).toEqual({ date: '2026-11-24', price: 80000, subsidy: 8000, deposit: 50000, available: true, remaining: 2, reason: null });
    expect(byDate['2026-11-30']).toMatchObject({ price: 60000, available: true });
    expect(byDate['2026-12-01']).toMatchObject({ available: false, reason: 'unavailable' });
    expect(byDate['2026-12-05']).toMatchObject({ price: 150000, available: true });
  });

  it('keeps an activity inside its window', async () => {
    const { days } = (await get(`/api/selling_resources/${f.booths.S5}/calendar?start=2026-12-08&end=2026-12-11&lease_term_type_id=15`)).json().result;
    expect(days.map((day: { available: boolean }) => day.available)).toEqual([false, false, true, true]);
    expect(days[0].reason).toBe('outside_window');
  });

  it('refuses a lease term the booth does not offer, bad dates, and unknown booths', async () => {
    const term = await get(`/api/selling_resources/${f.booths.S1}/calendar?start=2026-11-22&end=2026-11-30&lease_term_type_id=3`);
    expect(term.statusCode).toBe(422);
    expect(term.json().errors.lease_term_type_id).toBe('该规格不提供此订购周期');
    expect((await get(`/api/selling_resources/${f.booths.S1}/calendar?start=2026-11-30&end=2026-11-22&lease_term_type_id=9`)).statusCode).toBe(422);
    expect((await get(`/api/selling_resources/${f.booths.S1}/calendar?start=2026-02-30&end=2026-03-02&lease_term_type_id=9`)).statusCode).toBe(422);
    expect((await get(`/api/selling_resources/${f.booths.S1}/calendar?start=2026-11-22&lease_term_type_id=9`)).statusCode).toBe(422);
    expect((await get('/api/selling_resources/999999/calendar?start=2026-11-22&end=2026-11-30&lease_term_type_id=9')).statusCode).toBe(404);
  });
});

describe('comments and sales', () => {
  it('pages comments newest first with masked names and the average score', async () => {
    const page = (await get(`/api/physical_resources/${f.venues.P1}/comments?page=1&page_size=2`)).json().result;
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2, average_score: 4 });
    expect(page.data.map((item: { score: number }) => item.score)).toEqual([3, 4]);
    expect(page.data[0]).toMatchObject({ user: { name: '王**' }, content: '一般', size: '3m*3m', lease_term_type: '天' });
    expect((await get(`/api/physical_resources/${f.venues.P1}/comments?page=2&page_size=2`)).json().result.data).toHaveLength(1);
    expect((await get('/api/physical_resources/999999/comments')).statusCode).toBe(404);
  });

  it('pages sales with buyers masked', async () => {
    const page = (await get(`/api/lists/${f.venues.P3}/sales?page=1`)).json().result;
    expect(page.total).toBe(3);
    expect(page.data[0]).toMatchObject({ buyer: '上海****公司', size: '3m*3m', lease_term_type: '天', count: 1, start_date: '2026-10-01' });
  });
});

describe('favourites', () => {
  it('sends visitors to login (401 请先登录)', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/resources/${f.venues.P2}/favorite` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, msg: '请先登录', result: null, error_code: 'UNAUTHENTICATED' });
  });

  it('counts favourites, idempotently, per user', async () => {
    const a = await loginAs(t, '13800001001');
    const b = await loginAs(t, '13800001002');
    const put = (token: string) => t.app.inject({ method: 'PUT', url: `/api/resources/${f.venues.P2}/favorite`, headers: bearer(token) });
    const del = (token: string) => t.app.inject({ method: 'DELETE', url: `/api/resources/${f.venues.P2}/favorite`, headers: bearer(token) });
    expect((await put(a.token)).json().result).toEqual({ status: 1, count: 1 });
    expect((await put(a.token)).json().result).toEqual({ status: 1, count: 1 });
    expect((await put(b.token)).json().result).toEqual({ status: 1, count: 2 });
    expect((await get(`/api/fields/${f.venues.P2}`, a.token)).json().result.favorite).toEqual({ status: 1, count: 2 });
    expect((await del(a.token)).json().result).toEqual({ status: 0, count: 1 });
    expect((await del(a.token)).json().result).toEqual({ status: 0, count: 1 });
    expect((await get(`/api/fields/${f.venues.P2}`, a.token)).json().result.favorite).toEqual({ status: 0, count: 1 });
    const mine = (await get('/api/favorites', b.token)).json().result;
    expect(mine.total).toBe(1);
    expect(mine.data[0].top_physical_id).toBe(f.venues.P2);
    // The member centre's favourites: one's own only, newest first; bad paging is refused in Chinese.
    expect((await put(b.token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    await t.app.inject({ method: 'PUT', url: `/api/resources/${f.venues.P1}/favorite`, headers: bearer(b.token) });
    expect(((await get('/api/favorites', b.token)).json().result.data as { top_physical_id: number }[]).map((venue) => venue.top_physical_id)).toEqual([
      f.venues.P1,
      f.venues.P2,
    ]);
    expect((await get('/api/favorites', a.token)).json().result).toMatchObject({ total: 0, data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
    const badPage = await get('/api/favorites?page_size=51', b.token);
    expect([badPage.statusCode, badPage.json().msg]).toEqual([422, '每页数量不能超过50']);
    await t.app.inject({ method: 'DELETE', url: `/api/resources/${f.venues.P1}/favorite`, headers: bearer(b.token) });
  });

  it('keeps the count exact under concurrent taps', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => loginAs(t, `138000020${String(i).padStart(2, '0')}`)));
    const taps = users.flatMap((user) =>
      [0, 1].map(() => t.app.inject({ method: 'PUT', url: `/api/resources/${f.venues.P4}/favorite`, headers: bearer(user.token) })),
    );
    const responses = await Promise.all(taps);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const stored = await t.deps.pool.query(
      'select favorite_count, (select count(*)::int from favorites where physical_resource_id = $1) as rows from physical_resources where id = $1',
      [f.venues.P4],
    );
    expect(stored.rows[0]).toEqual({ favorite_count: 12, rows: 12 });
  });

  it('answers 404 for an unknown venue', async () => {
    const user = await loginAs(t, '13800001003');
    expect((await t.app.inject({ method: 'PUT', url: '/api/resources/999999/favorite', headers: bearer(user.token) })).statusCode).toBe(404);
  });
});

describe('the lease-term table', () => {
  it('mirrors the domain lease terms exactly', async () => {
    const rows = (await t.deps.pool.query('select id, name, unit, kind, days from lease_term_types order by id')).rows;
    expect(rows).toEqual(
      LEASE_TERMS.map((term) => ({ id: term.id, name: term.name, unit: term.unit, kind: term.kind, days: term.days })).sort((x, y) => x.id - y.id),
    );
  });
});
