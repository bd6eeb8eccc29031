import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { applyMigrations } from '../platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one PostgreSQL for the whole API test run (embedded, or the server of DATABASE_URL), migrates a
 * template database once, and lets each test file clone its own fresh database from it.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'warn' });
  let adminUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-test-pg-'));
    const running = await startEmbeddedPostgres(path.join(tempDir, 'pg'), logger);
    adminUrl = running.url;
    stopEmbedded = running.stop;
  }
  const template = `vm_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await applyMigrations(withDatabase(adminUrl, template));
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `${template}_f%`,
      template,
    ]);
    for (const { datname } of leftovers.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
