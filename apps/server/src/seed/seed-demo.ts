import type { Logger } from 'pino';
import type pg from 'pg';
import { seedDemoAccounts } from './demo-accounts';

/** True when the database has no users yet: a fresh install that should get the demo marketplace. */
export async function isEmptyDatabase(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query('select exists (select 1 from users) as has');
  return !result.rows[0].has;
}

/**
 * Loads the demo marketplace in one transaction under an advisory lock, so two servers starting on one
 * empty database do not both seed it. Each feature adds its part of the demo data here.
 */
export async function seedDemoData(pool: pg.Pool, logger: Logger): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(727002)');
    const existing = await client.query('select exists (select 1 from users) as has');
    if (existing.rows[0].has) {
      await client.query('rollback');
      return false;
    }
    const started = Date.now();
    await seedDemoAccounts(client);
    await client.query('commit');
    logger.info({ ms: Date.now() - started }, 'demo data loaded');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
