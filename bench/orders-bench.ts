// Order submission under load: buyers each submitting one-date orders for free (booth, date) slots
// through POST /api/orders on ONE server process (the production bundle `npm start` runs) on the
// machine's PostgreSQL, at 1, 10, 25 and 50 concurrent buyers; then, per level, the very statements
// the server sent for those orders (captured by bench/sql-capture.mjs) replayed straight through `pg`
// at the same concurrency on a copy of the same starting database, pipelined where the server pipelined
// them (decision 0025). Targets (issue 16): ≥ 300 orders/s
// with 50 buyers, p99 ≤ 250 ms, and the API at ≥ 60 % of the raw replay's orders per second.
//
// Run: npm run bench:orders -w bench
//   BENCH_PG_URL     an admin connection to the PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/postgres);
//                    the bench (re)creates vm_bench_orders_base (migrated, demo catalogue, buyers with sessions),
//                    vm_bench_orders (the server's copy) and vm_bench_orders_replay (one per level), and drops the last.
//   BENCH_REUSE_BASE use vm_bench_orders_base as a previous run left it (skips the demo seed)
//   BENCH_LEVELS     concurrent buyers per level (default 1,10,25,50)
//   BENCH_SECONDS    seconds per level, API and replay each (default 10)
//   BENCH_POOL_SIZE  passed to the server as DATABASE_POOL_SIZE when set
//   BENCH_SERVER_BUNDLE  run this server bundle instead of building apps/server/dist/main.mjs (to compare two versions)
//   BENCH_SERVER_NODE_ARGS  extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { addDays, todayInShanghai } from '../packages/domain/src/business-date';
// The server's type parsers (bigint as number, dates as strings), which the demo seed relies on.
import '../apps/server/src/platform/db/client';
import { applyMigrations } from '../apps/server/src/platform/db/migrate';
import { freePort } from '../apps/server/src/platform/db/embedded-postgres';
import { seedDemoData } from '../apps/server/src/seed/seed-demo';
import { percentile } from './raw-load';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,25,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BASE_DB = 'vm_bench_orders_base';
const SERVER_DB = 'vm_bench_orders';
const REPLAY_DB = 'vm_bench_orders_replay';
const ORDERS_PER_BUYER = 10; // MAX_UNPAID_ORDERS: a buyer then moves on to a fresh account
const BUYERS = 8000;
/** Ids the server's and the replay's databases hand out start here, so the replay can tell them from any other number. */
const SERVER_ID_FLOOR = 1_000_000_000_000;
const REPLAY_ID_FLOOR = 2_000_000_000_000;
const captureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-bench-orders-sql-'));

const dbUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const log = (line: string) => console.log(line);

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function recreate(name: string, template?: string): Promise<void> {
  await admin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
}

/** Every bigint sequence but the orders' (its value is printed in order numbers) starts at `floor`. */
async function raiseSequences(url: string, floor: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sequences = await client.query<{ name: string }>(
      `select schemaname || '.' || sequencename as name from pg_sequences where data_type = 'bigint'::regtype and sequencename <> 'orders_id_seq'`,
    );
    for (const { name } of sequences.rows) await client.query('select setval($1, $2)', [name, floor]);
  } finally {
    await client.end();
  }
}

interface Slot {
  booth: number;
  date: string;
}

