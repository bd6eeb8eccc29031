// Measures how long the server (the bundle `npm start` runs) takes from process start to a healthy
// /api/health on the embedded PostgreSQL: the first start (initdb + migrations + demo data) and restarts
// that reuse the data. Each start also prints the server's own ready line: its phases (phasesMs) and
// its CPU time to ready (cpuMs), which the machine's load moves far less than the wall-clock time.
// Run: npm run bench:startup -w bench
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-bench-start-'));
spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });

async function timeStart(port: number): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const ready = /"phasesMs":(\{[^}]*\}),"cpuMs":(\d+)/.exec(output);
    if (ready) {
      console.log(`  phases ${ready[1]}, CPU ${ready[2]} ms`);
      output = '';
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
    }
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  console.log(`  healthy after ${(elapsed / 1000).toFixed(2)} s (load average ${os.loadavg()[0]!.toFixed(2)})`);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return elapsed;
}

const port = 3900 + Math.floor(Math.random() * 90);
const first = await timeStart(port);
const restarts: number[] = [];
for (let i = 0; i < 5; i += 1) restarts.push(await timeStart(port));
restarts.sort((a, b) => a - b);
console.log(`first start (initdb, migrations, demo data): ${(first / 1000).toFixed(2)} s`);
console.log(`restart, median of 5: ${(restarts[2]! / 1000).toFixed(2)} s (max ${(restarts[4]! / 1000).toFixed(2)} s; target < 2 s, issue 39)`);
fs.rmSync(dataDir, { recursive: true, force: true });
