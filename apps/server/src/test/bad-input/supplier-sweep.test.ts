import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../test-app';
import { dayBooth, resourceBody, seedSupplierWorld, type SupplierWorld } from '../../modules/supplier-venues/test/supplier-fixtures';
import { BAD, sweepEndpoint, type Endpoint } from './sweep-harness';

/**
 * The bad-input sweep over the supplier back office (issue 11): applications, communities, managed
 * resources, price rules, child accounts, enquiry quotes, supplier home and comments. Every endpoint:
 * no login 401, a bogus token 401, a buyer 403 where the role matters, another supplier's id 404,
 * malformed bodies and bad fields 4xx in Chinese — and nothing in the database changed.
 */

let t: TestContext;
let w: SupplierWorld;
let buyer: string;
let operator: string;
let photo = '';
let othersVenue = 0;
let othersRule = 0;
let othersChild = 0;
let othersComment = 0;
let mineChild = 0;
let mineRule = 0;
let enquiryId = 0;
let application = 0;

async function ok(response: { statusCode: number; body: string; json(): unknown }): Promise<{ id: number }> {
  if (response.statusCode >= 300) throw new Error(response.body);
  return (response.json() as { result: { id: number } }).result;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await seedSupplierWorld(t);
  buyer = (await loginAs(t, '13811117777')).token;
  operator = (await loginAs(t, '13700000008', ['operator'])).token;
  photo = `/files/venue/2026/11/${w.a.userId}-photo.jpg`;
  const theirPhoto = `/files/venue/2026/11/${w.b.userId}-photo.jpg`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at)
     values ($1, 'venue', $2, $2, 'a.jpg', 'image/jpeg', 1000, $5), ($3, 'venue', $4, $4, 'b.jpg', 'image/jpeg', 1000, $5)`,
    [w.a.userId, photo, w.b.userId, theirPhoto, t.clock.now()],
  );
  const post = (url: string, token: string, payload: Record<string, unknown>) => {
    t.clock.advance(1100);
    return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  };
  othersVenue = (await ok(await post('/api/managed_resources', w.b.token, resourceBody(w.b.communityId, [theirPhoto]) as Record<string, unknown>))).id;
  const theirBooth = (await t.deps.pool.query<{ id: number }>('select id from selling_resources where top_physical_id = $1', [othersVenue])).rows[0]!.id;
  othersRule = (
    await ok(
      await post('/api/price_rules', w.b.token, {
        name: 'B规则',
        selling_resource_ids: [theirBooth],
        lease_term_type_id: 9,
        start: '2026-12-01',
        end: '2026-12-31',
        weekdays: [1],
        price: 1000,
      }),
    )
  ).id;
  mineRule = (
    await ok(
      await post('/api/price_rules', w.a.token, {
        name: 'A规则',
        selling_resource_ids: [w.f.booths.S1],
        lease_term_type_id: 9,
        start: '2026-12-01',
        end: '2026-12-31',
        weekdays: [1],
        price: 1000,
      }),
    )
  ).id;
  othersChild = (await ok(await post('/api/child_accounts', w.b.token, { mobile: '13900000088', name: 'B员工', permissions: ['orders'] }))).id;
  mineChild = (await ok(await post('/api/child_accounts', w.a.token, { mobile: '13900000089', name: 'A员工', permissions: ['orders'] }))).id;
  othersComment = (
    await t.deps.pool.query<{ id: number }>(
      `insert into comments (top_physical_id, author_name, score, content, created_at) values ($1, '某人', 5, '好', $2) returning id`,
      [othersVenue, t.clock.now()],
    )
  ).rows[0]!.id;
  enquiryId = (await ok(await post('/api/enquiry_information', buyer, { sid: w.f.booths.S8, name: '张三', mobile: '13812345678' }))).id;
  application = (await ok(await post('/api/supplier_applications', buyer, { type: 1, connect_name: '某物业公司', mobile: '13811117777' }))).id;
});
afterAll(async () => t.close());

const community = () => ({
  name: '新商场',
  city_id: 90,
  district_id: 1,
  address: '上海市徐汇区1号',
  latitude: 31.2,
  longitude: 121.4,
  community_type_id: 1,
  images: [photo],
});
const COORD = ['abc', {}, [], true, 181, -181, '1e3x', null];
const DATE = ['', 'abc', '2026-02-30', '2026/12/01', 20261201, null, {}];

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/supplier_applications',
    token: () => w.a.token,
    body: () => ({ type: 2, connect_name: '某代理公司', mobile: '13900000001' }),
    badBody: {
      type: [...BAD.id, 4],
      connect_name: BAD.requiredText(60),
      mobile: [null, '', {}, [], 13900000001, '2390000000', '1390000000', 'x'.repeat(5000)],
    },
  },
  {
    method: 'POST',
    url: '/api/operator/supplier_applications/{id}/refuse',
    token: () => operator,
    id: () => application,
    body: () => ({ reason: '资料不全' }),
    badBody: { reason: BAD.requiredText(200) },
    wrongRoleToken: () => w.a.token,
  },
  { method: 'POST', url: '/api/operator/supplier_applications/{id}/approve', token: () => operator, id: () => application, wrongRoleToken: () => buyer },
  {
    method: 'GET',
    url: '/api/operator/supplier_applications',
    token: () => operator,
    wrongRoleToken: () => buyer,
    badQuery: { status: ['x', ''], page: ['0', 'a'] },
  },
  {
    method: 'POST',
    url: '/api/communities',
    token: () => w.a.token,
    body: community,
    badBody: {
      name: BAD.requiredText(60),
      city_id: [...BAD.id, 999],
      district_id: [...BAD.id, 3],
      address: BAD.requiredText(120),
      latitude: [...COORD, 91],
      longitude: COORD,
      community_type_id: [...BAD.id, 999],
      label_ids: [...BAD.list, [999]],
      images: [...BAD.list, ['/files/venue/2026/11/elsewhere.jpg']],
    },
    wrongRoleToken: () => buyer,
  },
  {
    method: 'PUT',
    url: '/api/communities/{id}',
    token: () => w.a.token,
    id: () => w.f.communities.C3,
    othersId: () => w.b.communityId,
    body: community,
    badBody: { name: BAD.requiredText(60), latitude: COORD },
    wrongRoleToken: () => buyer,
  },
  {
    method: 'GET',
    url: '/api/managed_communities/{id}',
    token: () => w.a.token,
    id: () => w.f.communities.C3,
    othersId: () => w.b.communityId,
    wrongRoleToken: () => buyer,
  },
  {
    method: 'GET',
    url: '/api/managed_communities',
    token: () => w.a.token,
    wrongRoleToken: () => buyer,
    badQuery: { page: ['0', 'x'], keyword: ['x'.repeat(61)] },
  },
  {
    method: 'POST',
    url: '/api/managed_resources',
    token: () => w.a.token,
    body: () => resourceBody(w.f.communities.C3, [photo]) as Record<string, unknown>,
    badBody: () => ({
      community_id: [...BAD.id, w.b.communityId],
      name: BAD.requiredText(60),
      field_type_id: [...BAD.id, 999],
      area: ['abc', {}, [], true, 0, -1, 1.234, null],
      'booths.0.prices.0.price': [null, 'x', -1],
      indoor: ['yes', 1, null, {}],
      images: [...BAD.list, [], ['/files/venue/2026/11/elsewhere.jpg']],
      case_images: BAD.list,
      panorama: [{}, 5, 'x'.repeat(600), photo],
      attributes: [...BAD.list, [6]],
      booths: ['x', {}, [], [{}], Array.from({ length: 51 }, () => dayBooth())],
      'booths.0.count': [...BAD.positiveInt, 10_001],
      'booths.0.size': BAD.requiredText(40),
      'booths.0.prices': [
        'x',
        [],
        [{}],
        [{ lease_term_type_id: 2, price: 1 }],
        [{ lease_term_type_id: 9, price: -1 }],
        [{ lease_term_type_id: 9, price: 1.5 }],
        [
          { lease_term_type_id: 9, price: 1 },
          { lease_term_type_id: 9, price: 2 },
        ],
      ],
      'booths.0.unavailable_dates': [DATE, ['2026-02-30'], 'x'],
      'booths.0.special_prices': [
        [{ date: '2026-12-01', price: 0 }],
        [{ date: 'x', price: 1 }],
        [
          { date: '2026-12-01', price: 1 },
          { date: '2026-12-01', price: 2 },
        ],
      ],
      'booths.0.res_type_id': [0, 4, 'x'],
      'booths.0.deadline': ['2026-02-30', 'x', 5],
      'booths.0.id': [5],
    }),
    wrongRoleToken: () => buyer,
  },
  {
    method: 'PUT',
    url: '/api/managed_resources/{id}',
    token: () => w.a.token,
    id: () => w.f.venues.P4,
    othersId: () => othersVenue,
    body: () => resourceBody(w.f.communities.C3, [photo], { booths: [dayBooth({ id: w.f.booths.S6 })] as never }) as Record<string, unknown>,
    badBody: () => ({ 'booths.0.id': [w.f.booths.S1, 999999, 'x'], 'booths.0.count': [0, 'x'], community_id: [w.b.communityId] }),
    wrongRoleToken: () => buyer,
  },
  {
    method: 'GET',
    url: '/api/managed_resources/{id}',
    token: () => w.a.token,
    id: () => w.f.venues.P4,
    othersId: () => othersVenue,
    wrongRoleToken: () => buyer,
  },
  {
    method: 'POST',
    url: '/api/managed_resources/{id}/off_sale',
    token: () => w.a.token,
    id: () => w.f.venues.P4,
    othersId: () => othersVenue,
    wrongRoleToken: () => buyer,
  },
  {
    method: 'POST',
    url: '/api/managed_resources/{id}/on_sale',
    token: () => w.a.token,
    id: () => w.f.venues.P4,
    othersId: () => othersVenue,
    wrongRoleToken: () => buyer,
  },
  {
    method: 'GET',
    url: '/api/managed_resources',
    token: () => w.a.token,
    wrongRoleToken: () => buyer,
    badQuery: { community_id: ['x', '0', '-1'], is_online: ['2', 'x'], page: ['0'] },
  },
  {
    method: 'GET',
    url: '/api/managed_booths/{id}/calendar?start=2026-12-01&end=2026-12-31&lease_term_type_id=9',
    token: () => w.a.token,
    id: () => w.f.booths.S1,
    wrongRoleToken: () => buyer,
    badQuery: { start: ['x', '2026-02-30', ''], end: ['2025-01-01', '2028-01-01', 'x'], lease_term_type_id: ['x', '2', '4', '0'] },
  },
  {
    method: 'POST',
    url: '/api/price_rules',
    token: () => w.a.token,
    body: () => ({
      name: '新规则',
      selling_resource_ids: [w.f.booths.S6],
      lease_term_type_id: 9,
      start: '2026-12-01',
      end: '2026-12-31',
      weekdays: [2],
      price: 5000,
    }),
    badBody: () => ({
      name: BAD.requiredText(30),
      selling_resource_ids: [...BAD.list, [], [999999]],
      lease_term_type_id: [...BAD.id, 2, 16, 4],
      start: DATE,
      end: [...DATE, '2026-11-01', '2029-01-01'],
      weekdays: ['x', [], [0], [8], [1.5], {}],
      price: ['x', -1, 0, 1.5, {}, []],
      raise_percent: [5, 0, 1001, 'x'],
    }),
    wrongRoleToken: () => buyer,
  },
  { method: 'DELETE', url: '/api/price_rules/{id}', token: () => w.a.token, id: () => mineRule, othersId: () => othersRule, wrongRoleToken: () => buyer },
  { method: 'GET', url: '/api/price_rules', token: () => w.a.token, wrongRoleToken: () => buyer, badQuery: { selling_resource_id: ['x', '0'], page: ['0'] } },
  {
    method: 'POST',
    url: '/api/child_accounts',
    token: () => w.a.token,
    body: () => ({ mobile: '13900000099', name: '新员工', permissions: ['orders'] }),
    badBody: {
      mobile: [null, '', {}, 13900000099, '2390000000', '13900000001', '13900000055', '13900000088', 'x'.repeat(5000)],
      name: BAD.requiredText(24),
      permissions: [[], ['admin'], 'orders', [{}], null],
    },
    wrongRoleToken: () => buyer,
  },
  {
    method: 'PUT',
    url: '/api/child_accounts/{id}',
    token: () => w.a.token,
    id: () => mineChild,
    othersId: () => othersChild,
    body: () => ({ name: '改名', permissions: ['venues'] }),
    badBody: { name: BAD.requiredText(24), permissions: [[], ['x']] },
    wrongRoleToken: () => buyer,
  },
  { method: 'DELETE', url: '/api/child_accounts/{id}', token: () => w.a.token, id: () => mineChild, othersId: () => othersChild, wrongRoleToken: () => buyer },
  {
    method: 'POST',
    url: '/api/supplier_enquiries/{id}/quote',
    token: () => w.a.token,
    id: () => enquiryId,
    body: () => ({ lease_term_type_id: 3, dates: ['2026-12-07'], price: 500000 }),
    badBody: { lease_term_type_id: [...BAD.id, 9], dates: [[], 'x', ['x'], ['2026-02-30'], ['2026-01-01']], price: ['x', 0, -1, 1.5, {}], note: BAD.text(200) },
    wrongRoleToken: () => buyer,
  },
  { method: 'GET', url: '/api/supplier_enquiries', token: () => w.a.token, wrongRoleToken: () => buyer, badQuery: { status: ['x'], page: ['0'] } },
  {
    method: 'POST',
    url: '/api/supplier_comments/{id}/reply',
    token: () => w.a.token,
    id: () => othersComment,
    othersId: () => othersComment,
    body: () => ({ reply: '谢谢' }),
    wrongRoleToken: () => buyer,
  },
  { method: 'GET', url: '/api/supplier_home', token: () => w.a.token, wrongRoleToken: () => buyer },
  {
    method: 'GET',
    url: '/api/supplier_home/occupancy?month=2026-12',
    token: () => w.a.token,
    wrongRoleToken: () => buyer,
    badQuery: { month: ['2026-13', '2026-1', 'x', ''], selling_resource_id: ['x', '0'] },
  },
  { method: 'GET', url: '/api/order_items/count', token: () => w.a.token, wrongRoleToken: () => buyer, badQuery: { status: ['x'] } },
  {
    method: 'GET',
    url: '/api/supplier/insights?from=2026-11-01&to=2026-11-30',
    token: () => w.a.token,
    wrongRoleToken: () => buyer,
    badQuery: { from: ['x', '2026-02-30', '2026-12-01', '2025-01-01', ''], to: ['x', '2026-13-01', '2026-10-01', ''] },
  },
  {
    method: 'GET',
    url: '/api/order_items',
    token: () => w.a.token,
    wrongRoleToken: () => buyer,
    badQuery: { date_from: ['x'], selling_resource_id: ['x', '0'], keyword: ['x'.repeat(61)] },
  },
];

describe('bad input to the supplier back office: a 4xx with a specific Chinese message, and nothing changed', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, { timeout: 180_000 }, async () => {
      await sweepEndpoint(t, endpoint);
    });
  }
});
