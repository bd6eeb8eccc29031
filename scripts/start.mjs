// `npm start`: bundles the server and builds the web app when their sources are newer than the last
// build (the web build beside the server's database start), then runs the server (web app and /api on one port). Signals are passed on so PostgreSQL
// stops cleanly on Ctrl-C. `--worker` (`npm run worker`): the notification worker alone, no web app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function isStale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const worker = process.argv.includes('--worker');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const serverBundle = path.join(root, 'apps/server/dist', worker ? 'worker.mjs' : 'main.mjs');
if (isStale(serverBundle, ['apps/server/src', 'packages', 'scripts/build-server.mjs'])) {
  run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}

// A web build (a fresh clone, or changed web sources) runs beside the server's start: the embedded
// PostgreSQL starts, migrates and loads the demo data meanwhile, and the server registers its routes
// and opens the port once the build is done (WEB_BUILD_PENDING: a file that exists until then).
const env = { ...process.env };
let webBuild = null;
if (!worker && isStale(webIndex, ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages'])) {
  console.log('Building the web app…');
  const pending = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vm-web-build-')), 'pending');
  fs.writeFileSync(pending, String(process.pid));
  env.WEB_BUILD_PENDING = pending;
  webBuild = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  webBuild.on('exit', (code, signal) => {
    webBuild = null;
    if (code === 0) {
      fs.rmSync(path.dirname(pending), { recursive: true, force: true });
      return;
    }
    console.error(`Building the web app failed (${signal ?? `exit code ${code}`}); stopping the server.`);
    fs.rmSync(path.dirname(pending), { recursive: true, force: true });
    process.exitCode = code || 1;
    server.kill('SIGTERM');
  });
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    webBuild?.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  webBuild?.kill('SIGTERM');
  process.exit(process.exitCode || (code ?? 0));
});
