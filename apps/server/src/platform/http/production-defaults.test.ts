import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, startServerProcess } from '../../test/server-process';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { freePort } from '../db/embedded-postgres';
import { METRICS_OFF_MESSAGE, registerMetricsRoute } from '../../http/ops/metrics-route';
import { registeredRoutes } from './route-catalog';

/** A production configuration with real providers (the keys are never used: no payment is started here). */
const REAL_PROVIDERS = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  ALIPAY_MODE: 'live',
  ALIPAY_APP_ID: '2021000000000000',
  ALIPAY_PRIVATE_KEY: 'app-private-key',
  ALIPAY_PUBLIC_KEY: 'alipay-public-key',
  PUBLIC_BASE_URL: 'https://venues.example.com',
};
/** A demo install: production with the development providers explicitly allowed. */
const DEMO_INSTALL = { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' };

describe('production with real providers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(REAL_PROVIDERS);
  });
  afterAll(() => t.close());

  it('has no development endpoints, even for an operator', async () => {
    const operator = await loginAs(t, '13700009901', ['operator']);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?account=13700009901', headers: bearer(operator.token) });
    expect(outbox.statusCode).toBe(404);
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/dev/alipay-sandbox/complete',
      headers: bearer(operator.token),
      payload: { out_trade_no: 'x' },
    });
    expect(complete.statusCode).toBe(404);
    expect(t.app.printRoutes()).not.toContain('dev/');
    for (const url of ['/dev/alipay-sandbox/gateway', '/dev/alipay-sandbox/qr/x']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('does not serve /metrics without METRICS_TOKEN, and says so at the start', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const warnings: string[] = [];
    const Fastify = (await import('fastify')).default;
    const bare = Fastify();
    registerMetricsRoute(bare, t.deps.config, { warn: (message: string) => warnings.push(message) } as never);
    expect(warnings).toEqual([METRICS_OFF_MESSAGE]);
    await bare.close();
  });
});

describe('production with METRICS_TOKEN', () => {
  let t: TestContext;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    t = await createTestApp({ ...REAL_PROVIDERS, METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('serves /metrics only to the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const scraped = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds');
  });
});

describe('production demo install (ALLOW_DEV_PROVIDERS=true)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(DEMO_INSTALL);
  });
  afterAll(() => t.close());

  it('the SMS outbox answers only to an operator', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: '13700000001', usage: 3 } });
    const url = '/api/dev/sms-outbox?account=13700000001';
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ msg: '请先登录', result: null });
    const buyer = await loginAs(t, '13800009902');
    const asBuyer = await t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().result).toBeNull();
    const operator = await loginAs(t, '13700009902', ['operator']);
    const asOperator = await t.app.inject({ method: 'GET', url, headers: bearer(operator.token) });
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.json().result[0].code).toMatch(/^\d{6}$/);
  });

  it('the sandbox completion answers only to an operator', async () => {
    const payload = { out_trade_no: 'no-such-trade' };
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload })).statusCode).toBe(401);
    const buyer = await loginAs(t, '13800009903');
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', headers: bearer(buyer.token), payload })).statusCode).toBe(403);
  });

  it('every development route, /api/dev/* and the sandbox pages under /dev/*, answers a visitor 401', async () => {
    const routes = registeredRoutes(t.app).filter((route) => route.method !== 'HEAD' && (route.url.startsWith('/api/dev/') || route.url.startsWith('/dev/')));
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(['/dev/alipay-sandbox/pay', '/dev/alipay-sandbox/gateway', '/api/dev/sms-outbox']));
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z_]+/g, '1');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' ? {} : { payload: { out_trade_no: 'x', outcome: 'success' } }),
      });
      expect(response.statusCode, `${route.method} ${url} ${response.body}`).toBe(401);
    }
  });

  it('every sandbox POST page answers a visitor 401 before reading its body, whatever the body', async () => {
    const pages = registeredRoutes(t.app).filter((route) => route.method === 'POST' && route.url.startsWith('/dev/'));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const bodies = [
      {},
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=nope&x=%ZZ' },
      { headers: { 'content-type': 'application/json' }, payload: '{"out_trade_no": 12, "outcome": [1]}' },
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    ];
    for (const route of pages) {
      const url = route.url.replace(/:[a-zA-Z_]+/g, '1');
      for (const body of bodies) {
        const response = await t.app.inject({ method: 'POST', url, ...body });
        expect(response.statusCode, `POST ${url} ${JSON.stringify(body)} ${response.body}`).toBe(401);
      }
    }
  });

  it('lists no development route in the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev/') || path.startsWith('/dev/'))).toEqual([]);
  });

  it('the sandbox cashier cannot be used by a stranger to mark an order paid: only an operator’s token opens it', async () => {
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/dev/alipay-sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    const fields = { out_trade_no: 'no-such-trade', outcome: 'success' };
    expect((await t.app.inject(form(fields))).statusCode).toBe(401);
    const buyer = await loginAs(t, '13800009904');
    expect((await t.app.inject(form({ ...fields, _token: buyer.token }))).statusCode).toBe(403);
    expect((await t.app.inject({ ...form(fields), headers: { ...form(fields).headers, ...bearer(buyer.token) } })).statusCode).toBe(403);
    const operator = await loginAs(t, '13700009904', ['operator']);
    // Past the guard: the sandbox itself answers (no such trade).
    const asOperator = await t.app.inject(form({ ...fields, _token: operator.token }));
    expect(asOperator.statusCode).toBe(404);
    expect(asOperator.body).toContain('交易不存在');
    expect((await t.app.inject({ method: 'GET', url: `/dev/alipay-sandbox/gateway?_token=${operator.token}` })).statusCode).toBe(400);
  });
});

function exitOf(child: ReturnType<typeof spawnServer>): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('the start in production', () => {
  it('does not seed the demo marketplace into an empty database (SEED_DEMO=auto)', async () => {
    const database = await createTestDatabase();
    const server = await startServerProcess(database.url, { ...DEMO_INSTALL, SEED_DEMO: 'auto' });
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const counts = await client.query('select (select count(*) from users)::int as users, (select count(*) from physical_resources)::int as venues');
      await client.end();
      expect(counts.rows[0]).toEqual({ users: 0, venues: 0 });
      expect((await fetch(`${server.baseUrl}/api/dev/sms-outbox?account=13700000001`)).status).toBe(401);
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 120_000);

  it.each([
    ['demo seed with real providers', { ...REAL_PROVIDERS, SEED_DEMO: 'always' }, 'SEED_DEMO=always is refused in production'],
    ['development SMS', { NODE_ENV: 'production' }, 'SMS_PROVIDER=development is refused in production'],
    ['sandbox payments', { ...REAL_PROVIDERS, ALIPAY_MODE: 'sandbox' }, 'ALIPAY_MODE=sandbox is refused in production'],
  ])(
    'refuses an unsafe combination with one clear line (%s)',
    async (_label, env, message) => {
      const child = spawnServer('postgres://nobody@127.0.0.1:1/none', await freePort(), env);
      const { code, stderr } = await exitOf(child);
      expect(code).toBe(1);
      const lines = stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(message);
    },
    60_000,
  );
});
