// Two web processes (WORKER=off) and one notification worker behind nginx (deploy/nginx.conf), on
// loopback ports, without Docker (decision 0050):
//
//   DATABASE_URL=… [DATABASE_READ_URL=…] node scripts/scale-out-stack.mjs [--port 8080]
//
// runs the production bundles (apps/server/dist/main.mjs and worker.mjs; built when missing) until Ctrl-C.
// bench/scale-out-bench.ts imports startStack to roll the web processes and kill the worker under load.
// nginx comes from Debian's packages (`apt-get install -y nginx`); it runs with its own prefix in a
// temporary directory, never as the system service.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function findNginx() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file)) ?? null;
}

export function freePort() {
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** deploy/nginx.conf with the two processes' loopback ports, its own port, and paths of its own. */
/** `down`: the indexes of processes taken out of the upstream (a rolling deploy's first step). */
export function localNginxConfig(dir, port, webPorts, down = []) {
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  conf = conf.replace(
    /server app([12]):3000([^;]*);/g,
    (_, n, rest) => `server 127.0.0.1:${webPorts[Number(n) - 1]}${rest}${down.includes(Number(n) - 1) ? ' down' : ''};`,
  );
  conf = conf.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  conf = conf.replace(/worker_processes auto;/, `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join('\n');
  conf = conf.replace(/http \{/, `http {\n  access_log off;\n${temp}`);
  return conf;
}

export function ensureBundles() {
  const main = path.join(root, 'apps/server/dist/main.mjs');
  const worker = path.join(root, 'apps/server/dist/worker.mjs');
  if (!fs.existsSync(main) || !fs.existsSync(worker) || process.env.STACK_REBUILD) {
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('building the server bundles failed');
  }
  return { main, worker };
}

async function waitReady(url, child, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready`);
    await sleep(100);
  }
}

/**
 * Starts nginx, two web processes and one worker. `env` goes to every process (DATABASE_URL, …).
 * Returns the proxy's URL and handles to stop, restart and kill the processes.
 */
export async function startStack({ env = {}, port, log = () => {} } = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const bundles = ensureBundles();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-stack-'));
  const proxyPort = port ?? (await freePort());
  const webPorts = [await freePort(), await freePort()];
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_DEV_PROVIDERS: 'true',
    SEED_DEMO: 'never',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(dir, 'data'),
    ...env,
  };
  const logFile = (name) => fs.openSync(path.join(dir, `${name}.log`), 'a');
  const web = [];
  const startWeb = async (index) => {
    const child = spawn(process.execPath, ['--enable-source-maps', bundles.main], {
      cwd: root,
      env: { ...common, PORT: String(webPorts[index]), WORKER: 'off' },
      stdio: ['ignore', 'ignore', logFile(`web${index + 1}`)],
    });
    web[index] = child;
    await waitReady(`http://127.0.0.1:${webPorts[index]}/api/health/ready`, child, `web${index + 1}`);
    log(`web${index + 1} ready on ${webPorts[index]} (pid ${child.pid})`);
    return child;
  };
  let worker;
  const startWorker = () => {
    worker = spawn(process.execPath, ['--enable-source-maps', bundles.worker], { cwd: root, env: common, stdio: ['ignore', 'ignore', logFile('worker')] });
    log(`worker started (pid ${worker.pid})`);
    return worker;
  };
  // The first process applies the migrations; the second starts once it is up.
  await startWeb(0);
  await startWeb(1);
  startWorker();
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, kind), { recursive: true });
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, localNginxConfig(dir, proxyPort, webPorts));
  const started = spawnSync(nginx, ['-p', dir, '-c', confFile], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  /** Rewrites the upstream with `down` processes and reloads nginx (graceful: old workers finish their requests). */
  const reconfigure = async (down) => {
    fs.writeFileSync(confFile, localNginxConfig(dir, proxyPort, webPorts, down));
    const reloaded = spawnSync(nginx, ['-p', dir, '-c', confFile, '-s', 'reload'], { encoding: 'utf8' });
    if (reloaded.status !== 0) throw new Error(`nginx reload failed: ${reloaded.stderr}`);
    // The reload is asynchronous: give the new workers a moment to take over and the old ones to finish.
    await sleep(1500);
  };
  const baseUrl = `http://127.0.0.1:${proxyPort}`;
  await waitReady(`${baseUrl}/api/health/ready`, null, 'nginx');
  log(`nginx on ${baseUrl}`);
  const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
  return {
    dir,
    baseUrl,
    webPorts,
    web,
    get worker() {
      return worker;
    },
    /**
     * A rolling deploy of web process `index`: SIGTERM (it drains: its 503s to GETs are retried on the
     * other process and mark it failed in nginx), wait for it to exit, start it again, wait until ready.
     * `{ outOfUpstream: true }` takes it out of nginx's upstream first (a reload) and puts it back after.
     */
    async rollWeb(index, { outOfUpstream = false } = {}) {
      const child = web[index];
      const started = Date.now();
      if (outOfUpstream) await reconfigure([index]);
      child.kill('SIGTERM');
      await exited(child);
      const code = child.exitCode;
      await startWeb(index);
      if (outOfUpstream) await reconfigure([]);
      return { exitCode: code, ms: Date.now() - started };
    },
    startWorker,
    async killWorker(signal = 'SIGKILL') {
      worker.kill(signal);
      await exited(worker);
    },
    async stop() {
      spawnSync(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-s', 'quit']);
      for (const child of [...web, worker]) if (child && child.exitCode === null) child.kill('SIGTERM');
      await Promise.all([...web, worker].filter(Boolean).map(exited));
      await sleep(200);
      if (!process.env.STACK_KEEP_LOGS) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL names the primary (e.g. from node scripts/replica-test-cluster.mjs); DATABASE_READ_URL a replica, optionally.');
    process.exit(1);
  }
  const portArg = process.argv.indexOf('--port');
  const stack = await startStack({ port: portArg > 0 ? Number(process.argv[portArg + 1]) : undefined, log: (line) => console.log(line) });
  console.log(`Serving on ${stack.baseUrl} (logs in ${stack.dir}); Ctrl-C stops everything.`);
  const stop = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
