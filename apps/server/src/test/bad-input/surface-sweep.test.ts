import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-app';
import { expectRefused } from './sweep-harness';

/**
 * Issue 25 across the whole API surface (every operation of the OpenAPI document, with a caller who holds
 * every role, so each request reaches the body): a deeply nested body, broken text (a lone UTF-16
 * surrogate), sloppy path ids and impossible dates in the query are refused with a Chinese 4xx; none
 * answers 5xx. The endpoint sweeps beside this file try the same on their endpoints' own fields.
 */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t, '13700259901', ['business', 'property', 'operator', 'agent'])).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
async function operations(): Promise<{ method: Method; path: string }[]> {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map((method) => ({ method: method.toUpperCase() as Method, path })),
  );
}

const send = (method: Method, url: string, body?: string) => {
  // Past the duplicate-POST window, so every case reaches its checks.
  t.clock.advance(1100);
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: body }),
  });
};
const noServerError = (response: { statusCode: number; body: string }, label: string) =>
  expect.soft(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);

describe('the whole API surface', () => {
  it('refuses a 6,000-level body and a lone surrogate on every operation that takes a body', async () => {
    let checked = 0;
    for (const { method, path } of await operations()) {
      if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') continue;
      if (path.startsWith('/api/payments/alipay/notify')) continue; // a form post from the gateway, not JSON
      const url = path.replace(/\{[^}]+\}/g, '1');
      const deep = await send(method, url, '['.repeat(6000) + ']'.repeat(6000));
      expectRefused(deep, `${method} ${path} deep nesting`, [400]);
      const broken = await send(method, url, JSON.stringify({ name: 'a\ud800', text: '\udfff', items: [{ note: 'x\ud83d' }] }));
      expectRefused(broken, `${method} ${path} lone surrogate`, [422]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(80);
  });

  it('refuses sloppy path ids (" 1", "01", "1.0", "1 ") on every operation with one', async () => {
    let checked = 0;
    for (const { method, path } of await operations()) {
      if (!/\{[a-z_]*id\}/.test(path)) continue;
      for (const id of ['%201', '01', '1.0', '1%20', '+1', '0x1']) {
        const url = path.replace(/\{[a-z_]*id\}/g, id).replace(/\{[^}]+\}/g, '1');
        const response = await send(method, url, method === 'GET' || method === 'DELETE' ? undefined : '{}');
        expectRefused(response, `${method} ${path} id=${id}`, [404, 422]);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('answers impossible dates in the query with a 4xx or ignores them, never a 5xx', async () => {
    for (const { method, path } of await operations()) {
      if (method !== 'GET' || path.includes('/dev/')) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const query of ['start=2026-02-30&end=2026-13-01', 'date=2026-02-30&date_from=2026-04-31&date_to=2026-00-01', 'month=2026-13']) {
        const response = await send(method, `${url}?${query}`);
        noServerError(response, `GET ${path}?${query}`);
        if (response.statusCode === 422) expectRefused(response, `GET ${path}?${query}`, [422]);
      }
    }
  });
});
