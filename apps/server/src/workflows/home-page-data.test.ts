import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CARD_IMAGE_SIZES, imageSrcSet } from '@vm/domain/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from '../modules/catalogue/catalogue-fixture';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

/**
 * /home/index as the browser first asks for it: the HTML carries the answers the module tabs ask for
 * first, as a visitor gets them, and preloads the first tab's venue pictures (decision 0030).
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-home-html-'));
const INDEX =
  '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <title>场地通 - 线下推广场地预订平台</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestContext;
let operator: { token: string };

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST: webDist });
  const supplier = await loginAs(t, '13900000001', ['property']);
  operator = await loginAs(t, '13700000001', ['operator']);
  await seedTestCatalogue(t.deps.pool, supplier.userId);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

type Answer = { api: string; data: unknown };

async function landingAnswers(url = '/home/index'): Promise<{ answers: Answer[] | null; html: string }> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const match = /<script type="application\/json" id="vm-page-data">([\s\S]*?)<\/script>/.exec(response.body);
  return { answers: match ? (JSON.parse(match[1]!) as { answers: Answer[] }).answers : null, html: response.body };
}

/** Each answer in the HTML is what GET of its path gives a visitor. */
async function expectSameAsApi(answers: Answer[]) {
  for (const answer of answers) {
    const api = await t.app.inject({ method: 'GET', url: answer.api });
    expect(api.statusCode, answer.api).toBe(200);
    expect(answer.data, answer.api).toEqual(api.json().result);
  }
}

describe('GET /home/index (the HTML)', () => {
  it("carries the module list, the categories, the trading areas and the first category's venues, and preloads their pictures", async () => {
    const { answers, html } = await landingAnswers();
    expect(answers?.map((answer) => answer.api)).toEqual([
      '/api/home_modules',
      '/api/categories',
      '/api/regions/trading_areas?city_id=90',
      // The first tab is 按类型找场地 and its first venue category (中庭, id 1) is chosen.
      '/api/fields?city_ids=90&page=1&page_size=4&category_ids=1',
    ]);
    await expectSameAsApi(answers!);
    const venues = (answers![3]!.data as { data: { community_img: { pic_url: string } }[] }).data;
    expect(venues.length).toBeGreaterThan(0);
    const preloads = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"([^>]*)>/g)];
    expect(preloads.map((preload) => preload[1])).toEqual(venues.map((venue) => venue.community_img.pic_url));
    for (const preload of preloads) {
      const srcset = imageSrcSet(preload[1]!);
      expect(preload[2]).toBe(srcset ? ` imagesrcset="${srcset}" imagesizes="${CARD_IMAGE_SIZES}"` : '');
    }
  });

  it("follows the operators' module order: a subsidy tab first lists subsidised venues", async () => {
    const modules = (await t.app.inject({ method: 'GET', url: '/api/home_modules' })).json().result as { key: string; enabled: boolean }[];
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/content_blocks/home_modules',
      headers: { authorization: `Bearer ${operator.token}` },
      payload: [{ ...modules[0]!, enabled: false }, modules[2], modules[1], modules[3]],
    });
    expect(saved.statusCode).toBe(200);
    const { answers } = await landingAnswers();
    expect(answers?.[3]?.api).toBe('/api/fields?city_ids=90&page=1&page_size=4&has_subsidy=1');
    await expectSameAsApi(answers!);
  });

  it("draws its first screen in the HTML: the banner, the tabs with the first tab's choices and its venues (decision 0041)", async () => {
    const { answers, html } = await landingAnswers();
    const screen = /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(screen).toMatch(/^<div class="fs" data-first-screen>/);
    expect(screen).toContain('<h1>找推广场地，就上场地通</h1>');
    expect(screen).toContain('<form class="fs-hsearch" action="/fieldslist" method="get">');
    const tabs = /<div class="fs-tabs"><div>([\s\S]*?)<\/div>/.exec(screen)?.[1];
    expect(tabs).toBe('<span class="fs-on">补贴场地</span><span>热门商圈</span><span>免押金</span>'); // the order the test above saved
    const venues = (answers![3]!.data as { data: { top_physical_id: number; name: string }[] }).data;
    const cards = [...screen.matchAll(/<a class="fs-card" href="\/fields\/(\d+)">[\s\S]*?<h3 class="fs-name">([^<]*)<\/h3>/g)];
    expect(cards.map((card) => [Number(card[1]), card[2]])).toEqual(venues.map((venue) => [venue.top_physical_id, venue.name]));
    expect(html).toContain('<style>.fs{display:none}');
  });

  it("draws the first category's choices when the category tab comes first", async () => {
    const modules = (await t.app.inject({ method: 'GET', url: '/api/home_modules' })).json().result as { key: string; enabled: boolean }[];
    const categoryFirst = [...modules.filter((module) => module.key === 'category'), ...modules.filter((module) => module.key !== 'category')].map(
      (module) => ({ ...module, enabled: true }),
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/content_blocks/home_modules',
      headers: { authorization: `Bearer ${operator.token}` },
      payload: categoryFirst,
    });
    expect(saved.statusCode).toBe(200);
    const { answers, html } = await landingAnswers();
    const categories = (answers![1]!.data as { name: string; kind: string }[]).filter((category) => category.kind === 'venue').slice(0, 6);
    const subs = /<div class="fs-subs">([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(subs).toBe(
      categories.map((category, index) => (index === 0 ? `<span class="fs-on">${category.name}</span>` : `<span>${category.name}</span>`)).join(''),
    );
  });

  it('a home page with a query string gets the plain page', async () => {
    expect((await landingAnswers('/home/index?from=ad')).answers).toBeNull();
  });
});
