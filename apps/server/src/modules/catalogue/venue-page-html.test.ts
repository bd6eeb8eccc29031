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

const page = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The JSON the page reads (apps/web/src/shared/api/page-data.ts), as the browser would parse it. */
function pageData(html: string): { api: string; data: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="vm-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) return null;
  const answers = (JSON.parse(match[1]!) as { answers: { api: string; data: Record<string, unknown> }[] }).answers;
  expect(answers).toHaveLength(1);
  return answers[0]!;
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
    const srcset = imageSrcSet(first);
    if (srcset) expect(preload?.[2]).toBe(` imagesrcset="${srcset}" imagesizes="600px"`);
    // The picture is asked for before the scripts; the data sits at the end of <head>.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
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
    expect(html.match(/<script/g)?.length).toBe(2); // the data and the app's module, nothing else
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; &lt;/title&gt; - 场地通</title>');
    expect(pageData(html)?.data.name).toBe(name);
  });
});

describe('GET /fieldslist (the HTML)', () => {
  it('carries the default city\'s first list page as GET /api/fields answers it, and preloads the first row\'s pictures', async () => {
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
