// The insights endpoints (issue 42, decision 0056) on 100,000 physical resources and a year of orders:
// GET /api/operator/insights (by day, city and category) and GET /api/supplier/insights (the largest supplier
// and a typical one), for the pages' default period (近30天) and a whole year, through the server.
// Targets (decision 0056), at 2 concurrent users: p95 ≤ 200 ms for the default period (近30天), ≤ 2 s for a year.
// The daily roll-up (decision 0061) is brought up to date before the measurement, as its job keeps it; each
// endpoint's first request (the `check`) computes a period's rolled part once, the measured ones read it.
// Each row also gives the CPU one request costs the server and the whole PostgreSQL cluster (parallel workers
// included), which does not depend on what else the shared machine runs.
// Run: npm run bench:insights -w bench   (BENCH_DATABASE_URL=… to use a database of your own seeded with
// `npm run seed -- --scale 100000`; otherwise bench/data/insights is seeded once, about 3 minutes, and a year of
// history is added once by this script's own setup, below, about 2–4 minutes more).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { addDays, todayInShanghai } from '../packages/domain/src/business-date';
import { startEmbeddedPostgres, freePort } from '../apps/server/src/platform/db/embedded-postgres';
import { applyMigrations } from '../apps/server/src/platform/db/migrate';
import { rollUpInsights } from '../apps/server/src/modules/insights';
import { percentile } from './raw-load';

const root = path.resolve(import.meta.dirname, '..');
/** Requests per endpoint and period (a fixed number, so a slow one is measured as well as a fast one). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
/** Requests for a whole year's period (each reads a year of rows). */
const YEAR_REQUESTS = Number(process.env.BENCH_YEAR_REQUESTS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
/** The pages' default period (近30天): p95 ≤ 200 ms; a whole year, an occasional look: p95 ≤ 2 s (decision 0056). */
const TARGET_P95_MS = 200;
const TARGET_YEAR_P95_MS = 2_000;
/** The year of history: paid and unpaid orders a day, views, cart adds and enquiries a day. */
const ORDERS_PER_DAY = Number(process.env.BENCH_ORDERS_PER_DAY ?? 1500);
const VIEWS_PER_DAY = Number(process.env.BENCH_VIEWS_PER_DAY ?? 10_000);
const CART_ADDS_PER_DAY = 2_000;
const ENQUIRIES_PER_DAY = 200;
const BUYERS = 5_000;

async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => undefined };
  const dataDir = path.join(import.meta.dirname, 'data', 'insights');
  if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    console.log('seeding 100,000 physical resources into bench/data/insights (once)…');
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--scale', '100000'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  return startEmbeddedPostgres(path.join(dataDir, 'pg'), pino({ level: 'warn' }));
}

/**
 * A year of history, set-based and once (marked by `bench_insights`): BUYERS buyers; ORDERS_PER_DAY orders a
 * day over the past 365 days (92 % paid and finished, a few recent ones still awaiting review; a quarter with
 * two lines) on booths picked with a skew towards some venues, with their earnings (10 % commission), the
 * booked unit-days, 3 % refunded; VIEWS_PER_DAY venue views, CART_ADDS_PER_DAY cart adds and ENQUIRIES_PER_DAY
 * enquiries a day. The rows are what the server's own steps would leave for the columns the insights read.
 */
