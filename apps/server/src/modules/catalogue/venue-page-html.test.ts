import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANDING_VENUE_LIST_API } from '@vm/contracts/page-data';
import { CARD_IMAGE_SIZES, imageSrcSet } from '@vm/domain/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from './catalogue-fixture';

/**
 * /fields/{id} as the browser first asks for it: the HTML carries the visitor's answer of
 * GET /api/fields/{id}, the venue's title and a preload of the gallery's first picture (decision 0027).
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-venue-html-'));
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>场地通 - 线下推广场地预订平台</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST: webDist });
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The JSON the page reads (apps/web/src/shared/api/page-data.ts), as the browser would parse it. */
function pageData(html: string): { api: string; data: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="vm-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) return null;
  const answers = (JSON.parse(match[1]!) as { answers: { api: string; data: Record<string, unknown> }[] }).answers;
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

/** What the server wrote inside `#root`: the first screen's copy (decision 0041), '' for none. */
function firstScreenOf(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div>\n {2}<\/body>/.exec(html)?.[1] ?? '';
}

describe('GET /fields/{id} (the HTML)', () => {
  it('carries the venue as GET /api/fields/{id} answers a visitor, its title and its first picture', async () => {
    const response = await page(`/fields/${f.venues.P1}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const api = (await t.app.inject({ method: 'GET', url: `/api/fields/${f.venues.P1}` })).json().result;
    expect(pageData(html)).toEqual({ api: `/api/fields/${f.venues.P1}`, data: api });
    expect(html).toContain('<title>港汇广场一楼中庭 - 场地通</title>');
    const first = api.physical_resource_imgs[0].pic_url as string;
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"([^>]*)>/.exec(html);
    expect(preload?.[1]).toBe(first);
    // The fixture's first photo is a demo picture, which has variants: the preload offers them as the gallery does.
    const srcset = imageSrcSet(first);
    expect(srcset).toMatch(/ 320w, .+ 640w, .+ 1280w$/);
    expect(preload?.[2]).toBe(` imagesrcset="${srcset}" imagesizes="600px"`);
    // The picture is asked for before the scripts (their starter, decision 0041); the data sits at the end of <head>.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script async src="/first-screen-boot.js"'));
    expect(html.indexOf('id="vm-page-data"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('comes compressed as the browser accepts, and the same once decoded', async () => {
    const plain = (await page(`/fields/${f.venues.P1}`)).body;
    const br = await page(`/fields/${f.venues.P1}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page(`/fields/${f.venues.P1}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('a venue that does not exist, or an id that is not one, gets the plain page (it shows its own 404)', async () => {
    for (const url of ['/fields/2147483000', '/fields/99999999999', '/fields/0x10', '/fields/12abc']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('a name that tries to close the script or the title stays data', async () => {
    const name = '</script><script>alert(1)</script><!-- & </title>';
    await t.deps.pool.query('update physical_resources set name = $1 where id = $2', [name, f.venues.P2]);
    const html = (await page(`/fields/${f.venues.P2}`)).body;
    expect(html.match(/<script/g)?.length).toBe(2); // the data and the app's starter, nothing else
    expect(firstScreenOf(html)).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; &lt;/title&gt;</h1>');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; &lt;/title&gt; - 场地通</title>');
    expect(pageData(html)?.data.name).toBe(name);
  });
});

describe('GET /fieldslist (the HTML)', () => {
  it("carries the default city's first list page as GET /api/fields answers it, and preloads the first row's pictures", async () => {
    const response = await page('/fieldslist');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const api = (await t.app.inject({ method: 'GET', url: LANDING_VENUE_LIST_API })).json().result;
    expect(api.data.length).toBeGreaterThan(0);
    expect(pageData(html)).toEqual({ api: LANDING_VENUE_LIST_API, data: api });
    const preloads = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"([^>]*)>/g)];
    const firstRow = (api.data as { community_img: { pic_url: string } }[]).slice(0, 4).map((venue) => venue.community_img.pic_url);
    expect(preloads.map((preload) => preload[1])).toEqual(firstRow);
    for (const preload of preloads) {
      const srcset = imageSrcSet(preload[1]!);
      expect(preload[2]).toBe(srcset ? ` imagesrcset="${srcset}" imagesizes="${CARD_IMAGE_SIZES}"` : '');
    }
    expect(html).toContain('<title>场地通 - 线下推广场地预订平台</title>');
  });

  it('a list with filters in its URL gets the plain page (the page asks for its own)', async () => {
    for (const url of ['/fieldslist?city_ids=52', '/fieldslist?keyword=%E5%B9%BF%E5%9C%BA', '/fieldslist/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(pageData(response.body), url).toBeNull();
    }
  });
});

describe('the first screen drawn by the HTML (decision 0041)', () => {
  it("/fields/{id}: the venue's name, place and labels and the gallery's first photo with its srcset, styled for phones only", async () => {
    const html = (await page(`/fields/${f.venues.P1}`)).body;
    const api = (await t.app.inject({ method: 'GET', url: `/api/fields/${f.venues.P1}` })).json().result;
    const screen = firstScreenOf(html);
    expect(screen).toMatch(/^<div class="fs" data-first-screen="visitor"><header class="fs-h">/); // a buyer's app removes it
    expect(screen).toContain('<a href="/home/index">首页</a><i>&gt;</i><a href="/fieldslist">找场地</a><i>&gt;</i>港汇广场一楼中庭</nav>');
    expect(screen).toContain('<h1>港汇广场一楼中庭</h1>');
    expect(screen).toContain(`<p>${api.community.name} · ${api.community.district_name}`);
    for (const label of api.community.labels as { name: string }[]) expect(screen).toContain(`<li>${label.name}</li>`);
    const first = api.physical_resource_imgs[0].pic_url as string;
    const srcset = imageSrcSet(first);
    expect(screen).toContain(srcset ? `<img src="${first}" srcset="${srcset}" sizes="600px"` : `<img src="${first}"`);
    // Its style: hidden from md up, drawn below it.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style.startsWith('.fs{display:none}\n@media (max-width:767.98px){\n.fs{display:block}')).toBe(true);
    // The app's module is started by first-screen-boot.js, which gets it and its hints.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script async src="/first-screen-boot.js" data-entry="/assets/index-Ab12.js" data-preloads="" data-city="90"></script>');
  });

  it("/fieldslist: the filter and sort bars and the first six cards in the list's order, with their pictures and links", async () => {
    const html = (await page('/fieldslist')).body;
    const api = (await t.app.inject({ method: 'GET', url: LANDING_VENUE_LIST_API })).json().result;
    const screen = firstScreenOf(html);
    expect(screen).toContain('<div class="fs-filter">筛选</div><div class="fs-sorts"><span class="fs-on">默认</span><span>价格</span>');
    const cards = [
      ...screen.matchAll(/<a class="fs-card" href="\/fields\/(\d+)"><div class="fs-media">(<img [^>]*>)?[\s\S]*?<h3 class="fs-name">([^<]*)<\/h3>/g),
    ];
    const venues = (api.data as { top_physical_id: number; name: string; community_img: { pic_url: string } }[]).slice(0, 6);
    expect(cards.map((card) => [Number(card[1]), card[3]])).toEqual(venues.map((venue) => [venue.top_physical_id, venue.name]));
    cards.forEach((card, index) => {
      const picture = venues[index]!.community_img.pic_url;
      const srcset = imageSrcSet(picture);
      expect(card[2]).toBe(
        `<img src="${picture}"${srcset ? ` srcset="${srcset}" sizes="${CARD_IMAGE_SIZES}"` : ''} alt="${venues[index]!.name}" fetchpriority="high">`,
      );
    });
  });

  it("a page the server does not prepare has an empty #root and the app's own module script", async () => {
    for (const url of ['/fields/2147483000', '/fieldslist?keyword=%E5%B9%BF%E5%9C%BA']) {
      const html = (await page(url)).body;
      expect(firstScreenOf(html), url).toBe('');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
      expect(html, url).not.toContain('first-screen-boot');
    }
  });
});
