import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../config';
import { acquireDataDirLock } from '../platform/db/data-dir-lock';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { applyMigrations } from '../platform/db/migrate';
import { seedDemoAccounts } from './demo-accounts';
import { ensureDemoImages } from './demo-images';
import { DEMO_PHYSICAL_RESOURCES, seedCatalogue } from './seed-catalogue';

/** Tables of the catalogue, emptied by --replace (and, by cascade, whatever references them). */
const CATALOGUE_TABLES = [
  'provinces',
  'cities',
  'districts',
  'trading_areas',
  'subway_lines',
  'subway_stations',
  'subway_line_stations',
  'labels',
  'community_types',
  'location_types',
  'categories',
  'category_attributes',
  'attribute_options',
  'communities',
  'community_labels',
  'community_images',
  'physical_resources',
  'physical_resource_images',
  'physical_resource_attribute_options',
  'selling_resources',
  'selling_resource_prices',
  'selling_resource_dated_prices',
  'selling_resource_unavailable_dates',
  'venue_search',
  'comments',
  'sales_records',
  'favorites',
  'feedbacks',
  'hot_words',
  'search_synonyms',
  'activity_case_types',
  'activity_cases',
  'service_types',
  'service_providers',
  'service_provider_types',
];

const USAGE = `Usage: npm run seed -- [--scale <physical resources>] [--replace] [--seed <n>]
  Builds a demo marketplace into DATABASE_URL, or into the embedded PostgreSQL of DATA_DIR (stop the server first).
  --scale    physical resources to generate (default ${DEMO_PHYSICAL_RESOURCES}; 100000 for benchmarks)
  --replace  empty an existing catalogue first (also removes rows that reference it, e.g. orders)
  --seed     pseudo-random seed (default 90)`;

async function main() {
  // `npm run seed` (root) runs this inside apps/server; read a relative DATA_DIR from where it was typed,
  // so it is the same ./data the server uses when started from the root.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, replace: { type: 'boolean', default: false }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = values.scale === undefined ? DEMO_PHYSICAL_RESOURCES : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 5_000_000) throw new Error(`--scale must be a whole number from 1 to 5000000\n${USAGE}`);
  const config = loadConfig();
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      cleanups.push(acquireDataDirLock(config.dataDir));
      const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), pino({ level: 'warn' }));
      cleanups.push(() => embedded.stop());
      url = embedded.url;
    }
    await applyMigrations(url);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    cleanups.push(() => pool.end());
    const client = await pool.connect();
    try {
      const existing = await client.query('select exists (select 1 from physical_resources) as has');
      if (existing.rows[0].has && !values.replace) {
        throw new Error('The catalogue already has data. Run again with --replace to empty it first.');
      }
      const started = Date.now();
      await client.query('begin');
      if (values.replace) await client.query(`truncate table ${CATALOGUE_TABLES.join(', ')} restart identity cascade`);
      const accounts = await seedDemoAccounts(client);
      const bar = new cliProgress.SingleBar(
        { format: '{bar} {percentage}% | {value}/{total} 物理资源 | {phase} | {duration}s', noTTYOutput: true, notTTYSchedule: 10_000 },
        cliProgress.Presets.shades_classic,
      );
      bar.start(scale, 0, { phase: 'resources' });
      const phases: string[] = [];
      let phaseStarted = Date.now();
      let lastPhase = 'resources';
      const summary = await seedCatalogue(client, accounts.supplier, {
        physicalResources: scale,
        now: new Date(),
        seed: values.seed === undefined ? undefined : Number(values.seed),
        onProgress: (count, phase) => {
          if (phase !== lastPhase) {
            phases.push(`${lastPhase} ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
            [lastPhase, phaseStarted] = [phase, Date.now()];
          }
          bar.update(Math.min(count, scale), { phase });
        },
      });
      phases.push(`${lastPhase} ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
      bar.update(scale, { phase: 'commit' });
      await client.query('commit');
      bar.stop();
      // Visibility map and statistics, so counts can use index-only scans from the first request.
      await client.query('vacuum analyze');
      await ensureDemoImages(config.dataDir);
      console.log(`Phases: ${phases.join(', ')}. Writes (ms): ${JSON.stringify(summary.writeMs)}`);
      console.log(
        `Seeded ${summary.communities} communities, ${summary.physicalResources} physical and ${summary.sellingResources} selling resources in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
