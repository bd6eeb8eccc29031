import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema/index';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * Drizzle's typed query builder on `client`: the pool, or the client of a workflow's transaction, so
 * the contract written at an approval commits (or rolls back) with it.
 */
export function contractsDb(client: Queryable) {
  return drizzle(client as pg.PoolClient, { schema, casing: 'snake_case' });
}
export type ContractsDb = ReturnType<typeof contractsDb>;