/** The base database: migrations, the demo marketplace, buyers with sessions; and the free slots to order. */
async function prepareBase(): Promise<{ tokens: string[]; slots: Slot[]; booths: number[] }> {
  const url = dbUrl(BASE_DB);
  // Buyers' tokens are derived from a random salt stored with the base database, so BENCH_REUSE_BASE can use it again.
  const reuse =
    Boolean(process.env.BENCH_REUSE_BASE) &&
    (await admin(async (client) => (await client.query('select 1 from pg_database where datname = $1', [BASE_DB])).rowCount === 1));
  if (!reuse) {
    await recreate(BASE_DB);
    await applyMigrations(url);
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    if (!reuse) await seedDemoData(pool, pino({ level: 'warn' }));
    if (!reuse) await pool.query(`create table bench_salt as select $1::text as salt`, [randomBytes(16).toString('hex')]);
    const salt = (await pool.query<{ salt: string }>('select salt from bench_salt')).rows[0]!.salt;
    const tokens = Array.from({ length: BUYERS }, (_, i) => createHash('sha256').update(`${salt}:${i}`).digest('base64url'));
    const mobiles = tokens.map((_, i) => `17${String(1_000_000_000 + i).slice(1)}`);
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
    if (!reuse)
      await pool.query(
        `with buyer as (insert into users (mobile, name) select m, '压测买家' from unnest($1::text[]) as u(m) returning id, mobile)
       insert into sessions (user_id, token_hash, created_at, expires_at)
       select b.id, s.h, now(), now() + interval '30 days' from unnest($1::text[], $2::text[]) as s(m, h) join buyer b on b.mobile = s.m`,
        [mobiles, hashes],
      );
    // Day-lease booths whose price is the same every day (no weekday rules, no dated prices in the window),
    // bookable one day at a time, on sale; every date the calendar offers after the advance days.
    const today = todayInShanghai(new Date());
    const first = addDays(today, 10);
    const last = addDays(today, 85);
    const booths = await pool.query<{ id: number }>(
      `select s.id from selling_resources s
        where s.is_online and not s.is_enquiry and s.res_type_id = 1 and s.minimum_booking_days <= 1 and s.days_in_advance <= 9
          and exists (select 1 from selling_resource_prices p where p.selling_resource_id = s.id and p.lease_term_type_id = 9 and p.price > 0)
          and not exists (select 1 from price_rule_booths rb where rb.selling_resource_id = s.id)
          and not exists (select 1 from selling_resource_dated_prices dp where dp.selling_resource_id = s.id and dp.date between $1 and $2)
        order by s.id`,
      [first, last],
    );
    const closed = await pool.query<{ booth: number; date: string }>(
      `select selling_resource_id as booth, date::text as date from selling_resource_unavailable_dates where date between $1 and $2`,
      [first, last],
    );
    const shut = new Set(closed.rows.map((row) => `${row.booth}|${row.date}`));
    const slots: Slot[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      for (const { id } of booths.rows) if (!shut.has(`${id}|${day}`)) slots.push({ booth: id, date: day });
    }
    // A fixed shuffle: consecutive orders land on different booths and dates, as buyers' would.
    let state = 42;
    for (let i = slots.length - 1; i > 0; i -= 1) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      const j = state % (i + 1);
      [slots[i], slots[j]] = [slots[j]!, slots[i]!];
    }
    return { tokens, slots, booths: booths.rows.map((row) => row.id) };
  } finally {
    await pool.end();
  }
}

function startServer(url: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // The development SMS provider and payment sandbox need it in production; nothing here uses them.
    ALLOW_DEV_PROVIDERS: 'true',
    DATABASE_URL: url,
    PORT: String(port),
    SEED_DEMO: 'never',
    // One client address sends every request here; behind a proxy each buyer has its own limit.
    RATE_LIMIT_PER_MINUTE: '0',
    SQL_CAPTURE_DIR: captureDir,
  };
  if (process.env.BENCH_POOL_SIZE) env.DATABASE_POOL_SIZE = process.env.BENCH_POOL_SIZE;
  const extra = process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : [];
  const child = spawn(
    process.execPath,
    [
      ...extra,
      '--enable-source-maps',
      '--import',
      path.join(import.meta.dirname, 'sql-capture.mjs'),
      process.env.BENCH_SERVER_BUNDLE ?? 'apps/server/dist/main.mjs',
    ],
    {
      cwd: root,
      env,
      // The request log goes where production's would (a pipe nobody reads here: /dev/null); errors show.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error('server exited'));
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return resolve(child);
      setTimeout(poll, 100);
    };
    void poll();
  });
}

/** The capture of everything the server sent since the last call (bench/sql-capture.mjs). */
let dumps = 0;
async function takeCapture(server: ChildProcess): Promise<Capture> {
  const file = path.join(captureDir, `${dumps}.json`);
  dumps += 1;
  server.kill('SIGUSR2');
  for (let i = 0; i < 600 && !fs.existsSync(file); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 200)); // the write is synchronous; let it finish
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Capture;
}

