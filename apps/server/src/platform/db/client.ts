import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import './drizzle-errors';

// Integer columns of type bigint (int8) come back as strings by default; our ids and fen amounts stay
// far below 2^53, so they are safe as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// Dates (no time zone) are business dates: keep them as 'YYYY-MM-DD' strings, never shift them.
pg.types.setTypeParser(1082, (value) => value);

export type Database = ReturnType<typeof createDatabase>['db'];

/** Where an idle client's error goes (a dropped connection, the server restarting); pino's `error` fits. */
export type PoolErrorLog = (fields: { error: string; code?: string }, message: string) => void;

const logToStderr: PoolErrorLog = ({ error }, message) => console.error(`${message}: ${error}`);

/**
 * A pool and its Drizzle handle. An idle client's error (the server closed the connection) does not
 * crash the process — pg drops that client and the next query opens a new one — but it is logged.
 *
 * Its clients pipeline (`pipeline: true`): a statement is written at once, even while the one before
 * it on the same client is still running, and PostgreSQL answers them in order. Code that awaits each
 * statement sees no difference; a transaction sends `begin` with its first statement, and the order
 * submission its lock with its reads (decision 0025).
 */
export function createDatabase(url: string, max = 20, logPoolError: PoolErrorLog = logToStderr) {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'venue-marketplace', pipeline: true });
  // Only the message and code: the error object holds the whole client (connection parameters included).
  pool.on('error', (err) => logPoolError({ error: err.message, code: (err as { code?: string }).code }, 'idle database client failed'));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { pool, db };
}
