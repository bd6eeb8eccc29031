// Scale-out, measured and rolled (issue 41, decision 0050): a real primary and streaming replica
// (scripts/replica-test-cluster.mjs), two web processes (WORKER=off) and one notification worker behind
// nginx (scripts/scale-out-stack.mjs with deploy/nginx.conf), the demo marketplace and 8,000 buyers.
//
// 1. Capacity: catalogue reads alone, then order submissions alone, through nginx; CPU seconds of each
//    web process, nginx, the primary and the replica (from /proc), the replica's lag (readiness) under
//    the order load.
// 2. Rolling restart under load: readers and buyers keep going while web1 then web2 are taken out of
//    nginx's upstream (a reload), get SIGTERM and
//    are started again, and the worker is killed (SIGKILL) while the SMS gateway holds messages in
//    flight, then started again. Every request must answer 2xx; every order answered 201 exists once and
//    no order exists that was not answered; every message reaches the gateway, none is lost, and
//    a message the killed worker had in flight comes again with the same Idempotency-Key (the gateway
//    delivers it once).
//
// Run: npm run bench:scale-out -w bench   (needs PostgreSQL binaries and nginx; prints a summary, exits 1 on a failure)
//   SCALE_SECONDS      seconds per capacity phase (default 15)
//   SCALE_CONNECTIONS  concurrent clients per capacity phase (default 16)
//   SCALE_SKIP_CAPACITY skip the capacity phases (only the rolling restart)
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { addDays, todayInShanghai } from '../packages/domain/src/business-date';
import '../apps/server/src/platform/db/client';
import { applyMigrations } from '../apps/server/src/platform/db/migrate';
import { seedDemoData } from '../apps/server/src/seed/seed-demo';
// @ts-expect-error -- plain ES module scripts shared with the command line
import { startReplicaCluster } from '../scripts/replica-test-cluster.mjs';
// @ts-expect-error -- plain ES module scripts shared with the command line
import { freePort, startStack } from '../scripts/scale-out-stack.mjs';
import { percentile } from './raw-load';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 16);
const BUYERS = 8000;
const ORDERS_PER_BUYER = 10;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadavg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

interface Cluster {
  primaryUrl: string;
  replicaUrl: string;
  dir: string;
  stop(): Promise<void>;
}
interface Stack {
  baseUrl: string;
  webPorts: number[];
  web: { pid: number }[];
  worker: { pid: number };
  dir: string;
  rollWeb(index: number, options?: { outOfUpstream?: boolean }): Promise<{ exitCode: number | null; ms: number }>;
  killWorker(signal?: string): Promise<void>;
  startWorker(): void;
  stop(): Promise<void>;
}

log(`load average ${loadavg()} (1, 5, 15 min); ${os.cpus().length} cores`);
const cluster = (await startReplicaCluster({ log })) as Cluster;
const primary = new pg.Pool({ connectionString: cluster.primaryUrl, max: 4 });

// ---- CPU seconds of processes, from /proc ----
const TICK = 100;
function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return 0;
  }
}
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
const postmaster = (which: 'primary' | 'replica') => Number(fs.readFileSync(`${cluster.dir}/${which}/postmaster.pid`, 'utf8').split('\n')[0]);
/** CPU seconds of a PostgreSQL instance: the postmaster and its live children (exited backends' time is in the postmaster's children counters). */
function pgCpu(which: 'primary' | 'replica'): number {
  const pid = postmaster(which);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICK;
  return own + childrenOf(pid).reduce((sum, child) => sum + cpuOf(child), 0);
}
function nginxCpu(dir: string): number {
  const master = Number(fs.readFileSync(`${dir}/nginx.pid`, 'utf8').trim());
  return cpuOf(master) + childrenOf(master).reduce((sum, child) => sum + cpuOf(child), 0);
}

