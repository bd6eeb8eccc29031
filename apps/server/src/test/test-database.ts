import pg from 'pg';
import { inject } from 'vitest';

let counter = 0;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh database cloned from the migrated template: every test file gets its own. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  counter += 1;
  const name = `${template}_f${process.pid}_${Date.now().toString(36)}_${counter}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Cloning needs the template to have no other connections; retry briefly if another file is cloning.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (error) {
      if (attempt >= 50 || !String((error as Error).message).includes('being accessed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
}
