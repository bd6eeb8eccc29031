import path from 'node:path';
import { loadConfig } from './config';
import { workerJobs } from './background';
import { eventSubscribers } from './event-subscribers';
import { createNotificationChannels } from './modules/notifications';
import { systemClock } from './platform/clock';
import { createDatabase } from './platform/db/client';
import { runningEmbeddedUrl } from './platform/db/embedded-postgres';
import { applyMigrations } from './platform/db/migrate';
import { startIntervalJobs } from './platform/jobs/interval-jobs';
import { createLogger } from './platform/logger';
import { createSmsProvider } from './platform/sms/create-sms-provider';

/**
 * `npm run worker`: the notification worker alone (reminders and deliveries), so it scales apart from
 * the web processes (run those with WORKER=off). Any number may run at once: deliveries are claimed
 * row by row (decision 0034). Uses DATABASE_URL, or else the embedded PostgreSQL that `npm start`
 * runs in the same DATA_DIR. SIGINT/SIGTERM let the attempt in flight finish, then exit.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config).child({ process: 'worker' });
  const url = config.DATABASE_URL ?? runningEmbeddedUrl(path.join(config.dataDir, 'pg'));
  if (!url) {
    throw new Error(`Invalid configuration: the worker needs DATABASE_URL, or a running \`npm start\` whose embedded PostgreSQL lives in ${config.dataDir}.`);
  }
  await applyMigrations(url);
  const { pool, db } = createDatabase(url, 5, (fields, message) => logger.warn(fields, message));
  const deps = { config, db, pool, clock: systemClock, logger, sms: createSmsProvider(config, db, logger), events: eventSubscribers(config) };
  const channels = createNotificationChannels(config, deps.sms, logger);
  const stop = startIntervalJobs(workerJobs(deps, channels), logger);
  // The job timers do not hold the process open (the web process's port does): this one does, until a signal.
  const keepAlive = setInterval(() => undefined, 60_000);
  logger.info({ email: channels.emailMode, sms: deps.sms.name }, 'notification worker started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: finishing the attempts in flight');
    clearInterval(keepAlive);
    await stop();
    channels.close();
    await pool.end();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) for (const listener of process.listeners(signal)) process.off(signal, listener);
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.message.startsWith('Invalid configuration') ? `\n${error.message}\n` : error);
  process.exit(1);
});
