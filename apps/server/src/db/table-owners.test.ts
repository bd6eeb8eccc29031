import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTableWrites, relativeToServer, schemaTables, serverSourceFiles, tableWritesIn, writerOf, type TableWrite } from '../test/table-writes';
import { TABLE_OWNERS } from './table-owners';

/**
 * One owner per table (decision 0033): only the module named in db/table-owners.ts writes a table.
 * Exempt, as the decision says: tests and test fixtures (`*.test.ts`, `test/`, `*-fixture.ts`) and the
 * demo seed (`src/seed/`).
 */
const owners: Record<string, string> = TABLE_OWNERS;
const isFixture = (file: string) => /-fixtures?\.ts$/.test(file);
const exempt = (file: string) => writerOf(file) === 'seed' || isFixture(file);
const where = (write: TableWrite) => `${write.file}:${write.line} (${write.text})`;

describe('one owner per table', () => {
  const writes = allTableWrites();

  it('names an owner for every table of db/schema, and no table that is not there', () => {
    const missing = [...schemaTables].filter((table) => !(table in owners)).sort();
    const unknown = Object.keys(owners)
      .filter((table) => !schemaTables.has(table))
      .sort();
    expect(missing, `tables without an owner: add a line to apps/server/src/db/table-owners.ts for each of: ${missing.join(', ')}`).toEqual([]);
    expect(unknown, `apps/server/src/db/table-owners.ts names tables db/schema does not have: ${unknown.join(', ')}`).toEqual([]);
  });

  it('lets only the owner write a table', () => {
    const strangers = writes
      .filter((write) => !exempt(write.file) && writerOf(write.file) !== owners[write.table])
      .map((write) => `${where(write)} writes ${write.table}, owned by ${owners[write.table] ?? '(nobody: add it to db/table-owners.ts)'}`);
    expect(strangers, `a table written outside its owner; call a function the owner exports instead:\n${strangers.join('\n')}`).toEqual([]);
  });

  it('keeps SQL out of the workflows', () => {
    const inWorkflows = writes.filter((write) => writerOf(write.file) === 'workflows').map(where);
    expect(inWorkflows, `workflows compose module functions, they write no table:\n${inWorkflows.join('\n')}`).toEqual([]);
  });

  it('changes an order’s status only in modules/orders/order-transitions.ts, the seed included', () => {
    const setsStatus = (write: TableWrite) => {
      if (write.table !== 'orders') return false;
      if (write.how === 'drizzle') return write.text.startsWith('.update') && /\.set\(\{[^}]*\bstatus\s*:/.test(write.statement);
      const set = /\bupdate\s+orders\b(?:\s+(?:as\s+)?[a-z]\w*)?\s+set\b([\s\S]*?)(?:\bwhere\b|\breturning\b|\bfrom\b|$)/i.exec(write.statement)?.[1] ?? '';
      return /(?<![\w.])status\s*=/.test(set);
    };
    const elsewhere = writes.filter((write) => setsStatus(write) && write.file !== 'src/modules/orders/order-transitions.ts').map(where);
    expect(elsewhere, `order status set outside order-transitions.ts:\n${elsewhere.join('\n')}`).toEqual([]);
  });

  it('keeps fixtures for tests: no source file imports one', () => {
    const importers = serverSourceFiles()
      .filter((path) => !isFixture(relativeToServer(path)) && /from '[^']*-fixtures?'/.test(readFileSync(path, 'utf8')))
      .map(relativeToServer);
    expect(importers).toEqual([]);
  });

  it('sees raw SQL and Drizzle writes however they are written', () => {
    const source = `
      import { orders as o, orderItems } from '../../db/schema';
      import * as s from '../db/schema';
      // update users set name = 'comment, not code'
      const a = \`update orders set status = $2 where id = $1\`;
      const b = 'insert into "cart_items" (user_id) values ($1)';
      const c = \`delete from holds where order_item_id = any(\${ids})\`;
      db.update(o).set({ status: 'paid' }).where(eq(o.id, 1));
      db.insert(orderItems).values({});
      tx.delete(s.wallets);
      const d = 'select * from users where updated_at > now()';`;
    const found = tableWritesIn('/x/src/modules/demo/demo.ts', source).map((write) => `${write.table} ${write.how}`);
    expect(found).toEqual(['orders sql', 'cart_items sql', 'holds sql', 'orders drizzle', 'order_items drizzle', 'wallets drizzle']);
  });
});
