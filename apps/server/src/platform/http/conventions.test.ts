import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('API conventions', () => {
  it('answers liveness cheaply and readiness with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ code: 1, msg: '', result: { status: 'ok', db: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ code: 1, msg: '', result: { status: 'ready', db: 'ok', replica: 'none' } });
  });

  it('tells the browser its run-time settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site_config' });
    expect(response.json().result.map_tile_url).toContain('{x}');
  });

  it('answers unknown /api routes with a JSON 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 404, msg: '接口不存在', result: null, error_code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and a Chinese message', async () => {
    for (const body of ['{"account":', 'not json', '[1,2', '{"a":1}}']) {
      t.clock.advance(1100);
      const response = await post('/api/auth/app_captcha', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: '请求内容不是有效的JSON', result: null, error_code: 'BAD_REQUEST' });
    }
  });

  it('answers wrong types and over-long fields with 422 and per-field Chinese messages', async () => {
    const cases: [unknown, string][] = [
      [{ account: 13800000001, usage: 3 }, 'account'],
      [{ account: ['13800000001'], usage: 3 }, 'account'],
      [{ account: '1'.repeat(5000), usage: 3 }, 'account'],
      [{ account: '13800000001', usage: 'x' }, 'usage'],
      [{ account: '13800000001', usage: 99 }, 'usage'],
      [{ account: '13800000001', captcha: '12345678901' }, 'captcha'],
    ];
    for (const [payload, field] of cases) {
      t.clock.advance(1100);
      const url = 'captcha' in (payload as object) ? '/api/auth/code-login' : '/api/auth/app_captcha';
      const response = await t.app.inject({ method: 'POST', url, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const body = response.json();
      expect(body.code).toBe(422);
      expect(body.result).toBeNull();
      expect(body.errors[field]).toMatch(/[\u4e00-\u9fa5]/);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await post('/api/auth/app_captcha', JSON.stringify({ account: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe('请求内容过大');
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await post('/api/auth/app_captcha', 'account=1', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(415);
  });

  it('sets security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the validating schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    const login = spec.paths['/api/auth/code-login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['account', 'captcha']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('duplicate POST guard', () => {
  it('refuses the same POST within 1 s with 429 1s内请勿重复请求 and changes nothing', async () => {
    t.clock.advance(1100);
    const payload = { account: '13855550001', usage: 3 };
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ code: 429, msg: '1s内请勿重复请求', result: null, error_code: 'TOO_MANY_REQUESTS' });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?account=13855550001' });
    expect(outbox.json().result).toHaveLength(1);
  });

  it('lets a different body or a different caller through', async () => {
    t.clock.advance(1100);
    const a = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: '13855550002', usage: 3 } });
    const b = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: '13855550003', usage: 3 } });
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-login',
      payload: {},
      remoteAddress: '10.7.7.7',
    });
    const d = await t.app.inject({ method: 'POST', url: '/api/auth/check-login', payload: {}, remoteAddress: '10.7.7.8' });
    expect([a.statusCode, b.statusCode, c.statusCode, d.statusCode]).toEqual([200, 200, 200, 200]);
  });

  it('lets the same POST through once the second has passed', async () => {
    t.clock.advance(1100);
    const payload = {};
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/check-login', payload })).statusCode).toBe(200);
    t.clock.advance(1001);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/check-login', payload })).statusCode).toBe(200);
  });

  it('keeps its keys out of the write-ahead log (a crash may lose a second of keys, nothing else)', async () => {
    const table = await t.deps.pool.query(`select relpersistence from pg_class where oid = 'request_dedupe'::regclass`);
    expect(table.rows[0].relpersistence).toBe('u');
  });
});

describe('rate limit', () => {
  it('answers 429 with a Chinese envelope past the per-minute limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = await limited.app.inject({ method: 'GET', url: '/api/health' });
      expect(last.json()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试', result: null });
    } finally {
      await limited.close();
    }
  });
});
