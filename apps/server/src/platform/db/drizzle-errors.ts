import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * Drizzle (0.44) wraps every failed statement in a DrizzleQueryError whose `cause` is PostgreSQL's error.
 * The server decides on PostgreSQL's SQLSTATE (`code`): withRetriedTransaction retries 40001 and 40P01,
 * use cases turn 23505 or 23514 into their 409s, the order insert reads its VMO01 refusal. A statement
 * written with the query builder must fail exactly as the same statement sent with client.query, so the
 * wrapper is taken off here, once for the process (decision 0032). Imported by client.ts and typed.ts.
 */
type QueryWithCache = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; __pgErrorsUnwrapped?: boolean };

if (!prototype.__pgErrorsUnwrapped) {
  const queryWithCache = prototype.queryWithCache;
  prototype.queryWithCache = async function (this: unknown, ...args: unknown[]) {
    try {
      return await queryWithCache.apply(this, args);
    } catch (error) {
      throw error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
    }
  };
  prototype.__pgErrorsUnwrapped = true;
}
