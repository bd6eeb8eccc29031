import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { systemClock } from './platform/clock';
import { createDatabase } from './platform/db/client';
import { acquireDataDirLock, DataDirBusyError } from './platform/db/data-dir-lock';
import { startEmbeddedPostgres, type RunningDatabase } from './platform/db/embedded-postgres';
import { applyMigrations } from './platform/db/migrate';
import type { AppDeps } from './platform/deps';
import { purgeDuplicateKeys } from './platform/http/duplicate-post-guard';
import { orderJobs } from './workflows/sweeps';
import { paymentJobs } from './modules/payments/payment-jobs';
import { startIntervalJobs } from './platform/jobs/interval-jobs';
import { createLogger } from './platform/logger';
import { createSmsProvider } from './platform/sms/create-sms-provider';
import { ensureDemoImages } from './seed/demo-images';
import { seedDemoData } from './seed/seed-demo';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const logger = createLogger(config);
  const cleanups: (() => Promise<void> | void)[] = [];
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        logger.error({ err: error }, 'shutdown step failed');
      }
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const release = acquireDataDirLock(config.dataDir);
    cleanups.push(release);
    const embedded: RunningDatabase = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), logger);
    cleanups.push(() => embedded.stop());
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  await applyMigrations(databaseUrl);
  const { pool, db } = createDatabase(databaseUrl, undefined, (fields, message) => logger.warn(fields, message));
  cleanups.push(() => pool.end());
  if (config.SEED_DEMO === 'auto') await seedDemoData(pool, logger);
  // Demo pictures live in DATA_DIR, not in the database: draw any that are missing, after the start so
  // it never delays readiness (a missing picture answers 404 for the second or two this takes).
  const drawImages = () =>
    ensureDemoImages(config.dataDir).then(
      (drawn) => drawn > 0 && logger.info({ drawn }, 'demo images drawn'),
      (error: unknown) => logger.error({ err: error }, 'drawing demo images failed'),
    );

  const deps: AppDeps = { config, db, pool, clock: systemClock, sms: createSmsProvider(config, db, logger), logger };
  const app = await buildApp(deps);
  cleanups.push(() => app.close());
  cleanups.push(startIntervalJobs([{ name: 'purge-duplicate-keys', everyMs: 60_000, run: () => purgeDuplicateKeys(deps) }, ...orderJobs(deps), ...paymentJobs(deps)], logger));
  await app.listen({ port: config.PORT, host: config.HOST });
  void drawImages();
  logger.info({ url: `http://${config.HOST}:${config.PORT}`, readyInMs: Date.now() - started }, 'marketplace ready');
}

main().catch((error: unknown) => {
  if (error instanceof DataDirBusyError || (error instanceof Error && error.message.startsWith('Invalid configuration'))) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
