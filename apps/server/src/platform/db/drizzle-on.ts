import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema/index';
import type { Queryable } from './with-transaction';

export type TxDatabase = ReturnType<typeof create>;

const create = (client: Queryable) => drizzle(client as pg.PoolClient, { schema, casing: 'snake_case' });
const cache = new WeakMap<object, TxDatabase>();

/**
 * Drizzle's typed query builder on a given client: the transaction's client inside a workflow, or the
 * pool. Statements go through `client.query`, so they run in the caller's transaction. One handle per
 * client (cheap to make, but kept so a loop does not rebuild it).
 */
export function drizzleOn(client: Queryable): TxDatabase {
  let db = cache.get(client);
  if (!db) {
    db = create(client);
    cache.set(client, db);
  }
  return db;
}
