import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';

/**
 * docs/spec/api.md "Search — fixed" on the demo data (city 90, 上海): what a buyer types — kinds of place,
 * synonyms, phrases, pinyin, typos — finds venues, ranked by kind; nothing found answers a fallback;
 * the operator's synonyms work on the next search and stop when removed.
 */

let t: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-search-test-'));

interface Card {
  id: number;
  name: string;
  community_name: string;
  district_name: string;
  community_type: { id: number; name: string };
  field_type: { id: number; display_name: string };
}
interface Page {
  data: Card[];
  total: number;
  fallback?: { reason: string; message: string; data: Card[] };
}

async function search(keyword: string, extra = ''): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `/api/fields?city_ids=90&page_size=10&keyword=${encodeURIComponent(keyword)}${extra}` });
  expect(response.statusCode, `${keyword}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json().result;
}
const ids = (page: Page) => page.data.map((card) => card.id);
const share = (page: Page, type: string) => page.data.filter((card) => card.community_type.name === type).length / Math.max(page.data.length, 1);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedDemoData(t.deps.pool, pino({ level: 'silent' }), { now: t.clock.now() });
}, 240_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('search on the demo data', () => {
  it('商场, 商城 and mall bring ten or more venues, at least 80 % of the first ten in 购物中心', async () => {
    for (const keyword of ['商场', '商城', 'mall', '购物广场']) {
      const page = await search(keyword);
      expect(page.total, keyword).toBeGreaterThanOrEqual(10);
      expect(share(page, '购物中心'), keyword).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('phrases match by their parts and bring their kind first; generic words never empty the result', async () => {
    for (const [keyword, type] of [
      ['写字楼大堂', '写字楼'],
      ['高校场地', '高校'],
      ['社区广场', '社区'],
      ['大学', '高校'],
      ['办公楼', '写字楼'],
      ['地铁站', '交通枢纽'],
    ] as const) {
      const page = await search(keyword);
      expect(page.total, keyword).toBeGreaterThan(0);
      expect(page.data[0]?.community_type.name, keyword).toBe(type);
    }
    for (const keyword of ['场地', '场所', '写字楼 场地', '租赁位置']) expect((await search(keyword)).total, keyword).toBeGreaterThan(0);
    expect((await search('写字楼 场地 租赁')).total).toBe((await search('写字楼')).total);
  });

  it('a phrase of two things brings the venues with both first, then those with one; the parts of a name stay required', async () => {
    const mallAtrium = await search('商场 中庭');
    const both = (card: Card) => card.community_type.name === '购物中心' && card.field_type.display_name === '中庭';
    const withBoth = mallAtrium.data.filter(both).length;
    expect(withBoth).toBeGreaterThan(0);
    expect(mallAtrium.data.slice(0, withBoth).every(both)).toBe(true);
    expect(mallAtrium.data).toHaveLength(10);
    expect(mallAtrium.total).toBeGreaterThan(withBoth);
    // The same phrase typed without a space reads the same.
    expect(ids(await search('商场中庭'))).toEqual(ids(mallAtrium));

    const jingan = await search('静安 写字楼');
    expect(jingan.data[0]?.community_type.name).toBe('写字楼');
    const inJingan = jingan.data.filter((card) => card.community_type.name === '写字楼' && card.district_name === '静安区');
    expect(inJingan.length).toBeGreaterThan(0);
    expect(jingan.data.slice(0, inJingan.length)).toEqual(inJingan);
    expect(jingan.data.every((card) => card.community_type.name === '写字楼')).toBe(true);

    // 广告位 names every advertising field type.
    const subwayAds = await search('地铁站 广告位');
    expect(subwayAds.total).toBeGreaterThan(0);
    expect(subwayAds.data[0]?.community_type.name).toBe('交通枢纽');
    expect(['灯箱', 'LED屏', '电梯框架']).toContain(subwayAds.data[0]?.field_type.display_name);
    const ads = await search('广告位');
    expect(ads.total).toBeGreaterThan(0);
    expect(ads.data.every((card) => ['灯箱', 'LED屏', '电梯框架'].includes(card.field_type.display_name))).toBe(true);

    // A name cut into words is not two things: every word stays required.
    const joy = await search('静安大悦城');
    expect(joy.total).toBeGreaterThan(0);
    expect(joy.data.every((card) => card.name.includes('大悦城'))).toBe(true);
  });

  it('every hot word of the city finds venues in it', async () => {
    const words = (await t.app.inject({ method: 'GET', url: '/api/hot_words?city_id=90' })).json().result as { name: string }[];
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect((await search(word.name)).total, word.name).toBeGreaterThan(0);
  });

  it('pinyin and one-character typos find what the characters find', async () => {
    for (const [typed, meant] of [
      ['gouwuzhongxin', '购物中心'],
      ['xiezilou', '写字楼'],
      ['购物中新', '购物中心'],
      ['写子楼', '写字楼'],
      ['写宇楼', '写字楼'],
      ['gaoxiao', '高校'],
    ]) {
      const [a, b] = [await search(typed!), await search(meant!)];
      expect(a.total, typed).toBe(b.total);
      expect(ids(a), typed).toEqual(ids(b));
    }
    // A real name one character away from a term is never "corrected" (大悦城 is not 大学城).
    const joy = await search('大悦城');
    expect(joy.total).toBeGreaterThan(0);
    expect(joy.data.every((card) => card.name.includes('大悦城'))).toBe(true);
    const wanda = await search('wanda');
    expect(wanda.total).toBeGreaterThan(0);
    expect(wanda.data.every((card) => card.name.includes('万达'))).toBe(true);
    expect(ids(await search('wanda'))).toEqual(ids(await search('万达')));
  });

  it('a query that finds nothing answers total 0 with a non-empty fallback and its sentence', async () => {
    const page = await search('火星基地xyz');
    expect(page.total).toBe(0);
    expect(page.data).toEqual([]);
    expect(page.fallback?.data.length).toBeGreaterThan(0);
    expect(page.fallback?.message).toBe('没有找到"火星基地xyz"相关场地，为你推荐以下场地');
    const relaxed = await search('写字楼 火星');
    expect(relaxed.total).toBe(0);
    expect(relaxed.fallback?.reason).toBe('relaxed');
    expect(relaxed.fallback?.data.every((card) => card.community_type.name === '写字楼')).toBe(true);
  });

  it('bad input answers clearly and fast, never a 5xx', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/fields?keyword=${'购'.repeat(500)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().msg).toContain('关键词不能超过50个字');
    for (const keyword of [
      '!!!???',
      '😀😀',
      "'; drop table venue_search; --",
      '.*(a|b)[',
      '\\',
      "写字楼' or 1=1",
      'LED屏',
      'mall商场',
      '万达wanda广场',
      ':* & |',
      "商场' 中庭",
      '商场 | 中庭 :*',
      '写字楼 😀 广告位 !!',
      '静安 (写字楼) & 地铁站 | 广告位 <-> 中庭',
      'ｓｈａｎｇｃｈａｎｇ 中庭',
    ]) {
      const started = Date.now();
      const page = await search(keyword);
      expect(Date.now() - started, keyword).toBeLessThan(2000);
      expect(page.total > 0 || (page.fallback?.data.length ?? 0) > 0, keyword).toBe(true);
    }
  });

  it('suggestions for 商场 name 购物中心, and pinyin input suggests 万达 venues', async () => {
    const get = async (keyword: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/fast/search?city_id=90&keyword=${encodeURIComponent(keyword)}` })).json().result;
    const mall = await get('商场');
    expect(mall.additional_types).toContainEqual(expect.objectContaining({ type: 'community_type_ids', name: '购物中心' }));
    expect(mall.data.length).toBeGreaterThan(0);
    const wanda = await get('wanda');
    expect(wanda.data.length).toBeGreaterThan(0);
    expect(wanda.data.every((venue: { name: string }) => venue.name.includes('万达'))).toBe(true);
    const district = await get('徐汇');
    expect(district.additional_types).toContainEqual(expect.objectContaining({ type: 'district_ids' }));
  });

  it("an operator's new synonym works on the next search and stops when removed", async () => {
    const operator = await loginAs(t, '13700009001', ['business', 'operator']);
    expect((await search('卖场')).total).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/search_synonyms',
      headers: bearer(operator.token),
      payload: { words: ['购物中心', '卖场'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id as number;
    const found = await search('卖场');
    expect(found.total).toBeGreaterThanOrEqual(10);
    expect(share(found, '购物中心')).toBeGreaterThanOrEqual(0.8);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/operator/search_synonyms', headers: bearer(operator.token) })).json().result;
    expect(listed).toContainEqual(expect.objectContaining({ id, words: ['购物中心', '卖场'] }));
    const audit = await t.deps.pool.query(`select action from audit_log where target_type = 'search_synonym' and target_id = $1`, [String(id)]);
    expect(audit.rows.map((row) => row.action)).toEqual(['search_synonym.create']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/search_synonyms/${id}`, headers: bearer(operator.token) })).statusCode).toBe(200);
    expect((await search('卖场')).total).toBe(0);
  });

  it('synonym groups: 401 to a visitor, 403 to a buyer, 422 in Chinese for a bad group, 404 for a missing one', async () => {
    const buyer = await loginAs(t, '13800009001', ['business']);
    const operator = await loginAs(t, '13700009002', ['business', 'operator']);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/search_synonyms' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/search_synonyms', headers: bearer(buyer.token) })).statusCode).toBe(403);
    for (const [payload, message] of [
      [{ words: ['商场'] }, '同义词组至少需要两个词'],
      [{ words: ['商场', '商场'] }, '同义词组中有重复的词'],
      [{ words: ['商场', ''] }, '同义词不能为空'],
      [{ words: ['商场', '!!!'] }, '同义词须包含文字或数字'],
      [{ words: ['商场', '购'.repeat(21)] }, '每个同义词不能超过20个字'],
      [{ words: 'x' }, '同义词组应为词语列表'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/operator/search_synonyms', headers: bearer(operator.token), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().msg).toContain(message);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/operator/search_synonyms/999999', headers: bearer(operator.token) })).statusCode).toBe(404);
  });

  it('cards carry community_type', async () => {
    const page = await search('', '');
    expect(page.data[0]?.community_type).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});
