#!/usr/bin/env node
// Starts the marketplace for Playwright on a fresh database, and removes that database afterwards.
//
//   node scripts/e2e-server.mjs
//
// With DATABASE_URL set: creates a new database `e2e_<timestamp>_<pid>` on that server and drops it
// on exit. Without: the server's embedded PostgreSQL in a new temporary DATA_DIR, deleted on exit.
// PORT defaults to 3100 (E2E_PORT). The built web app (apps/web/dist) is copied to a temporary
// directory and served from there (WEB_DIST), so a rebuild during the run cannot pull files away.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const cleanups = [];

function log(message) {
  console.log(`[e2e-server] ${message}`);
}

async function freshDatabaseUrl(baseUrl) {
  const name = `e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
      log(`dropped database ${name}`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  log(`using new database ${name}`);
  return url.toString();
}

function snapshotWebDist() {
  const dist = path.join(repoRoot, 'apps', 'web', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: build the web app first (npm run build)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-e2e-web-'));
  fs.cpSync(dist, dir, { recursive: true });
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-e2e-'));
  cleanups.push(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    log(`removed ${dir}`);
  });
  log(`using embedded PostgreSQL in ${dir}`);
  return dir;
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('[e2e-server] cleanup failed:', error instanceof Error ? error.message : error);
    }
  }
  cleanups.length = 0;
}

async function main() {
  // Every journey comes from 127.0.0.1: the per-IP limits (SMS codes per hour, requests per minute —
  // pictures and scripts included) would stop the suite, not a person. Both limits have their own tests.
  // The 60 s resend window per mobile becomes SMS_RESEND_SECONDS (2 s, e2e/playwright.config.ts), so a
  // journey logging in a shared account shortly after another waits for 2 s, not a minute.
  const env = {
    ...process.env,
    PORT: port,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEB_DIST: snapshotWebDist(),
    SMS_MAX_PER_IP_PER_HOUR: '1000',
    SMS_MAX_PER_MOBILE_PER_DAY: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    SMS_RESEND_SECONDS: process.env.SMS_RESEND_SECONDS ?? '2',
    // Journeys may move the server's clock forward (POST /api/dev/clock) to cross a deadline; sessions outlive
    // such a move, so a journey logs the shared demo accounts in before it (an SMS code sent at a moved time
    // would stay "newest" for later journeys after the clock comes back).
    DEV_CLOCK: 'true',
    SESSION_TTL_DAYS: '365',
  };
  delete env.DATA_DIR;
  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = await freshDatabaseUrl(process.env.DATABASE_URL);
  } else {
    env.DATA_DIR = freshDataDir();
  }

  // `tsx apps/server/src/main.ts`, with tsx's CLI run by this Node directly rather than through npx.
  // The server gets its own process group: Playwright signals this script's whole group on teardown,
  // and the server must receive exactly one SIGTERM (from here) to shut down in order.
  const tsxCli = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsxCli, 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: 'inherit', detached: true });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the server`);
    child.kill(signal);
    // A server that hangs on shutdown must not keep the test run waiting forever.
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => stop('SIGTERM'));
  // If this script dies some other way, do not leave the server running on the port.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error('[e2e-server] could not start the server:', error.message);
      resolve(1);
    });
  });
  if (!stopping) log(`server exited on its own with code ${code}`);
  await cleanUp();
  process.exit(stopping ? 0 : code);
}

main().catch(async (error) => {
  console.error('[e2e-server]', error);
  await cleanUp();
  process.exit(1);
});
