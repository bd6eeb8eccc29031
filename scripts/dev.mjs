// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api and /files to the server. Open http://127.0.0.1:5173. Ctrl-C stops both (each
// runs in its own process group, so their children — PostgreSQL included — get the signal too).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', detached: true }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', detached: true }),
];
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
