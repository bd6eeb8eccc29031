import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../app';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { MAX_JSON_DEPTH } from './json-body-limits';

/**
 * Issue 25 (docs/spec/api.md "Hardening — fixed"), as an attacker would try it: hostile bodies, broken text,
 * impossible dates, sloppy ids, anonymous and wrong-role callers, headers. Each case failed before its fix.
 */
let t: TestContext;
let buyer: { userId: number; token: string };
let operator: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  buyer = await loginAs(t, '13800250001');
  operator = await loginAs(t, '13700250001', ['operator']);
});
afterAll(async () => {
  await t.close();
});

const CHINESE = /[\u4e00-\u9fa5]/;
const post = (url: string, payload: string | object, token?: string) => {
  t.clock.advance(1100);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? bearer(token) : {}) };
  return t.app.inject({ method: 'POST', url, headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
};
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** About 6,000 levels in 12 KB, as the probe sent. */
const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('deeply nested JSON', () => {
  it('is refused with 400 and a Chinese message on any JSON POST, logged in or not', async () => {
    for (const [url, token] of [
      ['/api/auth/password-login', undefined],
      ['/api/cart_items', buyer.token],
      ['/api/operator/coupons', operator.token],
    ] as const) {
      for (const body of [deepArrays(6000), deepObjects(3000), `{"account":"13800000001","password":${deepArrays(200)}}`]) {
        const response = await post(url, body, token);
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 400, msg: '请求内容层级过深，请检查后重试', result: null });
      }
    }
  });

  it(`accepts up to ${MAX_JSON_DEPTH} levels (validation then answers as usual)`, async () => {
    const response = await post('/api/auth/password-login', deepArrays(MAX_JSON_DEPTH));
    expect(response.statusCode).toBe(422);
    const strings = await post(
      '/api/auth/password-login',
      JSON.stringify({ account: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', password: '{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{' }),
    );
    expect(strings.statusCode, strings.body).not.toBe(400);
  });

  it('ten hostile bodies in parallel leave /api/health answering fast', async () => {
    const healthy: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      await get('/api/health');
      healthy.push(performance.now() - started);
    }
    const hostile = Array.from({ length: 10 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
        payload: deepArrays(6000 + i),
      }),
    );
    const started = performance.now();
    const health = await get('/api/health');
    const underAttack = performance.now() - started;
    const answers = await Promise.all(hostile);
    expect(health.statusCode).toBe(200);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(400));
    // Before the bound: ten bodies blocked the event loop for 4.4 s. A generous bound, not a tight timer.
    expect(underAttack).toBeLessThan(Math.max(500, 20 * Math.max(...healthy)));
  });
});

describe('broken text and impossible dates', () => {
  it('refuses a lone UTF-16 surrogate in any body field with 422 naming the field', async () => {
    const cases: [string, object, string, string][] = [
      ['/api/additional_info', { order_id: 1, product: 'a\ud800b' }, buyer.token, 'product'],
      ['/api/operator/coupons', { text: '\udc00满减' }, operator.token, 'text'],
      ['/api/auth/password-login', { account: '13800000001', password: 'x\ud83d' }, '', 'password'],
      ['/api/cart_items', { items: [{ note: '\ud800' }] }, buyer.token, 'items.0.note'],
      ['/api/cart_items', { ['k\ud800']: 1 }, buyer.token, 'k\ud800'],
    ];
    for (const [url, payload, token, field] of cases) {
      const response = await post(url, payload, token || undefined);
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(response.json().msg).toBe('内容含有无效字符（不完整的文字编码），请删除后重试');
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    // A whole pair (an emoji) is fine: it passes on to validation.
    expect((await post('/api/auth/password-login', { account: '13800000001', password: '密码😀' })).json().msg).not.toContain('无效字符');
  });

  it('refuses impossible calendar dates in queries and bodies with 422', async () => {
    for (const url of [
      '/api/operator/orders?start=2026-02-30',
      '/api/operator/orders?end=2026-13-01',
      '/api/operator/orders/export?start=2026-02-29',
      '/api/operator/audit_logs?start=2026-04-31',
      '/api/operator/audit_logs?end=2026-00-10',
    ]) {
      const response = await get(url, operator.token);
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(response.json().msg).toBe(`${/\d{4}-\d{2}-\d{2}/.exec(url)![0]} 不是有效日期`);
    }
    // A leap day is a real date.
    expect((await get('/api/operator/orders?start=2028-02-29', operator.token)).statusCode).toBe(200);
    const body = await post('/api/enquiry_information', { sid: 1, dates: ['2026-02-30'] }, buyer.token);
    expect(body.statusCode).toBe(422);
    expect(body.json().errors['dates.0']).toBe('2026-02-30 不是有效日期');
  });
});

describe('path ids are canonical decimals', () => {
  it('" 1", "019", "19.0", "19 " name no record, everywhere', async () => {
    const person = await loginAs(t, '13800250002');
    for (const id of [
      '%20' + person.userId,
      `0${person.userId}`,
      `${person.userId}.0`,
      `${person.userId}%20`,
      `+${person.userId}`,
      `0x${person.userId.toString(16)}`,
    ]) {
      const freeze = await post(`/api/operator/users/${id}/freeze`, {}, operator.token);
      expect([404, 422], `${id} ${freeze.body}`).toContain(freeze.statusCode);
      expect(freeze.json().msg).toMatch(CHINESE);
      const venue = await get(`/api/fields/${id}`);
      expect([404, 422], `${id} ${venue.body}`).toContain(venue.statusCode);
    }
    const frozen = await t.deps.pool.query('select frozen_at from users where id = $1', [person.userId]);
    expect(frozen.rows[0].frozen_at).toBeNull();
  });
});

describe('authentication, then authorisation, then the body', () => {
  it('every endpoint documented as needing a login answers a visitor 401 请先登录 whatever the body', async () => {
    const spec = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.security?.length) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: `${url}?page=abc&start=2026-02-30`,
          headers: { 'content-type': 'application/json' },
          payload: method === 'get' || method === 'delete' ? undefined : '{"bad": [1, {"x": null}]}',
        });
        expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(401);
        expect(response.json().msg).toBe('请先登录');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('supplier endpoints answer a buyer 403 before looking at the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/communities'],
      ['PUT', '/api/communities/1'],
      ['POST', '/api/managed_resources'],
      ['GET', '/api/managed_resources?page=abc'],
      ['POST', '/api/price_rules'],
      ['POST', '/api/supplier_enquiries/1/quote'],
      ['POST', '/api/order_items/1/approve'],
      ['POST', '/api/child_accounts'],
      ['GET', '/api/supplier_home/occupancy?month=bad'],
    ] as const) {
      t.clock.advance(1100);
      const response = await t.app.inject({
        method,
        url,
        headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{"name": 5}',
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
      expect(response.json().msg).toBe('当前账号无权进行此操作');
    }
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy and no plain-http form-action', async () => {
    const response = await get('/api/health');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/form-action 'self' https:(;|$)/);
    expect(csp).not.toMatch(/form-action[^;]*http:/);
  });
});
