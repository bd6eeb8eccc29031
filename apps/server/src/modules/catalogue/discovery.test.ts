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
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('POST /api/feedbacks', () => {
  it('sends visitors to login', async () => {
    expect((await post('/api/feedbacks', { content: '地址不对', feedback_type: 1 })).statusCode).toBe(401);
  });

  it('requires content with the modal messages of each type', async () => {
    const { token } = await loginAs(t, '13800003001');
    const report = await post('/api/feedbacks', { content: ' ', feedback_type: 1, resource_id: f.venues.P1 }, token);
    expect(report.statusCode).toBe(422);
    expect(report.json()).toMatchObject({ code: 422, msg: '请输入纠错内容！', errors: { content: '请输入纠错内容！' } });
    t.clock.advance(1100);
    const suggestion = await post('/api/feedbacks', { feedback_type: 2 }, token);
    expect(suggestion.json()).toMatchObject({ msg: '请您输入建议后提交', errors: { content: '请您输入建议后提交' } });
    t.clock.advance(1100);
    expect((await post('/api/feedbacks', { content: '好', feedback_type: 3 }, token)).statusCode).toBe(422);
  });

  it('stores an error report on a venue and a suggestion, 201 with the thanks message', async () => {
    const { token, userId } = await loginAs(t, '13800003002');
    const report = await post('/api/feedbacks', { content: '场地面积不对', feedback_type: 1, resource_id: f.venues.P1a }, token);
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ code: 1, msg: '非常感谢您的反馈，我们会尽快核实', result: { id: expect.any(Number) } });
    const suggestion = await post('/api/feedbacks', { content: '希望增加更多城市', feedback_type: '2' }, token);
    expect(suggestion.statusCode).toBe(201);
    const rows = (await t.deps.pool.query('select feedback_type, physical_resource_id, content from feedbacks where user_id = $1 order by id', [userId])).rows;
    expect(rows).toEqual([
      { feedback_type: 1, physical_resource_id: f.venues.P1, content: '场地面积不对' },
      { feedback_type: 2, physical_resource_id: null, content: '希望增加更多城市' },
    ]);
  });

  it('answers 404 for an unknown venue or community', async () => {
    const { token } = await loginAs(t, '13800003003');
    expect((await post('/api/feedbacks', { content: '错', feedback_type: 1, resource_id: 999999 }, token)).statusCode).toBe(404);
    t.clock.advance(1100);
    expect((await post('/api/feedbacks', { content: '错', feedback_type: 1, community_id: 999999 }, token)).statusCode).toBe(404);
  });
});

describe('search history', () => {
  it('keeps the newest 5, a repeat moving to the top; visitors get 401', async () => {
    expect((await get('/api/search_histories')).statusCode).toBe(401);
    const { token } = await loginAs(t, '13800004001');
    for (const word of ['中庭', '广场', '徐家汇', '陆家嘴', '快闪', '路演']) {
      t.clock.advance(1100);
      expect((await post('/api/search_histories', { custom_name: word }, token)).statusCode).toBe(200);
    }
    t.clock.advance(1100);
    await post('/api/search_histories', { custom_name: '徐家汇' }, token);
    const names = (await get('/api/search_histories', token)).json().result.map((item: { custom_name: string }) => item.custom_name);
    expect(names).toEqual(['徐家汇', '路演', '快闪', '陆家嘴', '广场']);
    await t.app.inject({ method: 'DELETE', url: '/api/search_histories', headers: bearer(token) });
    expect((await get('/api/search_histories', token)).json().result).toEqual([]);
  });

  it('requires a keyword', async () => {
    const { token } = await loginAs(t, '13800004002');
    const response = await post('/api/search_histories', { custom_name: '' }, token);
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('请输入搜索内容');
  });
});

describe('header suggestions and hot words', () => {
  it('suggests places as /fieldslist filters and matching venues', async () => {
    const result = (await get(`/api/fast/search?keyword=${encodeURIComponent('徐家汇')}&city_id=90`)).json().result;
    expect(result.additional_types).toEqual(
      expect.arrayContaining([
        { type: 'trading_area_ids', value: 1, name: '徐家汇' },
        { type: 'subway_station_ids', value: 1, name: '徐家汇' },
      ]),
    );
    expect(result.data.map((item: { top_physical_id: number }) => item.top_physical_id).sort()).toEqual([f.venues.P1, f.venues.P2].sort());
    expect(result.data[0]).toMatchObject({ name: expect.any(String), type: 'physical_resource' });
    expect((await get('/api/fast/search')).json().result).toEqual({ additional_types: [], data: [] });
  });

  it('lists hot words', async () => {
    expect((await get('/api/hot_words')).json().result.map((item: { name: string }) => item.name)).toEqual(['中庭', '广场']);
  });
});
