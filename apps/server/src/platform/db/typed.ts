import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema/index';
import './drizzle-errors';
import type { Queryable } from './with-transaction';

/**
 * Typed data access (decision 0032). Two ways, both checked against `db/schema`:
 *
 * - `typed(client)`: Drizzle's query builder on the pool or on a transaction's client — columns,
 *   parameters and rows typed from the schema, so a renamed column fails `npm run typecheck`.
 * - `namedSql<Params, Row>(…)`: a measured hot statement (the order insert, the locks) kept as tuned SQL,
 *   named (planned once per connection), with its parameter tuple and row declared once;
 *   `platform/db/named-sql.test.ts` prepares every one against the migrated schema and compares its
 *   parameter and column counts, so a renamed column or table fails the suite, not a buyer.
 *
 * A trap of Drizzle 0.44: in a select (or a `returning` list) from ONE table with no join, a column at the
 * top level of a `sql` field is written without its table — `sql\`(select count(*) from ${orders} where
 * ${orders.userId} = ${users.id})\`` is sent as `where "user_id" = "id"`, comparing two columns of
 * `orders`. Nest the subquery (`sql\`${sql\`(select …)\`}\``) or build it with the builder and embed it;
 * `where` clauses and selects with joins are always qualified. Inside a `sql` template an `alias()`ed
 * table is written as its alias only.
 */

export type TypedDb = NodePgDatabase<typeof schema>;

const handles = new WeakMap<object, TypedDb>();

/**
 * Drizzle's query builder on `client` (the pool, or the client of a withTransaction), built once per
 * client: a pooled client keeps its handle for its life. Statements run on that client, so inside a
 * transaction they are part of it.
 */
export function typed(client: Queryable): TypedDb {
  let db = handles.get(client);
  if (!db) {
    db = drizzle(client as pg.PoolClient, { schema, casing: 'snake_case' });
    handles.set(client, db);
  }
  return db;
}

export interface NamedSql<Params extends readonly unknown[], Row extends object> {
  readonly name: string;
  readonly text: string;
  /** The result's columns, in order (empty for a statement that returns none). */
  readonly columns: readonly (keyof Row & string)[];
  /** Runs the statement on `client` (prepared once per connection under its name). */
  run(client: Queryable, params: Params): Promise<pg.QueryResult<Row>>;
  /** The statement as pg's query config, for code that sends it itself (pipelining, settleAtCommit). */
  config(params: Params): pg.QueryConfig<unknown[]>;
}

const registry = new Map<string, NamedSql<readonly unknown[], object>>();

/** Every named statement defined so far (the check in named-sql.test.ts walks them). */
export function namedStatements(): ReadonlyMap<string, NamedSql<readonly unknown[], object>> {
  return registry;
}

/**
 * A hot statement as named SQL with declared parameter and row types:
 *
 *     const LOCK_ORDER = namedSql<[orderId: number], LockedOrder>('lock-order', `select … for update`, ['id', 'status', …]);
 *     const order = (await LOCK_ORDER.run(client, [orderId])).rows[0];
 *
 * Names are unique (PostgreSQL keys prepared statements by name per connection).
 */
export function namedSql<Params extends readonly unknown[], Row extends object = Record<string, never>>(
  name: string,
  text: string,
  columns: readonly (keyof Row & string)[] = [],
): NamedSql<Params, Row> {
  if (registry.has(name) && registry.get(name)!.text !== text) throw new Error(`two named statements called ${name}`);
  const statement: NamedSql<Params, Row> = {
    name,
    text,
    columns,
    run: (client, params) => client.query<Row & pg.QueryResultRow>({ name, text, values: [...params] }),
    config: (params) => ({ name, text, values: [...params] }),
  };
  registry.set(name, statement as unknown as NamedSql<readonly unknown[], object>);
  return statement;
}