// ---- data: migrations, the demo marketplace, buyers with sessions, free slots ----
await applyMigrations(cluster.primaryUrl);
await seedDemoData(primary, pino({ level: 'warn' }));
const salt = randomBytes(8).toString('hex');
const tokens = Array.from({ length: BUYERS }, (_, i) => createHash('sha256').update(`${salt}:${i}`).digest('base64url'));
await primary.query(
  `with buyer as (insert into users (mobile, name) select m, '压测买家' from unnest($1::text[]) as u(m) returning id, mobile)
   insert into sessions (user_id, token_hash, created_at, expires_at)
   select b.id, s.h, now(), now() + interval '30 days' from unnest($1::text[], $2::text[]) as s(m, h) join buyer b on b.mobile = s.m`,
  [tokens.map((_, i) => `17${String(1_000_000_000 + i).slice(1)}`), tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
);
const today = todayInShanghai(new Date());
const [first, last] = [addDays(today, 10), addDays(today, 85)];
const booths = (
  await primary.query<{ id: number }>(
    `select s.id from selling_resources s
      where s.is_online and not s.is_enquiry and s.res_type_id = 1 and s.minimum_booking_days <= 1 and s.days_in_advance <= 9
        and exists (select 1 from selling_resource_prices p where p.selling_resource_id = s.id and p.lease_term_type_id = 9 and p.price > 0)
        and not exists (select 1 from price_rule_booths rb where rb.selling_resource_id = s.id)
        and not exists (select 1 from selling_resource_dated_prices dp where dp.selling_resource_id = s.id and dp.date between $1 and $2)
      order by s.id`,
    [first, last],
  )
).rows.map((row) => row.id);
const shut = new Set(
  (
    await primary.query<{ booth: number; date: string }>(
      `select selling_resource_id as booth, date::text as date from selling_resource_unavailable_dates where date between $1 and $2`,
      [first, last],
    )
  ).rows.map((row) => `${row.booth}|${row.date}`),
);
const slots: { booth: number; date: string }[] = [];
for (let day = first; day <= last; day = addDays(day, 1)) for (const booth of booths) if (!shut.has(`${booth}|${day}`)) slots.push({ booth, date: day });
let seed = 42;
for (let i = slots.length - 1; i > 0; i -= 1) {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  const j = seed % (i + 1);
  [slots[i], slots[j]] = [slots[j]!, slots[i]!];
}
const venues = (await primary.query<{ id: number }>(`select id from physical_resources where parent_id is null order by id limit 20`)).rows.map((r) => r.id);
log(`data: ${booths.length} booths, ${slots.length} free slots, ${BUYERS} buyers, ${venues.length} venues to read`);

// ---- an SMS gateway that honours Idempotency-Key and holds each message 300 ms ----
const receipts = new Map<string, number>();
let inFlight = 0;
const gatewayPort = await freePort();
const gateway = http.createServer((request, response) => {
  const key = String(request.headers['idempotency-key'] ?? '');
  inFlight += 1;
  request.resume();
  request.on('end', () =>
    setTimeout(() => {
      inFlight -= 1;
      receipts.set(key, (receipts.get(key) ?? 0) + 1);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }, 300),
  );
});
await new Promise<void>((resolve) => gateway.listen(gatewayPort, '127.0.0.1', resolve));

const stack = (await startStack({
  env: {
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_READ_URL: cluster.replicaUrl,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${gatewayPort}/send`,
    DELIVERY_LEASE_MS: '5000',
    DATABASE_POOL_SIZE: '10',
  },
  log,
})) as Stack;

// ---- clients ----
const next = { slot: 0, buyer: 0, ordersOfBuyer: 0 };
const totals = new Map<number, number>();
const orderBody = (slot: { booth: number; date: string }, total: number) =>
  JSON.stringify({
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
for (const booth of booths) {
  const slot = slots.find((s) => s.booth === booth)!;
  const response = await fetch(`${stack.baseUrl}/api/orders/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[BUYERS - 1]}` },
    body: orderBody(slot, 1),
  });
  const total = ((await response.json()) as { result?: { total_actual_price?: number } }).result?.total_actual_price;
  if (!total) throw new Error(`no preview for booth ${booth}`);
  totals.set(booth, total);
}

interface Tally {
  ok: number;
  failures: string[];
  times: number[];
}
const newTally = (): Tally => ({ ok: 0, failures: [], times: [] });
/** Requests sent again by the client after their connection closed before any answer. */
let clientRetries = 0;
/**
 * As a browser does with a kept-alive connection that closes before any answer (here: one nginx closed
 * as it reloaded), the request is sent once more; counted apart. The orders in the database are checked
 * against the 201s below, and the duplicate-POST guard would refuse a second copy of one that had run.
 */
const fetchAsABrowser = (url: string, init?: RequestInit) =>
  fetch(url, init).catch(() => {
    clientRetries += 1;
    return fetch(url, init);
  });
/** Orders answered 201, every phase. */
let ordersAnswered = 0;

async function readOnce(tally: Tally, i: number) {
  const venue = venues[i % venues.length]!;
  const url = i % 2 === 0 ? `${stack.baseUrl}/api/fields?city_ids=90&page=${1 + (i % 3)}` : `${stack.baseUrl}/api/fields/${venue}`;
  const started = performance.now();
  try {
    const response = await fetchAsABrowser(url);
    const body = await response.text();
    tally.times.push(performance.now() - started);
    if (response.status === 200) tally.ok += 1;
    else tally.failures.push(`GET ${response.status} ${body.slice(0, 120)}`);
  } catch (error) {
    tally.failures.push(`GET ${(error as Error).message}`);
  }
}

async function orderOnce(tally: Tally) {
  if (next.ordersOfBuyer >= ORDERS_PER_BUYER) {
    next.buyer += 1;
    next.ordersOfBuyer = 0;
  }
  next.ordersOfBuyer += 1;
  const token = tokens[next.buyer]!;
  const slot = slots[next.slot++];
  if (!slot) throw new Error('out of free slots');
  const started = performance.now();
  try {
    const response = await fetchAsABrowser(`${stack.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: orderBody(slot, totals.get(slot.booth)!),
    });
    const body = await response.text();
    tally.times.push(performance.now() - started);
    if (response.status === 201) {
      tally.ok += 1;
      ordersAnswered += 1;
    } else tally.failures.push(`POST ${response.status} ${body.slice(0, 160)}`);
  } catch (error) {
    tally.failures.push(`POST ${(error as Error).message}`);
  }
}

/** `clients` loops of `once` until `until()` says stop. */
async function drive(clients: number, until: () => boolean, once: (i: number) => Promise<void>) {
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c; !until(); i += clients) await once(i);
    }),
  );
}

