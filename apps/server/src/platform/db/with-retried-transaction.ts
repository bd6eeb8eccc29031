import type pg from 'pg';
import { withTransaction, type TransactionOptions } from './with-transaction';

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));
}

/**
 * {@link withTransaction}, run again (up to `attempts` times) when PostgreSQL aborted it as a deadlock
 * victim or a serialization failure — rare under the lock orders the use cases follow, but possible
 * when foreign-key and counter locks meet. Other errors pass on unchanged.
 */
export async function withRetriedTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  { attempts = 3, ...options }: TransactionOptions & { attempts?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(pool, work, options);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
