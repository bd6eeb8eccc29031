import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema/index';
import type { Queryable } from '../../platform/db/with-transaction';

/** Drizzle's typed query builder on a pool or on a transaction's client (the event's own transaction). */
export function drizzleOn(client: Queryable) {
  return drizzle(client as pg.PoolClient, { schema, casing: 'snake_case' });
}

export type Db = ReturnType<typeof drizzleOn>;
