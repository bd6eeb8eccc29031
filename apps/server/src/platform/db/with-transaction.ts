import type pg from 'pg';

/** Something that runs SQL: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

/** Work to do once the transaction of a client commits (see {@link afterCommit}). */
const pendingAfterCommit = new WeakMap<object, (() => void)[]>();

/**
 * Runs `action` when the transaction `tx` belongs to commits, and drops it when it rolls back. Outside
 * a {@link withTransaction} (the pool, a client the caller manages) the change is already durable or
 * the caller's own, so `action` runs at once.
 */
export function afterCommit(tx: Queryable, action: () => void): void {
  const pending = pendingAfterCommit.get(tx);
  if (pending) pending.push(action);
  else action();
}

export interface TransactionOptions {
  /**
   * Plan the transaction's prepared (named) statements once per connection and reuse the plan
   * (`set local plan_cache_mode = force_generic_plan`, sent with `begin` in the same round trip). For a
   * hot path whose statements are all named and whose plans do not depend on the values: PostgreSQL
   * otherwise keeps re-planning a statement whose generic plan it estimates dearer than its custom ones,
   * about 1 ms each time for the order statements (docs/decisions/0024).
   */
  genericPlans?: boolean;
}

const BEGIN = 'begin';
const BEGIN_GENERIC_PLANS = 'begin; set local plan_cache_mode = force_generic_plan';

/**
 * Runs `work` in one transaction on its own client: commit when it resolves, roll back when it throws
 * (the error is passed on unchanged). Actions registered with {@link afterCommit} run after the commit.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const client = await pool.connect();
  const pending: (() => void)[] = [];
  pendingAfterCommit.set(client, pending);
  try {
    await client.query(options.genericPlans ? BEGIN_GENERIC_PLANS : BEGIN);
    const result = await work(client);
    await client.query('commit');
    pendingAfterCommit.delete(client);
    for (const action of pending) {
      try {
        action();
      } catch {
        // An after-commit action (a metric) never turns a committed change into a failure.
      }
    }
    return result;
  } catch (error) {
    pendingAfterCommit.delete(client);
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
