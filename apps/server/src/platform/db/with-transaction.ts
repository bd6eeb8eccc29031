import type pg from 'pg';

/** Something that runs SQL: the pool, or a client inside a transaction. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

/** What a {@link withTransaction} keeps for its client: work for after the commit, statements to check at it. */
interface Pending {
  afterCommit: (() => void)[];
  /** Statements already sent whose results nobody awaited (see {@link settleAtCommit}). */
  statements: Promise<unknown>[];
}
const pendingByClient = new WeakMap<object, Pending>();

/**
 * Runs `action` when the transaction `tx` belongs to commits, and drops it when it rolls back. Outside
 * a {@link withTransaction} (the pool, a client the caller manages) the change is already durable or
 * the caller's own, so `action` runs at once.
 */
export function afterCommit(tx: Queryable, action: () => void): void {
  const pending = pendingByClient.get(tx);
  if (pending) pending.afterCommit.push(action);
  else action();
}

/**
 * Hands a statement already sent on `tx` (its result not needed) to the transaction, which sends its
 * commit without waiting for it: the pool pipelines, so the statement and the commit share one round
 * trip. When the statement failed, PostgreSQL has aborted the transaction and its commit rolls back;
 * `withTransaction` then throws the statement's error. Only inside a {@link withTransaction}.
 */
export function settleAtCommit(tx: Queryable, statement: Promise<unknown>): void {
  const pending = pendingByClient.get(tx);
  if (!pending) throw new Error('settleAtCommit outside withTransaction');
  statement.catch(() => undefined); // observed at the commit, or dropped with a rollback
  pending.statements.push(statement);
}

/**
 * Writes what `client` sends from now until the code running now, and the promise callbacks it
 * settles, have run (process.nextTick) in one socket write: the socket is corked now and uncorked
 * then. On this VM each write to the database costs about 0.3 ms of CPU on each side (decision 0024),
 * more than most statements' own work; with a pipelining client, statements sent together are also
 * answered without waiting for each other (decision 0025). No effect on a client without a socket.
 */
export function writeTogether(client: Queryable): void {
  const stream = (client as unknown as Partial<pg.Client>).connection?.stream;
  if (!stream?.cork) return;
  stream.cork();
  process.nextTick(() => stream.uncork());
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
 *
 * Round trips: the pool's clients pipeline (platform/db/client.ts), so `begin` is sent without waiting
 * for its answer and the work's first statement goes right behind it; statements handed over with
 * {@link settleAtCommit} go with the commit. PostgreSQL runs them in the order sent, as if awaited one
 * by one (a client that does not pipeline simply queues them). Decision 0025.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const client = await pool.connect();
  const pending: Pending = { afterCommit: [], statements: [] };
  pendingByClient.set(client, pending);
  try {
    writeTogether(client); // begin and the work's first statements
    const begun = client.query(options.genericPlans ? BEGIN_GENERIC_PLANS : BEGIN);
    begun.catch(() => undefined); // a failed begin fails the work's statements too; it is thrown below
    const result = await work(client);
    await begun;
    const commit = client.query('commit');
    const settled = await Promise.allSettled(pending.statements);
    await commit;
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason; // the commit was a rollback (the transaction was aborted)
    pendingByClient.delete(client);
    for (const action of pending.afterCommit) {
      try {
        action();
      } catch {
        // An after-commit action (a metric) never turns a committed change into a failure.
      }
    }
    return result;
  } catch (error) {
    pendingByClient.delete(client);
    // Statements sent without waiting must be answered before the client goes back to the pool.
    await Promise.allSettled(pending.statements);
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
