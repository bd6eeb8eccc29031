// `npm start`: builds the web app and bundles the server when their sources are newer than the last
// build, then runs the server (web app and /api on one port). Signals are passed on so PostgreSQL
// stops cleanly on Ctrl-C. `--worker` (`npm run worker`): the notification worker alone, no web app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
if (!worker && isStale(webIndex, ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages'])) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
const serverBundle = path.join(root, 'apps/server/dist', worker ? 'worker.mjs' : 'main.mjs');
if (isStale(serverBundle, ['apps/server/src', 'packages', 'scripts/build-server.mjs'])) {
  run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
