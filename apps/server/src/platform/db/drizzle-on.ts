import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema/index';

/** Drizzle's typed query builder on a client inside a {@link withTransaction} (its statements join that transaction). */
export function drizzleOn(client: pg.PoolClient) {
  return drizzle(client, { schema, casing: 'snake_case' });
}