async function ensureHistory(pool: pg.Pool): Promise<{ salt: string }> {
  const marked = await pool.query<{ salt: string }>(`select salt from bench_insights`).catch(() => null);
  if (marked?.rows[0]) return marked.rows[0];
  const started = Date.now();
  console.log(`adding a year of history (${ORDERS_PER_DAY} orders and ${VIEWS_PER_DAY} views a day)…`);
  const client = await pool.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const at = Date.now();
    const result = await client.query(text, values);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${((Date.now() - at) / 1000).toFixed(1)} s`);
  };
  const days = 365;
  try {
    await client.query('begin');
    await client.query(`set local synchronous_commit = off`);
    await client.query(`select setseed(0.42)`);
    await step(
      'buyers',
      `insert into users (mobile, name) select '16' || lpad(g::text, 9, '0'), '压测买家' from generate_series(1, $1::int) g on conflict do nothing`,
      [BUYERS],
    );
    await client.query(`create temp table bench_buyers as select row_number() over (order by id) as n, id from users where mobile like '16%'`);
    await client.query(
      `create temp table bench_booths as
       select row_number() over (order by id) as n, id, top_physical_id, supplier_id, lease_term_type_id, count
         from selling_resources where deleted_at is null`,
    );
    await client.query(`create temp table bench_venues as select row_number() over (order by id) as n, id from physical_resources where parent_id is null`);
    await client.query(`analyze bench_buyers; analyze bench_booths; analyze bench_venues`);
    const base = Number((await client.query(`select coalesce(max(id), 0) as m from orders`)).rows[0].m);
    // The orders: when, paid or not, by whom, one or two lines.
    await step(
      'order plan',
      `create temp table bench_plan as
       select g, t as created_at, random() < 0.92 as paid, 1 + floor(random() * $2::int)::int as buyer_n, case when random() < 0.25 then 2 else 1 end as lines
         from (select g, now() - (g % $3::int) * interval '1 day' - random() * interval '20 hours' as t from generate_series(1, $1::int) g) x`,
      [ORDERS_PER_DAY * days, BUYERS, days],
    );
    await step(
      'line plan',
      `create temp table bench_lines as
       select x.g, x.pos, b.id as booth, b.top_physical_id, b.supplier_id, b.lease_term_type_id, x.units_days, x.price * x.units_days as amount
         from (select p.g, l.pos, 1 + floor(power(random(), 2) * (select count(*) from bench_booths))::int as pick,
                      1 + floor(random() * 3)::int as units_days, (50 + floor(random() * 950))::int * 100 as price
                 from bench_plan p cross join lateral generate_series(1, p.lines) l(pos)) x
         join bench_booths b on b.n = x.pick`,
    );
    await client.query(`analyze bench_plan; analyze bench_lines`);
    await step(
      'orders',
      `insert into orders (id, order_num, user_id, status, total_amount, subsidy, total_deposit, coupon, integral, actual_fee, contact, mobile,
                           payment_mode, paid_amount, paid_at, expires_at, cancel_reason, cancelled_at, finished_at, created_at, updated_at)
       select $1::bigint + p.g, 'BI' || lpad(p.g::text, 14, '0'), b.id,
              case when not p.paid then 'cancelled' when p.created_at > now() - interval '2 days' then 'paid' else 'finished' end,
              t.amount, 0, 0, 0, 0, greatest(t.amount, 1), '压测', '13800000000',
              case when p.paid then 4 end, case when p.paid then t.amount end, case when p.paid then p.created_at + interval '10 minutes' end,
              p.created_at + interval '48 hours', case when not p.paid then 'timeout' end, case when not p.paid then p.created_at + interval '48 hours' end,
              case when p.paid and p.created_at <= now() - interval '2 days' then p.created_at + interval '10 days' end, p.created_at, p.created_at
         from bench_plan p join bench_buyers b on b.n = p.buyer_n
         join (select g, sum(amount) as amount from bench_lines group by g) t on t.g = p.g`,
      [base],
    );
    await step(
      'order items',
      `insert into order_items (order_id, order_num, position, supplier_id, selling_resource_id, top_physical_id, lease_term_type_id, units,
                                count_of_time_unit, dates, first_date, last_date, amount, subsidy, coupon, integral, payable, deposit, status,
                                field_name, size, lease_term_type_name, paid_at, reviewed_at, created_at, updated_at)
       select $1::bigint + l.g, 'BI' || lpad(l.g::text, 14, '0') || '-' || l.pos, l.pos, l.supplier_id, l.booth, l.top_physical_id, l.lease_term_type_id, 1,
              l.units_days, '[]'::jsonb, (p.created_at at time zone 'Asia/Shanghai')::date + 7, (p.created_at at time zone 'Asia/Shanghai')::date + 6 + l.units_days,
              l.amount, 0, 0, 0, l.amount, 0,
              case when not p.paid then 'cancelled' when p.created_at > now() - interval '2 days' then 'paid' else 'finished' end,
              '压测场地', '3m*3m', '天',
              case when p.paid then p.created_at + interval '10 minutes' end,
              case when p.paid and p.created_at <= now() - interval '2 days' then p.created_at + interval '10 minutes' + random() * interval '20 hours' end,
              p.created_at, p.created_at
         from bench_lines l join bench_plan p on p.g = l.g`,
      [base],
    );
    await step(
      'earnings',
      `insert into settlement_earnings (supplier_id, order_item_id, kind, gross, commission, net, rate, status, available_at, created_at, updated_at)
       select supplier_id, id, 'earning', amount, amount / 10, amount - amount / 10, 1000, 'available', paid_at + interval '10 days', paid_at, paid_at
         from order_items where order_id > $1::bigint and paid_at is not null`,
      [base],
    );
    await step(
      'booked unit-days',
      `insert into booked_units (selling_resource_id, date, held)
       select i.selling_resource_id, d::date, least(count(*), max(b.count))
         from order_items i join bench_booths b on b.id = i.selling_resource_id
         cross join lateral generate_series(i.first_date, i.last_date, interval '1 day') d
        where i.order_id > $1::bigint and i.paid_at is not null
        group by 1, 2
       on conflict do nothing`,
      [base],
    );
    await step(
      'refunds',
      `insert into payment_refunds (out_request_no, order_id, order_item_id, user_id, channel, amount, reason, status, created_at, done_at)
       select 'BIR' || i.id, i.order_id, i.id, o.user_id, 'wallet', i.amount, '压测退款', 'done', i.paid_at + interval '1 day', i.paid_at + interval '1 day'
         from order_items i join orders o on o.id = i.order_id
        where i.order_id > $1::bigint and i.paid_at is not null and random() < 0.03`,
      [base],
    );
    await step(
      'views',
      `insert into venue_views (physical_resource_id, day, visitor)
       select v.id, x.day, encode(sha256(convert_to(x.day || ':' || x.k, 'UTF8')), 'hex')
         from (select (now() at time zone 'Asia/Shanghai')::date - d as day, k, 1 + floor(power(random(), 2) * (select count(*) from bench_venues))::int as pick
                 from generate_series(0, $1::int - 1) d cross join generate_series(1, $2::int) k) x
         join bench_venues v on v.n = x.pick
       on conflict do nothing`,
      [days, VIEWS_PER_DAY],
    );
    await step(
      'cart adds',
      `insert into cart_items (user_id, selling_resource_id, line, created_at)
       select b.id, s.id, '{}'::jsonb, x.t
         from (select now() - (g % $2::int) * interval '1 day' - random() * interval '20 hours' as t,
                      1 + floor(random() * $3::int)::int as buyer_n, 1 + floor(power(random(), 2) * (select count(*) from bench_booths))::int as pick
                 from generate_series(1, $1::int) g) x
         join bench_buyers b on b.n = x.buyer_n join bench_booths s on s.n = x.pick`,
      [CART_ADDS_PER_DAY * days, days, BUYERS],
    );
    await step(
      'enquiries',
      `insert into enquiries (user_id, selling_resource_id, name, mobile, created_at)
       select b.id, s.id, '压测', '13800000000', x.t
         from (select now() - (g % $2::int) * interval '1 day' - random() * interval '20 hours' as t,
                      1 + floor(random() * $3::int)::int as buyer_n, 1 + floor(power(random(), 2) * (select count(*) from bench_booths))::int as pick
                 from generate_series(1, $1::int) g) x
         join bench_buyers b on b.n = x.buyer_n join bench_booths s on s.n = x.pick`,
      [ENQUIRIES_PER_DAY * days, days, BUYERS],
    );
    await client.query(`select setval('orders_id_seq', (select max(id) from orders))`);
    const salt = randomBytes(16).toString('hex');
    await client.query(`create table bench_insights as select $1::text as salt`, [salt]);
    await client.query('commit');
    await client.query('analyze');
    console.log(`history added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { salt };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Sessions for the operator and two suppliers (tokens derived from the stored salt). */
async function sessions(pool: pg.Pool, salt: string): Promise<{ operator: string; big: string; typical: string; bigVenues: number; typicalVenues: number }> {
  const owners = await pool.query<{ owner_id: string; venues: string }>(
    `select c.owner_id, count(*) as venues from physical_resources p join communities c on c.id = p.community_id
      where p.parent_id is null group by 1 order by 2 desc`,
  );
  const big = owners.rows[0]!;
  const typical = owners.rows[Math.floor(owners.rows.length / 2)]!;
  const operator = (await pool.query<{ id: string }>(`select id from users where 'operator' = any(roles) order by id limit 1`)).rows[0]!.id;
  const token = (who: string) => createHash('sha256').update(`${salt}:${who}`).digest('base64url');
  const tokens = { operator: token('operator'), big: token(`supplier:${big.owner_id}`), typical: token(`supplier:${typical.owner_id}`) };
  for (const [userId, value] of [
    [operator, tokens.operator],
    [big.owner_id, tokens.big],
    [typical.owner_id, tokens.typical],
  ] as const) {
    await pool.query(
      `insert into sessions (user_id, token_hash, created_at, expires_at) values ($1, $2, now(), now() + interval '30 days')
       on conflict (token_hash) do update set expires_at = excluded.expires_at, revoked_at = null`,
      [userId, createHash('sha256').update(value).digest('hex')],
    );
  }
  return { ...tokens, bigVenues: Number(big.venues), typicalVenues: Number(typical.venues) };
}

/** utime, stime, cutime and cstime of a process in ms (/proc/<pid>/stat, 100 ticks a second). */
function procTimes(pid: number): { own: number; children: number } {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { own: (Number(fields[11]) + Number(fields[12])) * 10, children: (Number(fields[13]) + Number(fields[14])) * 10 };
  } catch {
    return { own: 0, children: 0 };
  }
}

