// A PostgreSQL primary and a streaming replica (`pg_basebackup -R`) from the machine's PostgreSQL binaries,
// in a temporary directory on free ports: the replica tests' own cluster (decision 0050).
//
//   node scripts/replica-test-cluster.mjs            starts both, prints their URLs, stops them on Ctrl-C
//   import { startReplicaCluster } from '…'          the API tests: start, pause/resume replay, kill, restart
//
// The binaries are found in PG_BIN, else the newest /usr/lib/postgresql/*/bin (Debian's `postgresql`
// package). PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user (runuser).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The directory with initdb, pg_ctl and pg_basebackup, or null when this machine has none. */
export function findPgBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (fs.existsSync('/usr/lib/postgresql')) {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => fs.existsSync(path.join(dir, tool)))) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool (as `postgres` when this process is root). */
function pgTool(bin, tool, args, options = {}) {
  const command = path.join(bin, tool);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Starts a primary and a streaming replica of it. Returns their URLs (database `postgres`, user
 * `postgres`, trust on loopback) and what the tests do to the replica.
 */
export async function startReplicaCluster({ bin = findPgBin(), log = () => {} } = {}) {
  if (!bin) throw new Error('no PostgreSQL binaries (install Debian’s postgresql package, or set PG_BIN)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-replica-'));
  fs.chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port) => [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${dir}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'shared_buffers = 32MB',
    'max_connections = 120',
    'wal_level = replica',
    'max_wal_senders = 4',
    'hot_standby = on',
    'hot_standby_feedback = on',
    'wal_receiver_status_interval = 1s',
    'log_min_messages = warning',
  ];
  pgTool(bin, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  fs.appendFileSync(primaryDir + '/postgresql.conf', '\n' + settings(primaryPort).join('\n') + '\n');
  fs.appendFileSync(primaryDir + '/pg_hba.conf', '\nhost replication all 127.0.0.1/32 trust\n');
  const pgCtl = (dataDir, ...args) => pgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', `${dataDir}.log`, ...args]);
  pgCtl(primaryDir, '-w', 'start');
  log(`primary on ${primaryPort}`);
  pgTool(bin, 'pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
  fs.appendFileSync(replicaDir + '/postgresql.conf', '\n' + settings(replicaPort).join('\n') + '\n');
  const startReplica = () => pgCtl(replicaDir, '-w', 'start');
  startReplica();
  log(`replica on ${replicaPort}`);
  const url = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const psql = (port, sql) => {
    const args = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-Atqc', sql];
    return pgTool(bin, 'psql', args).trim();
  };
  const signalReplica = (signal) => {
    const postmaster = Number(fs.readFileSync(path.join(replicaDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    for (const pid of [postmaster, ...children]) process.kill(pid, signal);
  };
  let stopped = false;
  return {
    dir,
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    /** Runs SQL on the primary or the replica through psql (e.g. `select pg_wal_replay_pause()`). */
    sql: (where, text) => psql(where === 'primary' ? primaryPort : replicaPort, text),
    /** Stops the replica at once (`immediate`: like a crash, connections dropped). */
    killReplica: () => pgCtl(replicaDir, '-m', 'immediate', 'stop'),
    startReplica,
    /** Stops (SIGSTOP) or resumes (SIGCONT) every process of the replica: a server that accepts connections and never answers. */
    freezeReplica: () => signalReplica('SIGSTOP'),
    thawReplica: () => signalReplica('SIGCONT'),
    /** Waits until the replica has replayed everything the primary has written. */
    async caughtUp(timeoutMs = 20_000) {
      const target = psql(primaryPort, 'select pg_current_wal_lsn()');
      const deadline = Date.now() + timeoutMs;
      while (psql(replicaPort, `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn`) !== 't') {
        if (Date.now() > deadline) throw new Error('the replica did not catch up');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        signalReplica('SIGCONT');
      } catch {
        // not running
      }
      for (const dataDir of [replicaDir, primaryDir]) {
        try {
          pgCtl(dataDir, '-m', 'immediate', 'stop');
        } catch {
          // already stopped
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bin = findPgBin();
  if (!bin) {
    console.error('No PostgreSQL binaries: apt-get install -y postgresql (or set PG_BIN).');
    process.exit(1);
  }
  const cluster = await startReplicaCluster({ bin, log: (line) => console.log(line) });
  console.log(`DATABASE_URL=${cluster.primaryUrl}\nDATABASE_READ_URL=${cluster.replicaUrl}\n(Ctrl-C stops both and removes ${cluster.dir})`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
