import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
// The modules whose hot statements are named SQL (importing them defines their statements).
import '../../modules/orders';
import '../../http/catalogue/routes';
import '../../modules/supplier-venues';
import '../../modules/coupons';
import '../../modules/cart';
import { wallets } from '../../db/schema';
import { namedStatements, typed } from './typed';

/**
 * Every named statement (decision 0032) against the migrated schema: PostgreSQL prepares it (so its tables,
 * columns and functions exist and its parameters' types can be inferred), it takes as many parameters as
 * its text names, and it returns the columns its row type declares, in number. A renamed column fails
 * here, not at a buyer's request.
 */
let database: { url: string; drop(): Promise<void> };
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

/**
 * A prepared statement's parameter and result column counts. PostgreSQL 16 lists the result types in
 * pg_prepared_statements; on 15 (the CI machine's server) they are the columns of its answer when it runs
 * with null arguments in a transaction rolled back at once (a lock or a read finds no row; nothing stays).
 * A statement that refuses nulls (a not-null insert) is counted from its plan instead: EXPLAIN VERBOSE
 * names the top node's output, which for those (an insert's RETURNING) has no hidden columns.
 */
async function preparedShape(prepared: string): Promise<{ parameters: number; columns: number }> {
  const hasResultTypes = (await client.query<{ has: boolean }>(`select current_setting('server_version_num')::int >= 160000 as has`)).rows[0]!.has;
  if (hasResultTypes) {
    return (
      await client.query<{ parameters: number; columns: number }>(
        'select cardinality(parameter_types) as parameters, coalesce(cardinality(result_types), 0) as columns from pg_prepared_statements where name = $1',
        [prepared],
      )
    ).rows[0]!;
  }
  const parameters = (
    await client.query<{ parameters: number }>('select cardinality(parameter_types) as parameters from pg_prepared_statements where name = $1', [prepared])
  ).rows[0]!.parameters;
  const call = `execute ${prepared}${parameters > 0 ? `(${Array.from({ length: parameters }, () => 'null').join(', ')})` : ''}`;
  await client.query('begin');
  try {
    const ran = await client.query({ text: call, rowMode: 'array' });
    return { parameters, columns: ran.fields.length };
  } catch {
    // Refused with nulls: fall through to the plan, outside the aborted transaction.
  } finally {
    await client.query('rollback');
  }
  const plan = (await client.query<{ 'QUERY PLAN': [{ Plan: { Output?: string[] } }] }>(`explain (verbose, format json) ${call}`)).rows[0]!['QUERY PLAN'][0]
    .Plan;
  return { parameters, columns: plan.Output?.length ?? 0 };
}

describe('the query builder', () => {
  it('fails with PostgreSQL’s own error (its SQLSTATE decides retries and 409s), not a wrapper', async () => {
    const failed = await typed(client)
      .insert(wallets)
      .values({ userId: 987654321, createdAt: new Date() })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23503' });
  });
});

describe('named SQL', () => {
  it('has statements to check', () => {
    expect([...namedStatements().keys()]).toEqual(expect.arrayContaining(['insert-order', 'lock-order-parties', 'acquire-holds', 'next-order-id']));
  });

  it('prepares every statement against the schema, with its parameters and its columns', async () => {
    const problems: string[] = [];
    for (const [name, statement] of namedStatements()) {
      const prepared = `check_${name.replace(/\W/g, '_')}`;
      try {
        await client.query(`prepare ${prepared} as ${statement.text}`);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      const info = await preparedShape(prepared);
      const named = Math.max(0, ...[...statement.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
      if (info.parameters !== named) problems.push(`${name}: ${info.parameters} parameters prepared, its text names ${named}`);
      if (info.columns !== statement.columns.length)
        problems.push(`${name}: returns ${info.columns} columns, its row type declares ${statement.columns.length}`);
      await client.query(`deallocate ${prepared}`);
    }
    expect(problems).toEqual([]);
  });
});
