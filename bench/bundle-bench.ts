// The JavaScript a browser downloads to show a page the first time (targets, issue 37: /home/index and
// /fieldslist ≤ 170 KB gzip, the venue page ≤ 220 KB). Builds the web app and the server bundle, starts the server on a fresh embedded
// database with the demo data, opens each page in Chromium (Debian's /usr/bin/chromium) with an empty
// cache, waits until the network is idle, and sums the gzip size of every script it fetched — the entry,
// its vendor chunks and the lazy chunks the page pulled in.
// Run: npm run bench:bundle -w bench
// BUNDLE_DETAIL=1 also lists each page's scripts by gzip size (on stderr).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const PAGES: { path: string; budget: number | null }[] = [
  { path: '/home/index', budget: 170 },
  { path: '/fieldslist', budget: 170 },
  { path: '/fields/{venue}', budget: 220 },
  { path: '/welfare', budget: null },
];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer(): Promise<{ base: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-bench-bundle-'));
  const port = 3800 + Math.floor(Math.random() * 90);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: path.join(root, 'apps/web/dist') };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], { cwd: root, env, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

run('npm', ['run', 'build', '-w', 'apps/web']);
run(process.execPath, ['scripts/build-server.mjs']);
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
let overBudget = false;
try {
  const venues = (await (await fetch(`${server.base}/api/fields?city_ids=90`)).json()) as { result: { data: { top_physical_id: number }[] } };
  const venue = venues.result.data[0]?.top_physical_id ?? 1;
  console.log('| page | scripts | raw KB | gzip KB | target |');
  console.log('|---|---|---|---|---|');
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = new Map<string, Buffer>();
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then(
        (body) => scripts.set(response.url(), body),
        () => undefined,
      );
    });
    await tab.goto(server.base + page.path.replace('{venue}', String(venue)), { waitUntil: 'networkidle' });
    await context.close();
    const raw = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
    const gzipKb = gzip / 1024;
    if (page.budget !== null && gzipKb > page.budget) overBudget = true;
    if (process.env.BUNDLE_DETAIL) {
      const sizes = [...scripts].map(([url, body]) => [new URL(url).pathname, gzipSync(body).length / 1024] as const).sort((a, b) => b[1] - a[1]);
      for (const [name, kb] of sizes) console.error(`  ${page.path}: ${kb.toFixed(1)} KB gzip ${name}`);
    }
    console.log(
      `| \`${page.path}\` | ${scripts.size} | ${(raw / 1024).toFixed(1)} | **${gzipKb.toFixed(1)}** | ${page.budget !== null ? `≤ ${page.budget} KB` : '—'} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) {
  console.error('first JavaScript over its budget');
  process.exit(1);
}
