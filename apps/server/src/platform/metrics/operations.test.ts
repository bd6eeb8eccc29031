import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../../modules/orders/test/order-fixtures';
import { givePayPassword } from '../../modules/payments/test/payment-fixtures';
import type { CatalogueFixture } from '../../modules/catalogue/catalogue-fixture';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import { startIntervalJobs } from '../jobs/interval-jobs';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line of the exposition (0 when the series has no sample yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics and the health checks', () => {
  let t: TestContext;
  let f: CatalogueFixture;
  let supplierToken: string;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    ({ f, supplierToken } = await seedOrderCatalogue(t));
  });
  afterAll(() => t.close());

  it('asks for the metrics token when one is set', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401, msg: '需要监控令牌', result: null });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-metrics-token' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
  });

  it('times requests by route pattern and status, and reports the pool', async () => {
    await t.app.inject({ method: 'GET', url: `/api/fields/${f.venues.P1}` });
    await t.app.inject({ method: 'GET', url: '/api/fields/999999' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/fields/:top_physical_id",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/fields/:top_physical_id",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`route="/api/fields/${f.venues.P1}"`);
    expect(text).toMatch(/db_pool_connections\{pool="primary",state="total"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{pool="primary",state="idle"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{pool="primary",state="waiting"\} \d+/);
    expect(text).toContain('# TYPE job_runs_total counter');
    expect(text).toContain('# TYPE job_duration_seconds histogram');
  });

  it('counts each order submitted, paid and refund recorded once, after the commit', async () => {
    const before = await scrape();
    const buyer = await newBuyer(t, { balance: 1_000_000 });
    const password = await givePayPassword(t, buyer.userId);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-10'])]));
    t.clock.advance(1100);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/pay`,
      headers: bearer(buyer.token),
      payload: { payment_mode: 4, password },
    });
    expect(paid.statusCode).toBe(200);
    t.clock.advance(1100);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/pay`,
      headers: bearer(buyer.token),
      payload: { payment_mode: 4, password },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const item = (await t.deps.pool.query<{ id: number }>('select id from order_items where order_id = $1', [orderId])).rows[0]!;
    t.clock.advance(1100);
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/order_items/${item.id}/deny`,
      headers: bearer(supplierToken),
      payload: { reason: '档期冲突' },
    });
    expect(denied.statusCode).toBe(200);
    // A refused order (a date already past) counts nothing.
    t.clock.advance(1100);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(buyer.token),
      payload: { ...orderBody([dayLine(f.booths.S6, ['2026-01-01'])]), total_actual_price: 150000 },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    const after = await scrape();
    expect(sample(after, 'orders_submitted_total') - sample(before, 'orders_submitted_total')).toBe(1);
    expect(sample(after, 'payments_total{mode="balance"}') - sample(before, 'payments_total{mode="balance"}')).toBe(1);
    // A rejected sole line refunds the line and then the rest of the order: one count per refund recorded.
    const refunds = (await t.deps.pool.query<{ n: number }>(`select count(*)::int as n from payment_refunds where order_id = $1`, [orderId])).rows[0]!.n;
    expect(refunds).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'refunds_total{channel="wallet"}') - sample(before, 'refunds_total{channel="wallet"}')).toBe(refunds);
  });

  it('counts job runs and their durations', async () => {
    let runs = 0;
    const stop = startIntervalJobs(
      [
        { name: 'test-ok', everyMs: 5, run: async () => void (runs += 1) },
        { name: 'test-failing', everyMs: 5, run: async () => Promise.reject(new Error('boom')) },
      ],
      pino({ level: 'silent' }),
    );
    await expect.poll(async () => sample(await scrape(), 'job_runs_total{job="test-failing",outcome="failed"}'), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(async () => sample(await scrape(), 'job_runs_total{job="test-ok",outcome="ok"}'), { timeout: 10_000 }).toBeGreaterThan(0);
    await stop();
    const stoppedAt = runs;
    const text = await scrape();
    expect(sample(text, 'job_duration_seconds_count{job="test-ok"}')).toBe(sample(text, 'job_runs_total{job="test-ok",outcome="ok"}'));
    // Stopped means stopped: no run starts after the stop resolved.
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(stoppedAt);
  });

  it('readiness and the health check both check the database', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const pool = t.deps.pool;
    const dead = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    dead.on('error', () => undefined);
    t.deps.pool = dead;
    try {
      const down = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 503, msg: '数据库暂不可用', result: null });
      // docs/spec/api.md (fixed): /api/health says ok only once the database answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      t.deps.pool = pool;
      await dead.end();
    }
    t.deps.lifecycle!.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().msg).toBe('服务正在停止，请稍后重试');
      expect(draining.headers.connection).toBe('close');
    } finally {
      t.deps.lifecycle!.draining = false;
    }
  });
});

describe('DATABASE_READ_URL', () => {
  let t: TestContext;
  let f: CatalogueFixture;
  beforeAll(async () => {
    t = await createTestApp({}, { readPool: true });
    ({ f } = await seedOrderCatalogue(t));
  });
  afterAll(() => t.close());

  it('serves catalogue display reads from the read pool and keeps orders on the primary', async () => {
    const readPool = t.deps.readPool!;
    expect(readPool).toBeDefined();
    const readsBefore = (
      await readPool.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where application_name = 'venue-marketplace-read'`)
    ).rows[0]!.n;
    expect(readsBefore).toBeGreaterThanOrEqual(1);

    // Each display read is answered, and each one goes through the read pool (a query counter on it).
    let readQueries = 0;
    const query = readPool.query.bind(readPool);
    readPool.query = ((...args: Parameters<typeof query>) => {
      readQueries += 1;
      return query(...args);
    }) as typeof readPool.query;
    try {
      for (const url of [
        '/api/fields?city_ids=90',
        `/api/fields/${f.venues.P1}`,
        `/api/selling_resources/${f.booths.S6}/calendar?start=2026-12-01&end=2026-12-31&lease_term_type_id=9`,
        '/api/fast/search?city_id=90&keyword=广场',
      ]) {
        const before = readQueries;
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(readQueries, url).toBeGreaterThan(before);
      }
      // The order's transaction runs on the primary: submitting works, the read pool sees no write.
      const before = readQueries;
      const buyer = await newBuyer(t);
      await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-10'])]));
      expect(readQueries).toBe(before);
    } finally {
      readPool.query = query;
    }
    // The read pool's sessions are read-only: a write sent there by mistake fails.
    await expect(readPool.query('create table should_not_exist (id int)')).rejects.toThrow(/read-only/);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json().result).toEqual({ status: 'ready', db: 'ok', replica: 'ok', replica_lag_ms: 0 });
  });
});