function cpuSnapshot() {
  return {
    web: stack.web.map((child) => cpuOf(child.pid)),
    nginx: nginxCpu(stack.dir),
    primary: pgCpu('primary'),
    replica: pgCpu('replica'),
    at: performance.now(),
  };
}
function cpuSince(before: ReturnType<typeof cpuSnapshot>) {
  const after = cpuSnapshot();
  return {
    seconds: (after.at - before.at) / 1000,
    web: after.web.map((value, i) => value - before.web[i]!),
    nginx: after.nginx - before.nginx,
    primary: after.primary - before.primary,
    replica: after.replica - before.replica,
  };
}
const fmt = (value: number, digits = 1) => value.toFixed(digits);
const summary: string[] = [];

// ---- 1. capacity ----
await drive(
  4,
  (() => {
    const end = Date.now() + 2000;
    return () => Date.now() > end;
  })(),
  (i) => readOnce(newTally(), i),
);
for (const phase of process.env.SCALE_SKIP_CAPACITY ? [] : (['reads', 'orders'] as const)) {
  const tally = newTally();
  const lags: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  const before = cpuSnapshot();
  const lagPoll = (async () => {
    while (Date.now() < end) {
      const ready = (await fetch(`http://127.0.0.1:${stack.webPorts[0]}/api/health/ready`).then((r) => r.json())) as { result?: { replica_lag_ms?: number } };
      if (ready.result?.replica_lag_ms !== undefined) lags.push(ready.result.replica_lag_ms);
      await sleep(250);
    }
  })();
  await drive(CONNECTIONS, () => Date.now() > end, phase === 'reads' ? (i) => readOnce(tally, i) : () => orderOnce(tally));
  await lagPoll;
  const cpu = cpuSince(before);
  const rate = tally.ok / cpu.seconds;
  const webCpu = cpu.web.reduce((a, b) => a + b, 0);
  const line =
    `${phase}: ${tally.ok} in ${fmt(cpu.seconds)} s = ${fmt(rate)}/s through nginx (2 processes, ${CONNECTIONS} clients), p50 ${fmt(percentile(tally.times, 50))} ms, p99 ${fmt(percentile(tally.times, 99))} ms, ${tally.failures.length} failed; ` +
    `CPU s: web ${cpu.web.map((v) => fmt(v)).join(' + ')}, nginx ${fmt(cpu.nginx)}, primary ${fmt(cpu.primary)}, replica ${fmt(cpu.replica)}; ` +
    `per ${phase === 'reads' ? 'read' : 'order'}: web ${fmt((1000 * webCpu) / tally.ok, 2)} ms, primary ${fmt((1000 * cpu.primary) / tally.ok, 2)} ms, replica ${fmt((1000 * cpu.replica) / tally.ok, 2)} ms; ` +
    `per web-process core: ${fmt(tally.ok / webCpu, 0)}/s; replica lag (readiness) max ${lags.length ? Math.max(...lags) : 'n/a'} ms, p50 ${lags.length ? percentile(lags, 50) : 'n/a'} ms; load ${loadavg()}`;
  log(line);
  summary.push(line);
  if (tally.failures.length) log(`  failures: ${JSON.stringify(tally.failures.slice(0, 5))}`);
}

