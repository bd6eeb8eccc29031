import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { withRetriedTransaction } from './with-retried-transaction';
import { withTransaction } from './with-transaction';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const planMode = async (client: { query: (text: string) => Promise<{ rows: { plan_cache_mode: string }[] }> }) =>
  (await client.query('show plan_cache_mode')).rows[0]!.plan_cache_mode;

describe('withTransaction', () => {
  it('plans with generic plans only inside a transaction that asks for them, and the connection forgets it after', async () => {
    const inside = await withTransaction(t.deps.pool, (client) => planMode(client), { genericPlans: true });
    expect(inside).toBe('force_generic_plan');
    expect(await withTransaction(t.deps.pool, (client) => planMode(client))).toBe('auto');
    // Every connection of the pool is back to the default (set local ends with the transaction).
    const clients = await Promise.all(Array.from({ length: 3 }, () => t.deps.pool.connect()));
    try {
      for (const client of clients) expect(await planMode(client)).toBe('auto');
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('rolls a generic-plan transaction back as any other, and the retried form passes the option on', async () => {
    await expect(
      withTransaction(
        t.deps.pool,
        async (client) => {
          await client.query('create table tx_probe_rolled_back (n int)');
          throw new Error('stop');
        },
        { genericPlans: true },
      ),
    ).rejects.toThrow('stop');
    expect((await t.deps.pool.query(`select to_regclass('tx_probe_rolled_back') as name`)).rows[0].name).toBeNull();
    expect(await withRetriedTransaction(t.deps.pool, (client) => planMode(client), { genericPlans: true })).toBe('force_generic_plan');
  });
});
