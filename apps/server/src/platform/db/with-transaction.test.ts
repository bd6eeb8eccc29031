import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { withRetriedTransaction } from './with-retried-transaction';
import { settleAtCommit, withTransaction, writeTogether } from './with-transaction';

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

  it('commits a statement handed to the commit, and rolls everything back with its error when it failed', async () => {
    await t.deps.pool.query('create table if not exists tx_probe_settle (n int)');
    await withTransaction(t.deps.pool, async (client) => {
      await client.query('insert into tx_probe_settle values (1)');
      settleAtCommit(client, client.query('insert into tx_probe_settle values (2)'));
    });
    await expect(
      withTransaction(t.deps.pool, async (client) => {
        await client.query('insert into tx_probe_settle values (3)');
        settleAtCommit(client, client.query('select 1 / (n - n) from tx_probe_settle'));
      }),
    ).rejects.toThrow('division by zero');
    expect((await t.deps.pool.query('select n from tx_probe_settle order by n')).rows.map((row) => row.n)).toEqual([1, 2]);
    // No connection of this database was left with a transaction open (the failed one was rolled back
    // before its client went back to the pool).
    const open = await t.deps.pool.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(open.rows[0].n).toBe(0);
    expect(() => settleAtCommit(t.deps.pool, Promise.resolve())).toThrow('outside withTransaction');
  });

  it('answers statements sent together in the order sent, inside the transaction, on a pipelining client', async () => {
    await t.deps.pool.query('create table if not exists tx_probe_together (n int)');
    const seen = await withTransaction(t.deps.pool, async (client) => {
      expect((client as unknown as pg.Client).pipeline).toBe(true);
      writeTogether(client);
      const inserted = client.query('insert into tx_probe_together values (1), (2)');
      const counted = client.query<{ n: number }>('select count(*)::int as n from tx_probe_together');
      const inTransaction = client.query<{ open: boolean }>('select now() = statement_timestamp() as open');
      await inserted;
      return [(await counted).rows[0]!.n, (await inTransaction).rows[0]!.open];
    });
    // The count ran after the insert; now() is the transaction's start, earlier than the statement's.
    expect(seen).toEqual([2, false]);
  });
});
