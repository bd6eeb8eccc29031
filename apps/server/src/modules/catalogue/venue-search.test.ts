import { ZVenuePage, ZVenueSearchQuery } from '@vm/contracts/catalogue-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from './catalogue-fixture';
import { searchVenues } from './search-venues';
import { refreshVenueSearch } from './venue-search-index';

let t: TestContext;
let f: CatalogueFixture;
let name: Record<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
  name = Object.fromEntries(Object.entries(f.venues).map(([key, id]) => [id, key]));
});
afterAll(async () => {
  await t.close();
});

async function search(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/fields?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    data: { top_physical_id: number; distance: number | null; floor_price: number }[];
    total: number;
    page: number;
    page_size: number;
  };
}
/** Venue keys (P1…P6) of a search, in answer order. */
async function keys(query: string): Promise<string[]> {
  return (await search(query)).data.map((card) => name[card.top_physical_id]!);
}
const sorted = async (query: string) => (await keys(query)).sort();

describe('GET /api/fields filters, each on its own', () => {
  it('answers every venue with the fixed card fields, in the shape of the contract', async () => {
    const page = await search('');
    expect(page.total).toBe(6);
    expect(() => ZVenuePage.parse(page)).not.toThrow();
    expect(page.data[0]).toMatchObject({
      id: expect.any(Number),
      top_physical_id: expect.any(Number),
      name: expect.any(String),
      floor_price: expect.any(Number),
      order_quantity: expect.any(Number),
      community_img: { pic_url: expect.stringMatching(/^\/files\/demo\//) },
      type: 'physical_resource',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      city_id: expect.any(Number),
      district_id: expect.any(Number),
    });
  });

  it.each([
    ['city_ids=90', ['P1', 'P2', 'P3', 'P4', 'P6']],
    ['city_ids=52', ['P5']],
    ['city_ids=90,52', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6']],
    ['district_ids=1', ['P1', 'P2', 'P4']],
    ['trading_area_ids=2', ['P3', 'P6']],
    ['subway_station_ids=1', ['P1', 'P2']],
    ['subway_line_id=2', ['P3', 'P6']],
    ['subway_line_id=1', ['P1', 'P2']],
    ['label_ids=2', ['P4']],
    ['label_ids=2,3', ['P1', 'P2', 'P4', 'P5']],
    ['location_type_ids=2', ['P4']],
    ['community_type_ids=3', ['P3', 'P6']],
    ['category_ids=3', ['P6']],
    ['indoor=1', ['P1', 'P3']],
    ['indoor=0', ['P2', 'P4', 'P5', 'P6']],
    ['has_panorama=1', ['P1']],
    ['is_proprietary=1', ['P3', 'P6']],
    ['res_type_id=3', ['P3']],
    ['in_trading_area=1', ['P1', 'P2', 'P3', 'P5', 'P6']],
    ['in_trading_area=0', ['P4']],
    ['has_subsidy=1', ['P1', 'P2', 'P3', 'P4', 'P5']],
    ['not_need_deposit=1', []],
    ['price_tier=1', ['P1']],
    ['price_tier=2', ['P2', 'P4']],
    ['price_tier=3', ['P3']],
    ['price_tier=4', ['P5']],
    ['min_price=900&max_price=2600', ['P2', 'P4']],
    ['min_price=4500', ['P3', 'P5']],
    ['max_price=800', ['P1']],
    ['year_tier=2', ['P4']],
    ['year_tier=3', ['P1', 'P2']],
    ['year_tier=4', ['P3', 'P5', 'P6']],
    ['min_year=2009', ['P3', 'P6']],
    ['min_area=250&max_area=600', ['P1', 'P3']],
    ['min_person_flow=25000', ['P2', 'P3', 'P5']],
    ['max_person_flow=3000', ['P4', 'P6']],
    ['attributes=1:2', ['P1']],
    ['attributes=1:1,2', ['P1', 'P3']],
    ['attributes=1:2;2:3', ['P1']],
    ['attributes=1:2;2:4', []],
    ['attributes=3:5', ['P2', 'P5']],
  ])('%s', async (query, expected) => {
    expect(await sorted(query)).toEqual(expected);
  });

  it('keeps the geo box: latitude/longitude ± their deltas', async () => {
    expect(await sorted('latitude=31.19&longitude=121.435&latitude_delta=0.02&longitude_delta=0.02')).toEqual(['P1', 'P2', 'P4']);
    expect(await sorted('latitude=31.237&longitude=121.502&latitude_delta=0.001&longitude_delta=0.001')).toEqual(['P3', 'P6']);
  });

  it('finds Chinese keywords by word segmentation (venue, community, trading area, several words)', async () => {
    expect(await sorted(`keyword=${encodeURIComponent('港汇广场')}`)).toEqual(['P1', 'P2']);
    expect(await sorted(`keyword=${encodeURIComponent('中庭')}`)).toEqual(['P1', 'P3']);
    expect(await sorted(`keyword=${encodeURIComponent('陆家嘴')}`)).toEqual(['P3', 'P6']);
    // A phrase of two things (a trading area and a field type): the venue with both first, then the
    // venues with one of them (decision 0057); before, only the venue with both.
    for (const phrase of ['徐家汇 中庭', '徐家汇中庭']) {
      const found = await keys(`keyword=${encodeURIComponent(phrase)}`);
      expect(found[0], phrase).toBe('P1');
      expect([...found].sort(), phrase).toEqual(['P1', 'P2', 'P3']);
    }
    // The parts of a name are not things: every word stays required.
    expect(await sorted(`keyword=${encodeURIComponent('港汇广场')}`)).toEqual(['P1', 'P2']);
    expect(await sorted(`keyword=${encodeURIComponent('网红打卡')}`)).toEqual(['P1', 'P2', 'P5']);
  });

  it('answers no match with total 0 and the recommended venues as the fallback (never an empty page)', async () => {
    expect(await search(`keyword=${encodeURIComponent('火星基地')}`)).toMatchObject({
      data: [],
      total: 0,
      page: 1,
      page_size: 20,
      fallback: { reason: 'recommended', message: '没有找到"火星基地"相关场地，为你推荐以下场地', data: expect.arrayContaining([expect.anything()]) },
    });
    expect(await search(`keyword=${encodeURIComponent('！！')}`)).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /api/fields rules of the filters', () => {
  it('swaps a min above its max', async () => {
    expect(await sorted('min_price=2600&max_price=900')).toEqual(['P2', 'P4']);
    expect(await sorted('min_area=600&max_area=250')).toEqual(['P1', 'P3']);
    expect(await sorted('min_year=2000&max_year=1980')).toEqual(['P1', 'P2', 'P4']);
  });

  it('lets a custom range win over a preset tier (they are exclusive)', async () => {
    expect(await sorted('price_tier=1&min_price=4000')).toEqual(['P3', 'P5']);
    expect(await sorted('year_tier=2&min_year=2009')).toEqual(['P3', 'P6']);
  });

  it('clears invalid numbers instead of failing', async () => {
    expect((await search('min_price=abc&max_area=-5&min_person_flow=1e9x&city_ids=x,90')).total).toBe(5);
  });

  it('treats a tier boundary as the start of the next tier (1000 yuan is tier 2)', async () => {
    expect(await sorted('price_tier=1')).not.toContain('P4');
  });

  it('combines filters', async () => {
    expect(await sorted('city_ids=90&indoor=0&price_tier=2')).toEqual(['P2', 'P4']);
    expect(await sorted('city_ids=90&label_ids=1&min_area=400')).toEqual(['P2', 'P3']);
    expect(await sorted(`keyword=${encodeURIComponent('广场')}&district_ids=1&max_price=1000`)).toEqual(['P1', 'P4']);
    expect(await sorted('subway_line_id=1&attributes=1:2&has_panorama=1&year_tier=3')).toEqual(['P1']);
    expect(await sorted('latitude=31.19&longitude=121.435&latitude_delta=0.02&longitude_delta=0.02&indoor=0&min_person_flow=10000')).toEqual(['P2']);
  });
});

describe('GET /api/fields sorting and paging', () => {
  it.each([
    ['order_by=price', ['P1', 'P4', 'P2', 'P3', 'P5', 'P6']],
    ['order_by=price&order=desc', ['P5', 'P3', 'P2', 'P4', 'P1', 'P6']],
    ['order_by=area&order=desc', ['P5', 'P2', 'P3', 'P1', 'P4', 'P6']],
    ['order_by=area&order=asc', ['P6', 'P4', 'P1', 'P3', 'P2', 'P5']],
    ['order_by=person_flow&order=asc', ['P6', 'P4', 'P1', 'P2', 'P3', 'P5']],
    ['order_by=order_quantity&order=desc', ['P3', 'P2', 'P1', 'P4', 'P5', 'P6']],
    ['', ['P3', 'P2', 'P1', 'P4', 'P5', 'P6']],
  ])('%s', async (query, expected) => {
    expect(await keys(query)).toEqual(expected);
  });

  it('orders by distance from latitude/longitude (order_by=distance or nearby=1) and reports metres', async () => {
    const expected = ['P3', 'P6', 'P1', 'P2', 'P4'];
    expect(await keys('city_ids=90&latitude=31.237&longitude=121.502&order_by=distance')).toEqual(expected);
    expect(await keys('city_ids=90&latitude=31.237&longitude=121.502&nearby=1')).toEqual(expected);
    const page = await search('city_ids=90&latitude=31.237&longitude=121.502&nearby=1');
    expect(page.data[0]!.distance).toBe(0);
    expect(page.data[2]!.distance).toBeGreaterThan(7000);
    expect(page.data[2]!.distance).toBeLessThan(9000);
    expect(await keys('city_ids=90&latitude=31.237&longitude=121.502&order_by=distance&order=desc')).toEqual(['P4', 'P1', 'P2', 'P3', 'P6']);
  });

  it('pages with page and page_size, and answers an empty page past the end', async () => {
    const second = await search('order_by=price&page=2&page_size=2');
    expect(second.data.map((card) => name[card.top_physical_id])).toEqual(['P2', 'P3']);
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 2 });
    expect(await search('order_by=price&page=4&page_size=2')).toMatchObject({ data: [], total: 6, page: 4 });
  });

  it('stops counting at the cap: total is the cap and total_capped is set, the page is unchanged', async () => {
    const query = ZVenueSearchQuery.parse({ order_by: 'price' });
    const capped = await searchVenues(t.deps, query, [], 4);
    expect(capped).toMatchObject({ total: 4, total_capped: true, page: 1 });
    expect(capped.data.map((card) => name[card.top_physical_id])).toEqual(await keys('order_by=price'));
    expect(() => ZVenuePage.parse(capped)).not.toThrow();
    const exact = await searchVenues(t.deps, query, [], 6);
    expect(exact.total).toBe(6);
    expect(exact).not.toHaveProperty('total_capped');
    expect(await searchVenues(t.deps, ZVenueSearchQuery.parse({ page: '9', page_size: '2' }), [], 4)).toMatchObject({ data: [], total: 4, total_capped: true });
  });

  it('gives the price in fen and the enquiry-only venue 0', async () => {
    const cards = (await search('order_by=price')).data;
    expect(cards.map((card) => card.floor_price)).toEqual([80000, 100000, 250000, 450000, 900000, 0]);
  });
});

describe('GET /api/fields refuses bad parameters with 422', () => {
  it.each([
    ['order=sideways', 'order'],
    ['order_by=rating', 'order_by'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=500', 'page_size'],
    ['price_tier=9', 'price_tier'],
    ['attributes=12:', 'attributes'],
    ['latitude=200&longitude=121', 'latitude'],
    ['order_by=distance', 'latitude'],
    ['latitude_delta=0.1', 'latitude'],
  ])('%s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/fields?${query}` });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ code: 422, result: null });
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('prices compared per day (a period price ÷ its days)', () => {
  it('cards carry the lowest day-equivalent, and a month price counts per day', async () => {
    const cards = (await search('order_by=price')).data as unknown as { top_physical_id: number; floor_price: number; floor_day_price: number }[];
    const p1 = cards.find((card) => card.top_physical_id === f.venues.P1)!;
    // P1: ¥800/天 and a ¥20,000/月 booth → ¥666.67 a day.
    expect(p1).toMatchObject({ floor_price: 80000, floor_day_price: 66667 });
  });

  it('a year price is filtered and sorted by its day-equivalent, not beside day prices', async () => {
    const { rows } = await t.deps.pool.query<{ id: number }>('select id from selling_resources where top_physical_id = $1', [f.venues.P5]);
    const boothId = rows[0]!.id;
    await t.deps.pool.query('delete from selling_resource_prices where selling_resource_id = $1', [boothId]);
    // ¥525,070/年 → ¥1,438.55 a day: in 1000-3000元/天, not in 5000元/天以上.
    await t.deps.pool.query('insert into selling_resource_prices (selling_resource_id, lease_term_type_id, price) values ($1, 5, 52507000)', [boothId]);
    await refreshVenueSearch(t.deps.pool, [f.venues.P5]);
    try {
      expect(await sorted('price_tier=2')).toEqual(['P2', 'P4', 'P5']);
      expect(await sorted('price_tier=4')).toEqual([]);
      expect(await sorted('min_price=1400&max_price=1500')).toEqual(['P5']);
      const page = await search('city_ids=52');
      expect(page.data[0]).toMatchObject({ floor_price: 52507000, floor_day_price: 143855 });
    } finally {
      await t.deps.pool.query('update selling_resource_prices set lease_term_type_id = 9, price = 900000 where selling_resource_id = $1', [boothId]);
      await refreshVenueSearch(t.deps.pool, [f.venues.P5]);
    }
  });
});

describe('a venue’s reference price per lease term', () => {
  it('lists each term’s lowest price with its unit and the lowest day-equivalent', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/fields/${f.venues.P1}` });
    const venue = response.json().result as { floor_day_price: number; reference_prices: { name: string; unit: string; min_price: number }[] };
    expect(venue.floor_day_price).toBe(66667);
    expect(venue.reference_prices.map(({ name, unit, min_price }) => ({ name, unit, min_price }))).toEqual([
      { name: '月租', unit: '月', min_price: 2000000 },
      { name: '天', unit: '天', min_price: 80000 },
      { name: '周末', unit: '天', min_price: 120000 },
    ]);
  });
});
