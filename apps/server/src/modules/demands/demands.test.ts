import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestCode, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from '../catalogue/catalogue-fixture';
import { picture, tokenFor, upload } from '../uploads/test/upload-fixtures';
import { createDemand, demandBody, demandCount, get, post } from './test/demand-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let buyer: { userId: number; token: string };
let operator: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-demands-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
  buyer = await loginAs(t, '13800000001');
  operator = (await loginAs(t, '13700000001', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploaded(token: string): Promise<string> {
  const uploadToken = await tokenFor(t, token, 'demand');
  const response = await upload(t, token, [
    { name: 'token', value: uploadToken },
    { name: 'file', filename: 'a.png', data: await picture('png', 40, 30) },
  ]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().result.url as string;
}

describe('GET /api/appeal/create', () => {
  it('offers cities, community types, spread ways and industries', async () => {
    const response = await get(t, '/api/appeal/create');
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result.cities).toEqual([
      { id: 90, name: '上海' },
      { id: 52, name: '北京' },
    ]);
    expect(result.community_types.map((type: { name: string }) => type.name)).toEqual(['购物中心', '社区', '写字楼']);
    expect(result.spread_ways[0]).toEqual({ id: 1, name: '路演' });
    expect(result.industries[0]).toEqual({ id: 1, name: '快消零售' });
  });
});

describe('validation: every field with the spec message, nothing written', () => {
  it('reports the required fields in the form order', async () => {
    const empty = await post(t, '/api/appeal', { channel: 'pc' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe('请输入联系人');
    expect(Object.values(empty.json().errors)).toEqual([
      '请输入联系人',
      '请输入联系电话',
      '请输入验证码',
      '请输入产品名称',
      '请输入最小需求面积',
      '请输入最大需求面积',
      '请输入活动预算',
      '请选择开始时间',
      '请选择结束时间',
    ]);
  });

  it.each([
    ['name', { name: ' ' }, '请输入联系人'],
    ['mobile', { mobile: '' }, '请输入联系电话'],
    ['product', { product: '' }, '请输入产品名称'],
    ['minimum_area', { minimum_area: '' }, '请输入最小需求面积'],
    ['maximum_area', { maximum_area: null }, '请输入最大需求面积'],
    ['single_field_budget', { single_field_budget: '' }, '请输入活动预算'],
    ['start', { start: null }, '请选择开始时间'],
    ['end', { end: '' }, '请选择结束时间'],
    ['mobile', { mobile: '1381111222' }, '请输入有效的手机号'],
    ['minimum_area', { minimum_area: 'abc' }, '请输入最小需求面积'],
    ['maximum_area', { maximum_area: '1234567890123' }, '面积最多12个字'],
    ['single_field_budget', { single_field_budget: '3000.125' }, '请输入活动预算'],
    ['single_field_budget', { single_field_budget: '1234567890123' }, '预算最多12个字'],
    ['name', { name: '名'.repeat(25) }, '联系人最多24个字'],
    ['product', { product: '品'.repeat(31) }, '产品名称最多30个字'],
    ['end', { start: '2026-12-07', end: '2026-12-05' }, '结束时间应该大于开始时间'],
    ['start', { start: '2026-11-21', end: '2026-11-30' }, '请选择开始时间'],
    ['ex_description', { ex_description: '字'.repeat(1001) }, '需求描述最多1000个字'],
    ['pic_url', { pic_url: Array.from({ length: 13 }, (_, i) => `/files/demand/${i}.png`) }, '最多可上传12张活动照片'],
    ['city_ids', { city_ids: [0, 90] }, '全国不能与其他城市同时选择'],
    ['city_ids', { city_ids: [999] }, '所选城市不存在'],
    ['community_type_ids', { community_type_ids: [99] }, '所选社区类型不存在'],
    ['spread_way_ids', { spread_way_ids: [99] }, '所选推广形式不存在'],
    ['industry_ids', { industry_ids: [101] }, '所选行业不存在'],
    ['community_resource_id', { community_resource_id: 999999 }, '所选社区不存在'],
    ['physical_resource_id', { physical_resource_id: 999999 }, '所选场地不存在'],
  ])('%s: %j → %s', async (field, change, message) => {
    const before = await demandCount(t);
    const response = await post(t, '/api/appeal', demandBody(change), buyer.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 422, msg: message, errors: { [field]: message } });
    expect(await demandCount(t)).toBe(before);
  });

  it('refuses wrong types with Chinese messages', async () => {
    const wrong = await post(t, '/api/appeal', demandBody({ city_ids: 'abc' }), buyer.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().msg).toMatch(/城市/);
    const flag = await post(t, '/api/appeal', demandBody({ power: 'yes' }), buyer.token);
    expect(flag.statusCode).toBe(422);
    expect(flag.json().msg).toBe('请选择是或否');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/appeal',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('home demand: city, name, mobile and code with the home messages', async () => {
    const empty = await post(t, '/api/appeal', { channel: 'pc', is_home: 1 });
    expect(empty.statusCode).toBe(422);
    expect(Object.values(empty.json().errors)).toEqual(['请选择城市', '请输入姓名', '请输入手机号', '请输入验证码']);
    const bad = await post(t, '/api/appeal', { is_home: 1, city_ids: [90], name: '钱七', mobile: '1381111', captcha: '12ab' });
    expect(bad.json().errors).toEqual({ mobile: '请输入有效的手机号', captcha: '请输入有效的验证码' });
  });

  it('scene photos must be the caller’s own uploads', async () => {
    const other = await loginAs(t, '13800000099');
    const theirs = await uploaded(other.token);
    const response = await post(t, '/api/appeal', demandBody({ pic_url: [theirs] }), buyer.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pic_url: '请上传本人上传的文件' });
  });
});

describe('submitting', () => {
  it('a logged-in buyer submits without a code; the budget is stored in fen; areas swap', async () => {
    const photo = await uploaded(buyer.token);
    const response = await post(
      t,
      '/api/appeal',
      demandBody({
        minimum_area: '120',
        maximum_area: 60.5,
        single_field_budget: 2999.5,
        community_resource_id: f.communities.C1,
        physical_resource_id: f.venues.P1,
        pic_url: [photo],
      }),
      buyer.token,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: 1, msg: '需求提交成功，客服人员将在24小时内与您联系，请耐心等待' });
    expect(response.json().result.token).toBeUndefined();
    const id = response.json().result.id as number;
    const stored = (
      await t.deps.pool.query('select user_id, single_field_budget, minimum_area::text, maximum_area::text, channel, pic_urls from demands where id = $1', [id])
    ).rows[0];
    expect(stored).toEqual({
      user_id: buyer.userId,
      single_field_budget: 299950,
      minimum_area: '60.50',
      maximum_area: '120.00',
      channel: 'pc',
      pic_urls: [photo],
    });
    const detail = (await get(t, `/api/appeal/${id}`, buyer.token)).json().result;
    expect(detail).toMatchObject({
      single_field_budget: 2999.5,
      single_field_budget_fen: 299950,
      minimum_area: 60.5,
      maximum_area: 120,
      cities: [{ id: 90, name: '上海' }],
      spread_ways: [
        { id: 1, name: '路演' },
        { id: 3, name: '快闪店' },
      ],
      power: 1,
      leaflet: 1,
      carport: 0,
      community: { id: f.communities.C1 },
      physical_resource: { id: f.venues.P1, top_physical_id: f.venues.P1 },
      pic_url: [photo],
      receivers: [],
      is_mine: true,
    });
  });

  it('a visitor with a wrong code gets 422 on captcha and nothing is created', async () => {
    const mobile = '13855550001';
    expect((await post(t, '/api/auth/app_captcha', { account: mobile, usage: 3 })).statusCode).toBe(200);
    const code = await latestCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await demandCount(t);
    const response = await post(t, '/api/appeal', demandBody({ mobile, captcha: wrong }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ msg: '验证码错误，还可尝试4次', errors: { captcha: '验证码错误，还可尝试4次' } });
    expect(await demandCount(t)).toBe(before);
    expect((await t.deps.pool.query('select count(*)::int as n from users where mobile = $1', [mobile])).rows[0].n).toBe(0);
  });

  it('a visitor with the right code is registered, logged in (token) and owns the demand; the code is used up', async () => {
    const mobile = '13855550002';
    await post(t, '/api/auth/app_captcha', { account: mobile, usage: 3 });
    const captcha = await latestCode(t, mobile);
    const response = await post(t, '/api/appeal', demandBody({ mobile, captcha, name: '孙八', product: '新品咖啡' }));
    expect(response.statusCode).toBe(201);
    const { id, token } = response.json().result as { id: number; token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const me = (await get(t, '/api/users/current', token)).json().result;
    expect(me).toMatchObject({ mobile, name: '孙八', product: '新品咖啡', roles: ['business'] });
    const mine = (await get(t, '/api/appeal/mine', token)).json().result;
    expect(mine.data.map((demand: { id: number }) => demand.id)).toEqual([id]);
    const again = await post(t, '/api/appeal', demandBody({ mobile, captcha, ex_description: '再来一次' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.captcha).toBe('验证码已失效，请重新获取');
  });

  it('a visitor without a code is asked for one', async () => {
    const response = await post(t, '/api/appeal', demandBody({ mobile: '13855550003' }));
    expect(response.json()).toMatchObject({ msg: '请输入验证码', errors: { captcha: '请输入验证码' } });
  });

  it('the home quick form keeps only city, name and mobile; a visitor logs in by code', async () => {
    const mobile = '13855550004';
    await post(t, '/api/auth/app_captcha', { account: mobile, usage: 3 });
    const captcha = await latestCode(t, mobile);
    const response = await post(t, '/api/appeal', { channel: 'pc', is_home: 1, city_ids: [52], name: '周九', mobile, captcha, product: 'ignored' });
    expect(response.statusCode).toBe(201);
    const { id, token } = response.json().result;
    const detail = (await get(t, `/api/appeal/${id}`, token)).json().result;
    expect(detail).toMatchObject({ is_home: true, product: '', cities: [{ id: 52, name: '北京' }], start: null, single_field_budget: null, mobile });
    const hall = (await get(t, '/api/appeal?page_size=50')).json().result;
    expect(hall.data.map((demand: { id: number }) => demand.id)).not.toContain(id);
  });
});

describe('the hall', () => {
  let shanghai: number;
  let beijingCheap: number;
  let everywhere: number;
  let closed: number;
  let expired: number;

  beforeAll(async () => {
    const owner = await loginAs(t, '13800000011');
    shanghai = await createDemand(t, owner.token, {
      mobile: '13822223333',
      single_field_budget: '5000',
      city_ids: [90],
      community_type_ids: [1],
      start: '2026-12-10',
      end: '2026-12-12',
    });
    beijingCheap = await createDemand(t, owner.token, {
      single_field_budget: '800',
      city_ids: [52],
      community_type_ids: [],
      start: '2026-12-20',
      end: '2026-12-25',
    });
    everywhere = await createDemand(t, owner.token, { single_field_budget: '1500', city_ids: [0], community_type_ids: [2] });
    closed = await createDemand(t, owner.token, { product: '已关闭的需求' });
    await t.deps.pool.query(`update demands set status = 'closed' where id = $1`, [closed]);
    expired = await createDemand(t, owner.token, { start: '2026-11-23', end: '2026-11-24' });
    await t.deps.pool.query(`update demands set start_date = '2026-11-01', end_date = '2026-11-02' where id = $1`, [expired]);
  });

  const ids = async (query: string, token?: string) =>
    ((await get(t, `/api/appeal?page_size=50&${query}`, token)).json().result.data as { id: number }[]).map((d) => d.id);

  it('lists open demands newest first, never closed, expired or home ones', async () => {
    const response = await get(t, '/api/appeal?page_size=50');
    expect(response.statusCode).toBe(200);
    const list = response.json().result;
    const listed = list.data.map((d: { id: number }) => d.id);
    expect(listed.indexOf(everywhere)).toBeLessThan(listed.indexOf(shanghai));
    expect(listed).not.toContain(closed);
    expect(listed).not.toContain(expired);
    expect(list).toMatchObject({ page: 1, page_size: 50 });
    expect(list.total).toBe(listed.length);
  });

  it('masks the mobile for visitors and other users, not for the owner or operators', async () => {
    const card = async (token?: string) =>
      ((await get(t, '/api/appeal?page_size=50', token)).json().result.data as { id: number; mobile: string }[]).find((d) => d.id === shanghai)!;
    expect((await card()).mobile).toBe('138****3333');
    expect((await card(buyer.token)).mobile).toBe('138****3333');
    const owner = await loginAs(t, '13800000011');
    expect((await card(owner.token)).mobile).toBe('13822223333');
    expect((await card(operator)).mobile).toBe('13822223333');
    expect((await get(t, `/api/appeal/${shanghai}`)).json().result.mobile).toBe('138****3333');
    expect((await get(t, `/api/appeal/${shanghai}`)).json().result.receivers).toBeUndefined();
    expect((await get(t, `/api/appeal/${shanghai}`, owner.token)).json().result.mobile).toBe('13822223333');
  });

  it('filters by city (and all-city demands), community type, dates and budget in yuan', async () => {
    const inShanghai = await ids('page_city_id=90');
    expect(inShanghai).toEqual(expect.arrayContaining([shanghai, everywhere]));
    expect(inShanghai).not.toContain(beijingCheap);
    expect(await ids('page_city_id=52')).toEqual(expect.arrayContaining([beijingCheap, everywhere]));
    expect(await ids('page_city_id=52')).not.toContain(shanghai);
    const type1 = await ids('community_type_id=1');
    expect(type1).toEqual(expect.arrayContaining([shanghai, beijingCheap]));
    expect(type1).not.toContain(everywhere);
    expect(await ids('start=2026-12-19&end=2026-12-31')).toEqual([beijingCheap]);
    expect(await ids('min_single_field_budget=1000&max_single_field_budget=2000')).toEqual([everywhere]);
    // A reversed budget range is swapped, as the filter bar does.
    expect(await ids('min_single_field_budget=2000&max_single_field_budget=1000')).toEqual([everywhere]);
    expect(await ids('page_city_id=90&min_single_field_budget=4000')).toEqual([shanghai]);
  });

  it('pages', async () => {
    const first = (await get(t, '/api/appeal?page=1&page_size=2')).json().result;
    const second = (await get(t, '/api/appeal?page=2&page_size=2')).json().result;
    expect(first.data).toHaveLength(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(first.total).toBe(second.total);
  });

  it('refuses malformed filters in Chinese', async () => {
    const badBudget = await get(t, '/api/appeal?min_single_field_budget=abc');
    expect(badBudget.statusCode).toBe(422);
    expect(badBudget.json().msg).toMatch(/预算/);
    expect((await get(t, '/api/appeal?start=2026-13-45')).statusCode).toBe(422);
    expect((await get(t, '/api/appeal?page_city_id=x')).statusCode).toBe(422);
  });

  it('another user’s closed demand answers 404; the owner and operators still see it', async () => {
    expect((await get(t, `/api/appeal/${closed}`, buyer.token)).statusCode).toBe(404);
    expect((await get(t, `/api/appeal/${closed}`)).statusCode).toBe(404);
    const owner = await loginAs(t, '13800000011');
    expect((await get(t, `/api/appeal/${closed}`, owner.token)).json().result.status).toBe('closed');
    expect((await get(t, `/api/appeal/${closed}`, operator)).statusCode).toBe(200);
    expect((await get(t, '/api/appeal/999999')).statusCode).toBe(404);
  });

  it('my demands: only the caller’s, visitors are asked to log in', async () => {
    const mine = (await get(t, '/api/appeal/mine?page_size=50', buyer.token)).json().result.data as { id: number }[];
    expect(mine.map((d) => d.id)).not.toContain(shanghai);
    expect((await get(t, '/api/appeal/mine')).statusCode).toBe(401);
  });
});
