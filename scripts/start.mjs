// `npm start`: builds the web app when its sources are newer than the last build, then runs the server
// (web app and /api on one port). Signals are passed on so PostgreSQL stops cleanly on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, 'src'), path.join(root, 'packages')].filter((dir) => fs.existsSync(dir));
const extra = ['index.html', 'vite.config.ts'].map((file) => path.join(webDir, file)).filter((file) => fs.existsSync(file));
const newestSource = Math.max(...sources.map(newestMtime), ...extra.map((file) => fs.statSync(file).mtimeMs));
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newestSource) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
