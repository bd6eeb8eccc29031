import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { createTemplate, seedSmallCatalogue, type BoothRef } from './test/coupon-fixtures';

let t: TestContext;
let operator: string;
let a: BoothRef;
let b: BoothRef;
const ids = {} as Record<'all' | 'venue2' | 'venue4' | 'category' | 'booth5' | 'booth6' | 'points' | 'welfare', number>;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedSmallCatalogue(t);
  operator = seeded.operatorToken;
  [a, b] = seeded.booths;
  // One coupon per scope, each aimed at booth A's venue, category or booth.
  ids.all = await createTemplate(t, operator, { text: '全场券', scope: 1 });
  ids.venue2 = await createTemplate(t, operator, { text: '场地券2', scope: 2, target_id: a.communityId });
  ids.venue4 = await createTemplate(t, operator, { text: '场地券4', scope: 4, target_id: a.communityId });
  ids.category = await createTemplate(t, operator, { text: '品类券', scope: 3, target_id: a.categoryId });
  ids.booth5 = await createTemplate(t, operator, { text: '摊位券5', scope: 5, target_id: a.sellingResourceId });
  ids.booth6 = await createTemplate(t, operator, { text: '摊位券6', scope: 6, target_id: a.sellingResourceId });
  ids.points = await createTemplate(t, operator, { text: '积分券', scope: 2, target_id: a.communityId, consumption_point: 1000 });
  ids.welfare = await createTemplate(t, operator, { text: '福利券', is_welfare: true, amount: 500, min_goods_amount: 0 });
});
afterAll(async () => {
  await t.close();
});

type Offer = { id: number | null; coupon_id: number; is_received: boolean; can_receive: boolean; scope_text: string; point_coupons: boolean };
const offersOf = async (url: string, token?: string): Promise<Offer[]> => {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data as Offer[];
};
const couponIds = (offers: Offer[]) => offers.map((offer) => offer.coupon_id).sort((x, y) => x - y);

describe('coupons on offer for a community', () => {
  it('matches every scope to the community, its categories and its booths', async () => {
    const inA = couponIds(await offersOf(`/api/communities/${a.communityId}/coupons?page_size=50`));
    expect(inA).toEqual(Object.values(ids).sort((x, y) => x - y));
    const inB = couponIds(await offersOf(`/api/communities/${b.communityId}/coupons?page_size=50`));
    const sharesCategory = await t.deps.pool.query('select 1 from physical_resources where community_id = $1 and category_id = $2', [
      b.communityId,
      a.categoryId,
    ]);
    const expectedB = [ids.all, ids.welfare, ...(sharesCategory.rowCount ? [ids.category] : [])];
    expect(inB).toEqual(expectedB.sort((x, y) => x - y));
  });

  it('narrows categories and booths to a physical resource', async () => {
    const venue = couponIds(await offersOf(`/api/communities/${a.communityId}/coupons?page_size=50&physical_resource_id=${a.topPhysicalId}`));
    expect(venue).toContain(ids.booth5);
    expect(venue).toContain(ids.category);
  });

  it('tells the caller what they already hold and filters by it', async () => {
    const { token } = await loginAs(t, '13811000001');
    const received = await t.app.inject({ method: 'POST', url: `/api/coupons/${ids.venue2}/receive`, headers: bearer(token), payload: { quantity: 1 } });
    expect(received.statusCode).toBe(201);
    const yes = await offersOf(`/api/communities/${a.communityId}/coupons?is_received=1`, token);
    expect(yes.map((offer) => [offer.coupon_id, offer.id, offer.is_received, offer.can_receive])).toEqual([
      [ids.venue2, received.json().result.id, true, false],
    ]);
    const no = couponIds(await offersOf(`/api/communities/${a.communityId}/coupons?is_received=0&page_size=50`, token));
    expect(no).not.toContain(ids.venue2);
    expect(await offersOf(`/api/communities/${a.communityId}/coupons?is_received=1`)).toEqual([]);
  });

  it('pages and answers bad input with 404/422', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/communities/${a.communityId}/coupons?page=2&page_size=3` });
    expect(page.json().result).toMatchObject({ total: 8, page: 2, page_size: 3 });
    expect(page.json().result.data).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/communities/999999/coupons' })).json()).toMatchObject({ code: 404, msg: '社区不存在' });
    expect((await t.app.inject({ method: 'GET', url: `/api/communities/${a.communityId}/coupons?is_received=maybe` })).statusCode).toBe(422);
  });
});

describe('the coupon centre (v2) and coupons for resources', () => {
  it('lists every offer, or only welfare or points coupons', async () => {
    expect(couponIds(await offersOf('/api/communities/coupons?page_size=50'))).toHaveLength(8);
    expect(couponIds(await offersOf('/api/communities/coupons?is_welfare=1'))).toEqual([ids.welfare]);
    expect(couponIds(await offersOf('/api/communities/coupons?point_coupons=1'))).toEqual([ids.points]);
    expect(couponIds(await offersOf('/api/communities/coupons?point_coupons=1&scope=1'))).toEqual([]);
    expect(couponIds(await offersOf('/api/communities/coupons?scope=3'))).toEqual([ids.category]);
    expect(couponIds(await offersOf(`/api/communities/coupons?physical_resource_id=${b.topPhysicalId}&page_size=50`))).not.toContain(ids.venue2);
  });

  it('gives the buyer’s fitting coupons per resource, then points coupons without an id', async () => {
    const { token } = await loginAs(t, '13811000002');
    for (const id of [ids.all, ids.booth5]) {
      await t.app.inject({ method: 'POST', url: `/api/coupons/${id}/receive`, headers: bearer(token), payload: { quantity: 1 } });
    }
    const url = `/api/coupons/resources?physical_resource_ids[]=${a.physicalResourceId}&physical_resource_ids[]=${b.physicalResourceId}`;
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const [forA, forB] = response.json().result as { physical_resource_id: number; coupons: (Offer & { start_at: string | null })[] }[];
    expect(forA!.physical_resource_id).toBe(a.physicalResourceId);
    expect(forA!.coupons.map((c) => [c.coupon_id, c.id !== null, c.point_coupons])).toEqual([
      [ids.all, true, false],
      [ids.booth5, true, false],
      [ids.points, false, true],
    ]);
    expect(forB!.coupons.map((c) => c.coupon_id)).toEqual([ids.all]);

    const narrowed = await t.app.inject({ method: 'GET', url: `${url}&coupon_ids[]=${ids.points}`, headers: bearer(token) });
    expect(narrowed.json().result[0].coupons.map((c: Offer) => c.coupon_id)).toEqual([ids.points]);
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons/resources', headers: bearer(token) })).json().msg).toBe('请选择场地');
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons/resources?physical_resource_ids[]=x', headers: bearer(token) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
