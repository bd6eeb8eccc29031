import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { eventSubscribers } from './event-subscribers';
import { loadConfig, shouldSeedDemo } from './config';
import { OffsetClock, systemClock } from './platform/clock';
import { createDatabase, type PoolErrorLog } from './platform/db/client';
import { ReplicaRouter } from './platform/db/read-router';
import { acquireDataDirLock, DataDirBusyError } from './platform/db/data-dir-lock';
import { startEmbeddedPostgres, type RunningDatabase } from './platform/db/embedded-postgres';
import { applyMigrations } from './platform/db/migrate';
import type { AppDeps } from './platform/deps';
import { listenForCatalogueChanges } from './modules/catalogue';
import { createNotificationChannels } from './modules/notifications';
import { webJobs, workerJobs } from './background';
import { startIntervalJobs } from './platform/jobs/interval-jobs';
import { createLogger } from './platform/logger';
import { createSmsProvider } from './platform/sms/create-sms-provider';
import { ensureDemoImages } from './seed/demo-images';
import { seedDemoData } from './seed/seed-demo';
import { signDemoContracts } from './seed/seed-contracts';
import { fileStoreFor } from './platform/storage/create-file-store';

/** How long a shutdown waits for in-flight requests and job runs before closing anyway. */
const SHUTDOWN_TIMEOUT_MS = 25_000;
/**
 * Between the signal and closing the port: new requests are answered 503 (readiness too), so a proxy
 * or client moves elsewhere while the port still accepts; closing it with connections still queued
 * would reset them instead of refusing them.
 */
const DRAIN_NOTICE_MS = 1000;

async function main() {
  const started = Date.now();
  // Where a start's time goes, logged with 'marketplace ready': module loading (process start to here), then each step.
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const config = loadConfig();
  const logger = createLogger(config);
  const lifecycle = { draining: false };
  // Steps of an orderly stop, in order: set as the start gets that far.
  let stopServing: () => Promise<void> = async () => undefined;
  let stopJobs: () => Promise<void> = async () => undefined;
  const closeStorage: (() => Promise<void> | void)[] = [];
  // Work started after the port opened (the demo's contract signatures): a stop waits for it before it
  // closes the pools, so it is not cut off mid-transaction.
  const afterStart: Promise<unknown>[] = [];

  const shutdown = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: draining requests and jobs');
    const force = setTimeout(() => {
      logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // 1. Answer new requests 503 for DRAIN_NOTICE_MS, then stop accepting connections and let every
    //    request in flight finish (their connections close after the response); 2. at the same time
    //    stop the job timers and let a run in flight finish its transaction; 3. then close the pools
    //    and the embedded PostgreSQL.
    const results = await Promise.allSettled([
      new Promise((resolve) => setTimeout(resolve, DRAIN_NOTICE_MS)).then(() => stopServing()),
      stopJobs(),
      ...afterStart,
    ]);
    for (const result of results) if (result.status === 'rejected') logger.error({ err: result.reason }, 'shutdown step failed');
    for (const close of closeStorage.reverse()) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'shutdown step failed');
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  // The embedded-postgres package hooks SIGINT/SIGTERM when imported (async-exit-hook): it stops its
  // clusters and exits at once with 130/143, cutting the drain short. This process stops them itself
  // (below, last), so those handlers go; then `on`, not `once`: a repeated signal is ignored mid-drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of process.listeners(signal)) process.off(signal, listener);
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const release = acquireDataDirLock(config.dataDir);
    closeStorage.push(release);
    const embedded: RunningDatabase = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), logger);
    closeStorage.push(() => embedded.stop());
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  phase('postgres');
  await applyMigrations(databaseUrl);
  phase('migrations');
  const logPoolError: PoolErrorLog = (fields, message) => logger.warn(fields, message);
  const { pool, db } = createDatabase(databaseUrl, config.DATABASE_POOL_SIZE, logPoolError);
  closeStorage.push(() => pool.end());
  // A streaming replica for catalogue reads, behind a circuit that sends them to the primary while it is down or lagging.
  const replica = config.DATABASE_READ_URL
    ? new ReplicaRouter(config.DATABASE_READ_URL, pool, {
        timeoutMs: config.REPLICA_TIMEOUT_MS,
        maxLagMs: config.REPLICA_MAX_LAG_MS,
        poolSize: config.DATABASE_POOL_SIZE,
        logPoolError,
        onChange: (from, to) => logger.warn({ from, to: to.state, lagMs: to.lagMs }, 'read replica state changed'),
      })
    : undefined;
  if (replica) closeStorage.push(() => replica.end());
  const readPool = replica?.pool;
  // Keyword-search cache hits need no database round trip while this listens (search-cache.ts); a
  // replica's reads are checked against the replica's own version instead.
  if (!readPool) closeStorage.push(listenForCatalogueChanges(pool, logger));
  const seeded = shouldSeedDemo(config) && (await seedDemoData(pool, logger, { files: fileStoreFor(config) }));
  phase('seed');
  // Demo pictures live in DATA_DIR, not in the database: draw any that are missing, after the start so
  // it never delays readiness (a missing picture answers 404 for the second or two this takes).
  const drawImages = () =>
    ensureDemoImages(config.dataDir).then(
      (drawn) => drawn > 0 && logger.info({ drawn }, 'demo images drawn'),
      (error: unknown) => logger.error({ err: error }, 'drawing demo images failed'),
    );

  // DEV_CLOCK (test runs only, refused in production): a clock the journeys may move forward.
  const clock = config.DEV_CLOCK ? new OffsetClock() : systemClock;
  const deps: AppDeps = {
    config,
    db,
    pool,
    readPool,
    replica,
    lifecycle,
    clock,
    sms: createSmsProvider(config, db, logger),
    logger,
    events: eventSubscribers(config),
  };
  if (config.WEB_BUILD_PENDING) {
    // `npm start` builds the web app meanwhile (scripts/start.mjs): its pages are read when the routes are registered.
    while (fs.existsSync(config.WEB_BUILD_PENDING) && !lifecycle.draining) await new Promise((resolve) => setTimeout(resolve, 100));
    phase('webBuild');
  }
  const channels = createNotificationChannels(config, deps.sms, logger);
  closeStorage.push(() => channels.close());
  const app = await buildApp(deps, { channels });
  phase('routes');
  stopServing = () => app.close();
  // The notification worker runs here unless WORKER=off (then `npm run worker` runs it, alone).
  stopJobs = startIntervalJobs([...webJobs(deps), ...(config.WORKER === 'off' ? [] : workerJobs(deps, channels))], logger);
  if (lifecycle.draining) return; // a signal arrived during the start: do not open the port
  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listen');
  void drawImages();
  // The demo's contract signatures need the CA in DATA_DIR and the PDFs rendered: after the start too.
  if (seeded)
    afterStart.push(
      signDemoContracts(deps).then(
        (signed) => logger.info({ signed }, 'demo contracts signed'),
        (error: unknown) => logger.error({ err: error }, 'signing the demo contracts failed'),
      ),
    );
  logger.info(
    {
      url: `http://${config.HOST}:${config.PORT}`,
      readyInMs: Date.now() - started,
      phasesMs: phases,
      // This process's CPU time to here: unlike the wall-clock phases, barely moved by other work on the machine.
      cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
      readReplica: Boolean(readPool),
      worker: config.WORKER,
      email: channels.emailMode,
    },
    'marketplace ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirBusyError || (error instanceof Error && error.message.startsWith('Invalid configuration'))) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
