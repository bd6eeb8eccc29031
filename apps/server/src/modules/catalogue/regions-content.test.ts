import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
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

const result = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};

describe('cities and regions', () => {
  it('lists cities with the fixed fields, 90 being the default', async () => {
    const cities = await result('/api/cities');
    expect(cities[0]).toMatchObject({ id: 90, province_id: 9, name: '上海', en_name: 'Shanghai', domain_name: 'sh', is_default: true });
    expect(cities).toHaveLength(2);
  });

  it('walks provinces → cities → districts, trading areas, subway lines and stations', async () => {
    expect(await result('/api/regions/provinces')).toEqual([
      { id: 1, name: '北京市' },
      { id: 9, name: '上海市' },
    ]);
    expect((await result('/api/regions/cities?province_id=1')).map((city: { id: number }) => city.id)).toEqual([52]);
    expect(await result('/api/regions/districts?city_id=90')).toEqual([
      { id: 1, city_id: 90, name: '徐汇区' },
      { id: 2, city_id: 90, name: '浦东新区' },
    ]);
    expect((await result('/api/regions/trading_areas?city_id=90')).map((area: { name: string }) => area.name)).toEqual(['徐家汇', '陆家嘴']);
    const lines = await result('/api/regions/subway_lines?city_id=90');
    expect(lines[1]).toMatchObject({
      name: '2号线',
      stations: [
        { id: 2, name: '人民广场' },
        { id: 3, name: '陆家嘴' },
      ],
    });
    expect((await result('/api/regions/subway_stations?city_id=90')).find((s: { id: number }) => s.id === 2)).toEqual({
      id: 2,
      name: '人民广场',
      line_ids: [1, 2],
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/regions/districts' });
    expect(missing.statusCode).toBe(422);
  });

  it('lists labels, types, categories and category attributes', async () => {
    expect((await result('/api/labels?city_ids=90&type=1')).map((label: { name: string }) => label.name)).toEqual(['地铁沿线', '亲子家庭', '网红打卡']);
    expect((await result('/api/community_types')).length).toBe(3);
    expect((await result('/api/location_types')).length).toBe(2);
    expect(await result('/api/categories')).toContainEqual({ id: 3, name: 'LED屏', kind: 'ad' });
    expect(await result('/api/category_attributes?category_ids=2')).toEqual([
      {
        id: 3,
        category_id: 2,
        name: '可用电源',
        options: [
          { id: 5, name: '220V' },
          { id: 6, name: '无' },
        ],
      },
    ]);
  });
});

describe('communities', () => {
  it('lists communities with filters, and shows one with its venues', async () => {
    const page = await result('/api/communities?city_ids=90&order_by=person_flow&order=desc');
    expect(page.total).toBe(3);
    expect(page.data.map((c: { id: number }) => c.id)).toEqual([f.communities.C2, f.communities.C1, f.communities.C3]);
    expect(page.data[1]).toMatchObject({ name: '徐家汇港汇广场', floor_price: 80000, venue_count: 2, order_quantity: 1 });
    expect((await result(`/api/communities?keyword=${encodeURIComponent('花园')}`)).data.map((c: { id: number }) => c.id)).toEqual([f.communities.C3]);
    const detail = await result(`/api/communities/${f.communities.C2}`);
    expect(detail).toMatchObject({ name: '陆家嘴国金中心', is_proprietary: true, labels: [{ id: 1, name: '地铁沿线' }] });
    expect(detail.venues.map((v: { top_physical_id: number }) => v.top_physical_id).sort()).toEqual([f.venues.P3, f.venues.P6].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/communities/999999' })).statusCode).toBe(404);
  });

  it('recommends popular venues of the city, other communities first, 5 per page', async () => {
    const page = await result(`/api/communities/recommends?community_id=${f.communities.C1}`);
    expect(page.page_size).toBe(5);
    expect(page.data.map((v: { physical_resource_id: number }) => v.physical_resource_id)).toEqual([f.venues.P3, f.venues.P4, f.venues.P6]);
    expect(page.data[0]).toMatchObject({
      resource_name: '国金中心中庭',
      refer_min_price: 450000,
      price: 450000,
      subsidy_fee: 45000,
      unit: '天',
      order_count: 3,
    });
  });

  it('lists nearby venues of the neighbourhood (within 3 km), nearest first, 2 per page', async () => {
    const page = await result(`/api/communities/${f.communities.C3}/nearby`);
    // 港汇广场 is 1.8 km away; 国金中心 (9 km) is not a neighbour, however many venues the city has.
    expect(page).toMatchObject({ total: 2, page_size: 2 });
    expect(page.data.map((v: { physical_resource_id: number }) => v.physical_resource_id)).toEqual([f.venues.P1, f.venues.P2]);
    const distances = page.data.map((v: { distance: number }) => v.distance);
    expect(distances[0]).toBeGreaterThan(1000);
    expect(distances.every((d: number) => d <= 3000)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect((await result(`/api/communities/${f.communities.C2}/nearby`)).total).toBe(0);
  });
});

describe('activities, proprietary lists, ads, cases, service providers', () => {
  it('lists activities and opens one', async () => {
    const page = await result('/api/selling_resource/activities');
    expect(page.data).toEqual([
      expect.objectContaining({
        id: f.booths.S5,
        top_physical_id: f.venues.P3,
        activity_start_date: '2026-12-10',
        deadline: '2026-12-31',
        expired: false,
        price: 600000,
      }),
    ]);
    const detail = await result(`/api/activities/${f.venues.P3}`);
    expect(detail.selling_resources.map((s: { id: number }) => s.id)).toEqual([f.booths.S5]);
    expect((await t.app.inject({ method: 'GET', url: `/api/activities/${f.venues.P1}` })).statusCode).toBe(404);
    expect((await result('/api/proprietary/activities')).total).toBe(1);
  });

  it('lists proprietary fields with keywords, and ad slots', async () => {
    expect((await result('/api/proprietary/fields')).data.map((v: { top_physical_id: number }) => v.top_physical_id).sort()).toEqual(
      [f.venues.P3, f.venues.P6].sort(),
    );
    expect(
      (await result(`/api/proprietary/fields?keywords=${encodeURIComponent('中庭')}`)).data.map((v: { top_physical_id: number }) => v.top_physical_id),
    ).toEqual([f.venues.P3]);
    expect((await result('/api/advs')).data.map((v: { top_physical_id: number }) => v.top_physical_id)).toEqual([f.venues.P6]);
    expect((await result(`/api/advs?keywords=${encodeURIComponent('中庭')}`)).total).toBe(0);
  });

  it('lists activity cases by type and keyword, and opens one with last/next ids', async () => {
    expect((await result('/api/activity_cases')).data.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
    expect((await result('/api/activity_cases?type=1')).data.map((c: { id: number }) => c.id)).toEqual([1, 3]);
    expect((await result(`/api/activity_cases?keyword=${encodeURIComponent('小米')}`)).data.map((c: { id: number }) => c.id)).toEqual([2]);
    expect(await result('/api/activity_cases/2')).toMatchObject({ id: 2, last_id: 1, next_id: 3, type: { id: 2, name: '路演推广' } });
    expect(await result('/api/activity_cases/3?type=1')).toMatchObject({ last_id: 1, next_id: null });
    expect(await result('/api/activity_cases/1')).toMatchObject({ last_id: null, images: [{ pic_url: '/files/demo/case-02.jpg' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/activity_cases/99' })).statusCode).toBe(404);
  });

  it('lists service providers by keyword and type, and shows one with a masked mobile', async () => {
    expect((await result('/api/service_providers?service_type_ids=2')).data.map((p: { id: number }) => p.id)).toEqual([2]);
    expect((await result('/api/service_providers?service_type_ids=1,2')).total).toBe(2);
    expect((await result(`/api/service_providers?keyword=${encodeURIComponent('星辰')}`)).data.map((p: { id: number }) => p.id)).toEqual([1]);
    expect(await result('/api/service_providers/1')).toMatchObject({ contact_mobile: '139****5678', service_types: [{ id: 1, name: '活动策划' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/service_providers/99' })).statusCode).toBe(404);
  });

  it('publishes every catalogue endpoint in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/fields',
      '/api/fields/{top_physical_id}',
      '/api/selling_resources/{id}/calendar',
      '/api/cities',
      '/api/resources/{id}/favorite',
      '/api/feedbacks',
    ]) {
      expect(spec.paths[path], path).toBeTruthy();
    }
    const parameters = spec.paths['/api/fields'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['keyword', 'city_ids', 'price_tier', 'attributes', 'order_by', 'nearby']));
  });
});
