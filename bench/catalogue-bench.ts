// Venue search and venue detail under load on a 100,000-physical-resource catalogue: each /api/fields
// scenario through the server (autocannon) against the same SQL sent straight through `pg`, and the
// venue page. Targets: /api/fields p95 ≤ 50 ms and ≥ 60 % of the raw-SQL requests per second; detail
// p95 ≤ 30 ms.
// Run: npm run bench:catalogue -w bench   (BENCH_DATABASE_URL=… to use a seeded database of your own;
// otherwise bench/data/catalogue is seeded once with `npm run seed -- --scale 100000`, about 3 minutes)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { z } from 'zod';
import { ZVenueSearchQuery } from '../packages/contracts/src/catalogue-search';
import { buildVenueSearchSql } from '../apps/server/src/modules/catalogue/search-venues';
import { startEmbeddedPostgres, freePort } from '../apps/server/src/platform/db/embedded-postgres';
import { percentile, runRawLoad } from './raw-load';

z.config(z.locales.zhCN());
const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCENARIOS = [
  'city_ids=90',
  'city_ids=90&price_tier=2&order_by=price',
  `city_ids=90&keyword=${encodeURIComponent('广场')}`,
  'city_ids=90&district_ids=3&indoor=1&min_area=100',
  'city_ids=90&latitude=31.23&longitude=121.47&nearby=1',
  'city_ids=90&label_ids=1,2&attributes=1:2&order_by=person_flow&order=desc',
  'latitude=31.23&longitude=121.47&latitude_delta=0.05&longitude_delta=0.05',
];

async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => undefined };
  const dataDir = path.join(import.meta.dirname, 'data', 'catalogue');
  if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    console.log('seeding 100,000 physical resources into bench/data/catalogue (once)…');
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--scale', '100000'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  return startEmbeddedPostgres(path.join(dataDir, 'pg'), pino({ level: 'warn' }));
}

async function startServer(url: string): Promise<{ base: string; stop(): Promise<void> }> {
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

/** autocannon with every response time kept, so p95 is exact (autocannon reports p90 and p97.5). */
async function httpLoad(urls: () => string, base: string): Promise<{ rps: number; p50: number; p95: number; errors: number }> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: CONNECTIONS, duration: DURATION, requests: [{ setupRequest: (request) => ({ ...request, path: urls() }) }] },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return { rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), errors: result.non2xx + result.errors };
}

const db = await database();
const server = await startServer(db.url);
const pool = new pg.Pool({ connectionString: db.url, max: 20 });
const rows: string[] = [];
const report: Record<string, unknown> = {};
const load = () => os.loadavg()[0]!.toFixed(2);
/** One scenario: the API against the same statements through `pg`, with the load average before and after. */
async function measure(label: string, scenarios: string[]): Promise<void> {
  const sqls = scenarios.map((scenario) => buildVenueSearchSql(ZVenueSearchQuery.parse(Object.fromEntries(new URLSearchParams(scenario))))!);
  await fetch(`${server.base}/api/fields?${scenarios[0]}`); // warm
  const loadBefore = load();
  let nextUrl = 0;
  const http = await httpLoad(() => `/api/fields?${scenarios[nextUrl++ % scenarios.length]}`, server.base);
  // The statement the server sends: the page with its capped count (see buildVenueSearchSql).
  let nextSql = 0;
  const raw = await runRawLoad(CONNECTIONS, DURATION, () => {
    const sql = sqls[nextSql++ % sqls.length]!;
    return pool.query(sql.pageSql, sql.pageValues);
  });
  const share = (100 * http.rps) / raw.rps;
  report[label] = { http, raw, share, load: [loadBefore, load()] };
  rows.push(
    `| ${label} | ${http.rps.toFixed(0)} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | ${raw.rps.toFixed(0)} | ${raw.p95.toFixed(1)} | ${share.toFixed(0)} % | ${loadBefore} → ${load()} |`,
  );
  console.log(rows.at(-1));
}

try {
  // BENCH_ONLY=keyword runs the scenarios whose query contains that text (and the uncached words only for `keyword`).
  const only = process.env.BENCH_ONLY;
  for (const scenario of SCENARIOS) if (!only || decodeURIComponent(scenario).includes(only)) await measure(`\`${decodeURIComponent(scenario)}\``, [scenario]);
  // Keyword searches the cache cannot answer: 2,000 different words of the city's venues in turn (the
  // cache keeps 500 answers), so every request runs its statement — what a keyword costs uncached.
  const words =
    only && !'keyword'.includes(only)
      ? []
      : (
          await pool.query<{ word: string }>(
            `select word from (select unnest(string_to_array(t.search_words, ' ')) as word from venue_search_text t where t.city_id = 90) w
       group by word having count(*) > 1 order by md5(word) limit 2000`,
          )
        ).rows.map((row) => `city_ids=90&keyword=${encodeURIComponent(row.word)}`);
  if (words.length > 0) await measure(`\`city_ids=90&keyword=…\` ${words.length} different words (cache misses)`, words);
  const ids = (await pool.query<{ id: number }>('select top_physical_id as id from venue_search order by random() limit 2000')).rows.map((row) => row.id);
  let next = 0;
  const detailLoad = load();
  const detail = await httpLoad(() => `/api/fields/${ids[next++ % ids.length]}`, server.base);
  report.detail = detail;
  console.log(
    '\n| scenario | API req/s | API p50 ms | API p95 ms | raw SQL req/s | raw p95 ms | API / raw | load average |\n|---|---|---|---|---|---|---|---|',
  );
  console.log(rows.join('\n'));
  console.log(
    `\nvenue detail (/api/fields/{random of 2000}): ${detail.rps.toFixed(0)} req/s, p50 ${detail.p50.toFixed(1)} ms, p95 ${detail.p95.toFixed(1)} ms, errors ${detail.errors}, load average ${detailLoad} → ${load()}`,
  );
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'catalogue.json'),
    JSON.stringify({ at: new Date().toISOString(), DURATION, CONNECTIONS, report }, null, 2),
  );
} finally {
  await pool.end();
  await server.stop();
  await db.stop();
}