interface CapturedStatement {
  t: number;
  n?: string;
  v?: (string | null)[];
  r?: unknown[][] | null;
  /** Sent without waiting for the statement before it (pipelined, in the same write). */
  p?: 1;
}
interface Capture {
  texts: string[];
  rolledBack: number;
  units: { tx: boolean; statements: CapturedStatement[] }[];
}

function orderBody(slot: Slot, total: number): string {
  return JSON.stringify({
    resources: [{ id: slot.booth, count: 1, dates: [{ term_type_id: 9, date: slot.date }] }],
    contact: '张三',
    mobile: '13812345678',
    channel: 4,
    delegated: 0,
    address: '上海市徐汇区虹桥路1号',
    point: 0,
    product: '新品饮料',
    approach_time: '08:00',
    exit_time: '20:00',
    has_build: 0,
    total_actual_price: total,
  });
}

interface LoadResult {
  orders: number;
  rps: number;
  p50: number;
  p99: number;
  failures: Record<string, number>;
}

/** `connections` buyers, each submitting orders one after another (a fresh buyer every 10 orders). */
async function submitOrders(
  base: string,
  connections: number,
  seconds: number,
  next: { slot: number; buyer: number },
  slots: Slot[],
  tokens: string[],
  totals: Map<number, number>,
): Promise<LoadResult> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let orders = 0;
  const requests = Array.from({ length: ORDERS_PER_BUYER }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/orders',
    setupRequest: (request: autocannon.Request, state: object) => {
      const context = state as { buyer?: number };
      if (i === 0 || context.buyer === undefined) context.buyer = next.buyer++;
      const slot = slots[next.slot++];
      if (!slot) throw new Error('out of free slots: lower BENCH_SECONDS');
      return {
        ...request,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[context.buyer]}` },
        body: orderBody(slot, totals.get(slot.booth)!),
      };
    },
    onResponse: (status: number, body: string) => {
      if (status === 201) orders += 1;
      else failures[`${status} ${body.slice(0, 120)}`] = (failures[`${status} ${body.slice(0, 120)}`] ?? 0) + 1;
    },
  }));
  const started = performance.now();
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration: seconds, requests }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const elapsed = (performance.now() - started) / 1000;
  return { orders, rps: orders / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), failures };
}

/** Replaces ids the server's database handed out by the ones the replay's database handed out. */
function remap(value: string | null, ids: Map<string, string>): string | null {
  if (value === null || ids.size === 0) return value;
  const direct = ids.get(value);
  if (direct !== undefined) return direct;
  // An array parameter as pg sends it: {"1000000000001","1000000000002"}.
  if (/^\{("?[0-9]+"?,)*"?[0-9]+"?\}$/.test(value)) {
    return `{${value
      .slice(1, -1)
      .split(',')
      .map((part) => {
        const bare = part.replace(/"/g, '');
        return ids.has(bare) ? `"${ids.get(bare)}"` : part;
      })
      .join(',')}}`;
  }
  return value;
}

async function replayUnit(client: pg.PoolClient | pg.Pool, capture: Capture, statements: CapturedStatement[]): Promise<void> {
  const ids = new Map<string, string>();
  const send = (statement: CapturedStatement) => {
    const text = capture.texts[statement.t]!;
    const values = statement.v?.map((value) => remap(value, ids));
    return statement.r ? client.query({ text, values, name: statement.n, rowMode: 'array' }) : client.query({ text, values, name: statement.n });
  };
  // Statements the server pipelined go out as it sent them: together, in one write, before any answer.
  const stream = 'connection' in client ? (client as unknown as pg.Client).connection.stream : undefined;
  for (let i = 0; i < statements.length;) {
    let end = i + 1;
    while (statements[end]?.p) end += 1;
    const batch = statements.slice(i, end);
    if (batch.length > 1) stream?.cork();
    const sent = batch.map(send);
    if (batch.length > 1) stream?.uncork();
    const results = await Promise.allSettled(sent);
    const failed = results.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    batch.forEach((statement, k) => {
      if (!statement.r) return;
      const rows = (results[k] as PromiseFulfilledResult<pg.QueryResult>).value.rows as unknown[][];
      statement.r.forEach((row, m) =>
        row.forEach((then, j) => {
          const now = rows[m]?.[j];
          if (typeof then === 'number' && then >= SERVER_ID_FLOOR && now !== undefined) ids.set(String(then), String(now));
        }),
      );
    });
    i = end;
  }
}

/**
 * The captured order transactions (and, for `withRequest`, each request's session and duplicate-guard
 * statements before it) from `connections` loops, each on its own connection, until done or `seconds`.
 */
async function replay(
  capture: Capture,
  connections: number,
  seconds: number,
  withRequest: boolean,
): Promise<LoadResult & { replayed: number; databaseMs: number }> {
  await recreate(REPLAY_DB, BASE_DB);
  const url = dbUrl(REPLAY_DB);
  await raiseSequences(url, REPLAY_ID_FLOOR);
  // It pipelines as the server's pool does (statements captured as pipelined are sent without waiting).
  const pool = new pg.Pool({ connectionString: url, max: connections, pipeline: true });
  // An idle connection closed by the database's drop at the end is not a failure of the replay.
  pool.on('error', () => undefined);
  const text = (statement: CapturedStatement) => capture.texts[statement.t]!;
  const orders = capture.units.filter((unit) => unit.tx && unit.statements.some((s) => /\binsert into orders\b/.test(text(s))));
  // The duplicate guard's claim; with a token it also looks the session up (one statement, no separate lookup).
  const dedupe = capture.units.filter((unit) => !unit.tx && /\binsert into request_dedupe\b/.test(text(unit.statements[0]!)));
  const sessions = capture.units.filter(
    (unit) => !unit.tx && /\bjoin \(sessions s\b/.test(text(unit.statements[0]!)) && !/request_dedupe/.test(text(unit.statements[0]!)),
  );
  // As in the API run, each loop is one buyer placing its orders one after another: the orders are
  // grouped by buyer (the first parameter of the transaction's first statement about the user).
  const buyerOf = (unit: Capture['units'][number]) => unit.statements.find((s) => s.v?.length && /\buser/.test(text(s)))?.v?.[0] ?? '';
  const queues = new Map<string, { index: number; unit: Capture['units'][number] }[]>();
  orders.forEach((unit, index) => {
    const key = buyerOf(unit);
    queues.set(key, [...(queues.get(key) ?? []), { index, unit }]);
  });
  const buyers = [...queues.values()];
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let cursor = 0;
  try {
    // Open the connections first, as the server's pool already had them.
    await Promise.all(Array.from({ length: connections }, async () => (await pool.connect()).release()));
    const before = new Map((await backends(REPLAY_DB)).map((pid) => [pid, cpuMs(pid)]));
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline && cursor < buyers.length) {
          for (const { index, unit } of buyers[cursor++]!) {
            if (performance.now() >= deadline) break;
            const begun = performance.now();
            try {
              if (withRequest) {
                if (dedupe[index]) await replayUnit(pool, capture, dedupe[index].statements);
                if (sessions[index]) await replayUnit(pool, capture, sessions[index].statements);
              }
              const client = await pool.connect();
              try {
                await replayUnit(client, capture, unit.statements);
              } catch (error) {
                await client.query('rollback').catch(() => undefined);
                throw error;
              } finally {
                client.release();
              }
              times.push(performance.now() - begun);
            } catch (error) {
              const key = String((error as Error).message).slice(0, 120);
              failures[key] = (failures[key] ?? 0) + 1;
            }
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    let databaseMs = 0;
    for (const [pid, cpu] of before) databaseMs += cpuMs(pid) - cpu;
    return {
      orders: times.length,
      replayed: orders.length,
      rps: times.length / elapsed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      failures,
      databaseMs,
    };
  } finally {
    await pool.end();
    await admin((client) => client.query(`drop database if exists ${REPLAY_DB} with (force)`));
  }
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux); 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` now (their pids, for cpuMs). */
async function backends(database: string): Promise<number[]> {
  return admin(async (client) =>
    (await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and backend_type = $2', [database, 'client backend'])).rows.map(
      (row) => row.pid,
    ),
  );
}

/** CPU used by the server process and by the database's backends while `work` runs. */
async function measureCpu<T>(
  serverPid: number | undefined,
  database: string,
  work: () => Promise<T>,
): Promise<{ result: T; serverMs: number; databaseMs: number }> {
  const before = new Map((await backends(database)).map((pid) => [pid, cpuMs(pid)]));
  const server0 = serverPid ? cpuMs(serverPid) : 0;
  const result = await work();
  const serverMs = serverPid ? cpuMs(serverPid) - server0 : 0;
  let databaseMs = 0;
  for (const pid of await backends(database)) databaseMs += cpuMs(pid) - (before.get(pid) ?? 0);
  return { result, serverMs, databaseMs };
}

/**
 * What the database's backends are doing while `work` runs: pg_stat_activity sampled every 10 ms, as
 * the share of samples per wait event ('running' = on CPU or runnable; 'idle in transaction' = waiting
 * for the application's next statement).
 */
async function sampleWaits<T>(database: string, work: () => Promise<T>): Promise<{ result: T; waits: Record<string, number> }> {
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const sampler = admin(async (client) => {
    while (running) {
      const rows = await client.query<{ what: string }>(
        `select case when state = 'active' and wait_event is null then 'running'
                     when wait_event_type = 'Client' then state || ' (waiting for the application)'
                     else coalesce(wait_event_type || ':' || wait_event, state) end as what
           from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [database],
      );
      for (const { what } of rows.rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      total += rows.rows.length;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  try {
    return {
      result: await work(),
      waits: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, Math.round((1000 * n) / Math.max(1, total)) / 10])),
    };
  } finally {
    running = false;
    await sampler;
  }
}

const fmt = (value: number) => value.toFixed(value >= 100 ? 0 : 1);

log(`load average before: ${load()} (1, 5, 15 min); ${os.cpus().length} cores`);
if (!process.env.BENCH_SERVER_BUNDLE) spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
const preparing = performance.now();
const { tokens, slots, booths } = await prepareBase();
await recreate(SERVER_DB, BASE_DB);
await raiseSequences(dbUrl(SERVER_DB), SERVER_ID_FLOOR);
log(`prepared ${BASE_DB} in ${((performance.now() - preparing) / 1000).toFixed(1)} s: ${booths.length} booths, ${slots.length} free slots, ${BUYERS} buyers`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(dbUrl(SERVER_DB), port);
const rows: string[] = [];
const report: Record<string, unknown> = {};
try {
  // Each booth's total for one date (the same every date chosen), from the server's own preview.
  const totals = new Map<number, number>();
  for (const booth of booths) {
    const response = await fetch(`${base}/api/orders/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: orderBody(
        slots.find((slot) => slot.booth === booth)!,
        1,
      ),
    });
    const total = ((await response.json()) as { result?: { total_actual_price?: number } }).result?.total_actual_price;
    if (!total) throw new Error(`no preview for booth ${booth}`);
    totals.set(booth, total);
  }
  const next = { slot: 0, buyer: 1 };
  const warm = await submitOrders(base, 10, 3, next, slots, tokens, totals);
  log(`warm-up: ${warm.orders} orders, ${Object.keys(warm.failures).length ? JSON.stringify(warm.failures) : 'no failures'}`);
  await takeCapture(server); // the previews and the warm-up are not replayed

  for (const connections of LEVELS) {
    // Every level starts from all slots free: a fast machine books more of them in a run than the
    // 90-day calendar offers (the orders stay; only their holds are released, in the bench's copy).
    await admin((client) => client.query('delete from booked_units'), dbUrl(SERVER_DB));
    next.slot = 0;
    const loadBefore = load();
    const sampled = await sampleWaits(SERVER_DB, () =>
      measureCpu(server.pid, SERVER_DB, () => submitOrders(base, connections, SECONDS, next, slots, tokens, totals)),
    );
    const measured = sampled.result;
    const api = measured.result;
    const apiLoad = load();
    const capture = await takeCapture(server);
    const raw = await replay(capture, connections, SECONDS, false);
    const rawLoad = load();
    const full = await replay(capture, connections, SECONDS, true);
    const share = (100 * api.rps) / raw.rps;
    const cpu = { server: measured.serverMs / api.orders, database: measured.databaseMs / api.orders, replayDatabase: raw.databaseMs / raw.orders };
    const statements =
      capture.units.filter((unit) => unit.tx).reduce((sum, unit) => sum + unit.statements.length, 0) /
      Math.max(1, capture.units.filter((unit) => unit.tx).length);
    report[connections] = {
      api,
      raw,
      full,
      share,
      loadBefore,
      apiLoad,
      rawLoad,
      rolledBack: capture.rolledBack,
      cpu,
      statements,
      waits: sampled.waits,
      outside: capture.units.filter((unit) => !unit.tx).length / Math.max(1, api.orders),
    };
    rows.push(
      `| ${connections} | ${fmt(api.rps)} | ${fmt(api.p50)} | ${fmt(api.p99)} | ${apiLoad} | ${fmt(raw.rps)} | ${fmt(raw.p50)} | ${fmt(raw.p99)} | ${rawLoad} | ${fmt(full.rps)} | ${share.toFixed(0)} % |`,
    );
    log(
      `${connections} buyers: API ${api.orders} orders, ${fmt(api.rps)}/s, p50 ${fmt(api.p50)} ms, p99 ${fmt(api.p99)} ms (load ${apiLoad})` +
        ` | raw transaction ${fmt(raw.rps)}/s, p50 ${fmt(raw.p50)} ms, p99 ${fmt(raw.p99)} ms (load ${rawLoad})` +
        ` | raw with session + duplicate-guard statements ${fmt(full.rps)}/s | API/raw ${share.toFixed(0)} %`,
    );
    for (const [what, failures] of [
      ['API', api.failures],
      ['raw', raw.failures],
      ['raw+request', full.failures],
    ] as const) {
      if (Object.keys(failures).length > 0) log(`  ${what} failures: ${JSON.stringify(failures)}`);
    }
    log(
      `  CPU per order: server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.database.toFixed(2)} ms (replay: ${cpu.replayDatabase.toFixed(2)} ms);` +
        ` ${statements.toFixed(1)} statements per order transaction + ${(report[connections] as { outside: number }).outside.toFixed(1)} outside it`,
    );
    log(
      `  database backends during the API run (% of samples): ${Object.entries(sampled.waits)
        .slice(0, 8)
        .map(([what, share]) => `${what} ${share}`)
        .join(', ')}`,
    );
    if (capture.rolledBack > 0) log(`  ${capture.rolledBack} transactions rolled back in the server (retried or refused)`);
  }
  log(
    '\n| buyers | API orders/s | API p50 ms | API p99 ms | load (API) | raw orders/s | raw p50 ms | raw p99 ms | load (raw) | raw incl. session + guard /s | API / raw |',
  );
  log('|---|---|---|---|---|---|---|---|---|---|---|');
  log(rows.join('\n'));
  const top = report[Math.max(...LEVELS)] as { api: LoadResult; share: number } | undefined;
  if (top) {
    const met = top.api.rps >= 300 && top.api.p99 <= 250 && top.share >= 60;
    log(`\ntarget (50 buyers: ≥ 300 orders/s, p99 ≤ 250 ms, API ≥ 60 % of raw): ${met ? 'MET' : 'NOT MET'}; load average now ${load()}`);
  }
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'orders.json'),
    JSON.stringify({ at: new Date().toISOString(), SECONDS, LEVELS, report }, null, 2),
  );
} finally {
  await new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')));
  if (process.env.BENCH_KEEP_CAPTURE) log(`captured statements kept in ${captureDir}`);
  else fs.rmSync(captureDir, { recursive: true, force: true });
}