/**
 * CPU (ms) used so far by the whole PostgreSQL cluster: the postmaster, its live children (backends, parallel
 * workers) and, through the postmaster's children times, those that have exited. Differences of two readings
 * are the cluster's CPU in between, whatever else the machine runs.
 */
function clusterCpuMs(postmaster: number): number {
  const self = procTimes(postmaster);
  let live = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) === postmaster) live += procTimes(Number(entry)).own;
    } catch {
      // exited meanwhile
    }
  }
  return self.own + self.children + live;
}

async function startServer(url: string): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
    RATE_LIMIT_PER_MINUTE: '0',
    NODE_ENV: 'production',
    ALLOW_DEV_PROVIDERS: 'true',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, pid: child.pid!, stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

/** autocannon with every response time kept, so p95 is exact. */
async function httpLoad(base: string, url: string, token: string, amount: number): Promise<{ rps: number; p50: number; p95: number; errors: number }> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${url}`, connections: CONNECTIONS, amount, timeout: 60, headers: { authorization: `Bearer ${token}` } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    rps: times.length / (result.duration || 1),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const db = await database();
const setupPool = new pg.Pool({ connectionString: db.url, max: 2 });
// The server applies pending migrations at start; the history needs the tables first.
await applyMigrations(db.url);
const { salt } = await ensureHistory(setupPool);
// The roll-up job's work (decision 0061), as the server's job would have done it within a minute of start: the
// history's days are marked stale by the tables' triggers and rolled here once (a later run finds nothing to do).
{
  const started = Date.now();
  const rolled = await rollUpInsights({ pool: setupPool, clock: { now: () => new Date() } });
  console.log(`roll-up: ${rolled} days in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const tokens = await sessions(setupPool, salt);