// ---- 2. roll the web processes, kill the worker, under load ----
// Messages for the worker to deliver while it is killed: 200 queued SMS, and whatever the orders write.
const firstDelivery = (await primary.query<{ id: number }>(`select coalesce(max(id), 0)::bigint + 1 as id from notification_deliveries`)).rows[0]!.id;
await primary.query(
  `insert into notification_deliveries (idempotency_key, kind, user_id, channel, address, subject, body, link, status, next_attempt_at, created_at, updated_at)
   select 'scale-out:' || $1 || ':' || g, 'bench.message', (select min(id) from users), 'sms', '13800000000', '压测', '压测消息 ' || g, 'http://127.0.0.1/', 'queued', now(), now(), now()
     from generate_series(1, 200) g`,
  [salt],
);
const rollTally = { reads: newTally(), orders: newTally() };
let stopLoad = false;
const readers = drive(
  4,
  () => stopLoad,
  (i) => readOnce(rollTally.reads, i),
);
const buyers = drive(
  4,
  () => stopLoad,
  () => orderOnce(rollTally.orders),
);
const events: string[] = [];
await sleep(2000);
// The worker dies while the gateway holds messages it sent.
const deadline = Date.now() + 20_000;
while (inFlight === 0 && Date.now() < deadline) await sleep(20);
const inFlightAtKill = inFlight;
await stack.killWorker('SIGKILL');
events.push(`worker killed (SIGKILL) with ${inFlightAtKill} messages in flight at the gateway`);
for (const index of [0, 1]) {
  const rolled = await stack.rollWeb(index, { outOfUpstream: true });
  events.push(`web${index + 1}: out of the upstream, SIGTERM → exit ${rolled.exitCode} → started again and ready in ${rolled.ms} ms`);
  await sleep(2000);
}
stack.startWorker();
events.push('worker started again');
await sleep(2000);
stopLoad = true;
await Promise.all([readers, buyers]);
for (const event of events) log(event);

