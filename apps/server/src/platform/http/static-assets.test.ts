import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * The built web app is served precompressed (the build writes .br and .gz beside each text asset), with
 * hashed assets cached for a year and index.html revalidated; demo pictures are cached for 30 days.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-static-'));
const webDist = path.join(root, 'dist');
const dataDir = path.join(root, 'data');
const script = `console.log(${JSON.stringify('场地'.repeat(2000))});\n`;
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestContext;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>场地通</title></head><div id="root"></div></html>');
  // What the web build writes (apps/web/build-plugins/route-preloads.ts), with one entry the server must not trust.
  fs.writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify([
      {
        pattern: '^/fields/\\d+$',
        scripts: ['/assets/venue-detail-route-Ab12.js', '/assets/gallery-Cd34.js'],
        styles: ['/assets/venue-detail-route-Ef56.css'],
      },
      { pattern: '^/welfare$', scripts: ['https://elsewhere.example/x.js', '/assets/"><script>.js'], styles: [] },
    ]),
  );
  // What the web build writes (apps/web/build-plugins/web-routes.ts): the route table's page paths.
  fs.writeFileSync(path.join(webDist, 'web-routes.json'), JSON.stringify(['/', '/home/index', '/welfare', '/fields/:id', '/admin/comments/edit/:id']));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-B1a2c3d4.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-B1a2c3d4.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-B1a2c3d4.js.gz'), zlib.gzipSync(script));
  fs.mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'demo', 'venue-001.png'), png);
  t = await createTestApp({ WEB_DIST: webDist, DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static assets', () => {
  it.each([
    ['br, gzip, deflate', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('a hashed script asked with Accept-Encoding "%s" comes %s-encoded, immutable, varying on the encoding', async (accept, encoding, decode) => {
    const response = await get('/assets/index-B1a2c3d4.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it('a client without compression gets the plain file, same caching', async () => {
    const response = await get('/assets/index-B1a2c3d4.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html (and every deep link) is revalidated on each visit', async () => {
    for (const url of ['/', '/fields/12']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it("a landing page's HTML announces its code: modulepreload for the scripts, preload for the CSS", async () => {
    const response = await get('/fields/12?from=home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/venue-detail-route-Ab12.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/gallery-Cd34.js">');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/venue-detail-route-Ef56.css">');
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('other pages, and hints that are not our assets, get the plain index.html', async () => {
    for (const url of ['/welfare', '/fields/abc', '/home/index']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('preload');
      expect(response.body, url).not.toContain('elsewhere');
    }
  });

  it('demo pictures are cached for 30 days', async () => {
    const response = await get('/files/demo/venue-001.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=604800');
  });
});

describe('a path that names nothing (docs/spec/api.md "Hardening, second round — fixed")', () => {
  it('a missing asset or upload is a plain 404, never the app', async () => {
    for (const url of ['/assets/index-Zz99.js', '/assets/gone.css', '/files/x', '/files/demo/nothing.png', '/files/a/b/c/d/e']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
      expect(String(response.headers['content-type']), url).not.toContain('text/html');
    }
  });

  it('a page path no web route knows is the app (its 404 page) with status 404; known ones stay 200', async () => {
    for (const url of ['/no-such-page', '/fields', '/fields/1/2', '/admin/comments/edit']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/', '/home/index/', '/HOME/INDEX', '/fields/7?x=1', '/admin/comments/edit/3']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
    }
    const api = await get('/api/no-such-thing');
    expect([api.statusCode, api.json()]).toEqual([404, { code: 404, msg: '接口不存在', result: null, error_code: 'NOT_FOUND' }]);
  });
});

describe('in production with the built web app', () => {
  it('/metrics without a token, a missing asset and an unknown page answer 404', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true', WEB_DIST: webDist, DATA_DIR: dataDir });
    try {
      for (const url of ['/metrics', '/assets/missing-chunk-Q1w2.js', '/no-such-page', '/files/voucher/x']) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
      expect((await production.app.inject({ method: 'GET', url: '/home/index' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