const counts = (
  await setupPool.query<{ orders: string; items: string; views: string }>(
    `select (select count(*) from orders) as orders, (select count(*) from order_items) as items, (select count(*) from venue_views) as views`,
  )
).rows[0]!;
// The postmaster: the parent of this session's backend (the bench runs on the database's machine).
const backendPid = Number((await setupPool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
const postmaster = Number(fs.readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
await setupPool.end();
const server = await startServer(db.url);
const load = () => os.loadavg()[0]!.toFixed(2);
const today = todayInShanghai(new Date());
const periods = [
  ['近30天', addDays(today, -29), REQUESTS],
  ['近一年', addDays(today, -365), YEAR_REQUESTS],
] as const;
const scenarios: { label: string; url: (from: string) => string; token: string }[] = [
  ...(['day', 'city', 'category'] as const).map((group) => ({
    label: `operator, group_by=${group}`,
    url: (from: string) => `/api/operator/insights?from=${from}&to=${today}&group_by=${group}`,
    token: tokens.operator,
  })),
  { label: `supplier, the largest (${tokens.bigVenues} venues)`, url: (from: string) => `/api/supplier/insights?from=${from}&to=${today}`, token: tokens.big },
  {
    label: `supplier, a typical one (${tokens.typicalVenues} venues)`,
    url: (from: string) => `/api/supplier/insights?from=${from}&to=${today}`,
    token: tokens.typical,
  },
];
const rows: string[] = [];
const report: Record<string, unknown> = { counts, connections: CONNECTIONS, requests: REQUESTS, yearRequests: YEAR_REQUESTS };
let missed = false;
console.log(
  `${counts.orders} orders, ${counts.items} sub-orders, ${counts.views} views; ${CONNECTIONS} connections, ${REQUESTS} requests each (${YEAR_REQUESTS} for a year)`,
);
try {
  // BENCH_ONLY=text measures the rows whose label contains it (e.g. `group_by=day, 近30天`).
  const only = process.env.BENCH_ONLY;
  for (const scenario of scenarios) {
    for (const [name, from, amount] of periods) {
      if (only && !`${scenario.label}, ${name}`.includes(only)) continue;
      const url = scenario.url(from);
      // The first request: the period's rolled part is computed (not yet in the server's memory).
      const firstAt = performance.now();
      const check = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${scenario.token}` } });
      if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
      await check.arrayBuffer();
      const first = performance.now() - firstAt;
      const loadBefore = load();
      const [server0, db0] = [procTimes(server.pid).own, clusterCpuMs(postmaster)];
      const result = await httpLoad(server.base, url, scenario.token, amount);
      const served = amount;
      const cpu = { server: (procTimes(server.pid).own - server0) / served, database: (clusterCpuMs(postmaster) - db0) / served };
      const label = `${scenario.label}, ${name}`;
      report[label] = { ...result, firstMs: first, cpuMsPerRequest: cpu, load: [loadBefore, load()] };
      if (result.p95 > (name === '近一年' ? TARGET_YEAR_P95_MS : TARGET_P95_MS) || result.errors > 0) missed = true;
      rows.push(
        `| ${label} | ${first.toFixed(0)} | ${result.rps.toFixed(1)} | ${result.p50.toFixed(0)} | ${result.p95.toFixed(0)} | ${cpu.server.toFixed(0)} + ${cpu.database.toFixed(0)} | ${result.errors} | ${loadBefore} → ${load()} |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  await server.stop();
  await db.stop();
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'results', 'insights.json'), JSON.stringify(report, null, 2));
console.log(
  `\n| endpoint, period | first request ms | req/s | p50 ms | p95 ms | CPU ms per request (server + database) | errors | load avg |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
if (missed) {
  console.log(`a target was missed (p95 ≤ ${TARGET_P95_MS} ms for 近30天, ≤ ${TARGET_YEAR_P95_MS} ms for a year, no errors)`);
  process.exitCode = 1;
}