// Every order the buyers were answered 201 for exists once; none exists they were not answered for.
const benchOrders = (
  await primary.query<{ n: number }>(
    `select count(*)::int as n from orders o join users u on u.id = o.user_id where u.name = '压测买家' and o.created_at > now() - interval '10 minutes'`,
  )
).rows[0]!.n;
// The deliveries: wait until every one is sent (the killed worker's claims come back after the 5 s lease).
const waitUntil = Date.now() + 90_000;
let deliveries = { total: 0, sent: 0, dead: 0 };
while (Date.now() < waitUntil) {
  deliveries = (
    await primary.query<{ total: number; sent: number; dead: number }>(
      `select count(*)::int as total, count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'dead')::int as dead
         from notification_deliveries where channel = 'sms' and id >= $1`,
      [firstDelivery],
    )
  ).rows[0]!;
  if (deliveries.sent + deliveries.dead === deliveries.total && inFlight === 0) break;
  await sleep(500);
}
const keys = (
  await primary.query<{ key: string }>(`select idempotency_key as key from notification_deliveries where channel = 'sms' and id >= $1`, [firstDelivery])
).rows.map((r) => r.key);
const lost = keys.filter((key) => !receipts.has(key)).length;
const repeated = [...receipts.values()].filter((n) => n > 1).length;
// Messages the gateway got that are not this run's (the demo's own reminders, sent at the start) are not counted.
const known = (await primary.query<{ key: string }>(`select idempotency_key as key from notification_deliveries where id < $1`, [firstDelivery])).rows.map(
  (r) => r.key,
);
const unknown = [...receipts.keys()].filter((key) => !keys.includes(key) && !known.includes(key)).length;

const failures = [...rollTally.reads.failures, ...rollTally.orders.failures];
const rollLine =
  `rolling restart: ${rollTally.reads.ok} reads and ${rollTally.orders.ok} orders answered, ${failures.length} failed, ${clientRetries} requests sent again by the client after a kept-alive connection closed before any answer` +
  `${failures.length ? ` (${JSON.stringify(failures.slice(0, 5))})` : ''}; orders answered 201 in both phases ${ordersAnswered}, in the database ${benchOrders}; ` +
  `deliveries: ${deliveries.sent}/${deliveries.total} sent, ${deliveries.dead} dead, ${lost} never reached the gateway, ${repeated} re-sent with the same Idempotency-Key after the kill (delivered once), ${unknown} unknown`;
log(rollLine);
summary.push(rollLine);

const notSent = await primary.query(
  `select idempotency_key, status, attempts, last_error from notification_deliveries where channel = 'sms' and status <> 'sent' and id >= $1`,
  [firstDelivery],
);
if (notSent.rows.length) log(`not sent: ${JSON.stringify(notSent.rows.slice(0, 5))}`);
// What nginx saw (a refused connection it retried, a draining 503, a failed upstream), by message.
const nginxErrors = new Map<string, number>();
for (const line of fs.readFileSync(`${stack.dir}/error.log`, 'utf8').split('\n').filter(Boolean)) {
  const what = line
    .replace(/^.*?\[\w+\] \d+#\d+: \*?\d* ?/, '')
    .replace(/, client:.*$/, '')
    .replace(/\d+\.\d+\.\d+\.\d+:\d+/g, 'upstream');
  nginxErrors.set(what, (nginxErrors.get(what) ?? 0) + 1);
}
log(`nginx error log: ${JSON.stringify(Object.fromEntries(nginxErrors))}`);
await stack.stop();
gateway.close();
await primary.end();
await cluster.stop();
log(`load average after: ${loadavg()}`);
const ok =
  failures.length === 0 && benchOrders === ordersAnswered && lost === 0 && deliveries.dead === 0 && deliveries.sent === deliveries.total && unknown === 0;
console.log(`\n${summary.join('\n')}\n${ok ? 'PASS' : 'FAIL'}`);
process.exit(ok ? 0 : 1);
