import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import * as schema from '../db/schema';

/**
 * Finds every write to a table in the server's source (decision 0033): raw SQL in string and template
 * literals (`insert into t`, `update t`, `delete from t`, `merge into t`, `truncate t`) and Drizzle's
 * query builder (`.insert(t)`, `.update(t)`, `.delete(t)` with `t` a table of `db/schema`, however imported).
 * Comments are not source, so they are not scanned. A table name built at run time (`insert into ${name}`)
 * is not seen: the rule of the house is to name the table.
 */
export type TableWrite = {
  file: string;
  line: number;
  table: string;
  how: 'sql' | 'drizzle';
  /** The words that write (`update orders`, `.insert(orders)`). */
  text: string;
  /** SQL: the whole literal the write is in (template parts joined by `$x`); Drizzle: the call's source. */
  statement: string;
};

const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));

/** Table name by schema export name (`orders` → 'orders', `orderItems` → 'order_items'). */
export const tableNameByExport: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);
export const schemaTables: ReadonlySet<string> = new Set(tableNameByExport.values());

const SQL_WRITE = /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+("?)([a-z_][a-z0-9_]*)\1/gi;

/** Source files of apps/server/src, tests, migrations and the schema left out (paths relative to apps/server). */
export function serverSourceFiles(dir = SERVER_SRC): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['test', 'migrations', 'schema', 'node_modules'].includes(entry.name)) continue;
      out.push(...serverSourceFiles(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

export function relativeToServer(path: string): string {
  return relative(join(SERVER_SRC, '..'), path).split('\\').join('/');
}

/** The writes one file's source makes. */
export function tableWritesIn(path: string, source = readFileSync(path, 'utf8')): TableWrite[] {
  const file = relativeToServer(path);
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const writes: TableWrite[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;

  // Local names of schema tables: `import { orders as o } from '../db/schema'` and `import * as s from …schema`.
  const localTables = new Map<string, string>();
  const schemaNamespaces = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/db\/schema(\/[a-z-]+)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) schemaNamespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = tableNameByExport.get((element.propertyName ?? element.name).text);
        if (table) localTables.set(element.name.text, table);
      }
    }
  }
  const tableOf = (node: ts.Expression): string | undefined => {
    if (ts.isIdentifier(node)) return localTables.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && schemaNamespaces.has(node.expression.text)) {
      return tableNameByExport.get(node.name.text);
    }
    return undefined;
  };

  const scanText = (text: string, node: ts.Node) => {
    for (const match of text.matchAll(SQL_WRITE)) {
      const table = match[2]!.toLowerCase();
      if (schemaTables.has(table)) writes.push({ file, line: lineOf(node), table, how: 'sql', text: match[0].replace(/\s+/g, ' '), statement: text });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) scanText(node.text, node);
    else if (ts.isTemplateExpression(node)) {
      // Join the literal parts with a placeholder so `update orders set ${x}` is still one statement.
      scanText([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $x '), node);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const table = tableOf(node.arguments[0]!);
      if (table) {
        // The whole chain (`.update(orders).set({…}).where(…)`) as the statement.
        let chain: ts.Node = node;
        while ((ts.isPropertyAccessExpression(chain.parent) || ts.isCallExpression(chain.parent)) && chain.parent.expression === chain) chain = chain.parent;
        writes.push({
          file,
          line: lineOf(node),
          table,
          how: 'drizzle',
          text: `.${node.expression.name.text}(${node.arguments[0]!.getText(sf)})`,
          statement: chain.getText(sf),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return writes;
}

/** Every table write in the server's source. */
export function allTableWrites(): TableWrite[] {
  return serverSourceFiles().flatMap((path) => tableWritesIn(path));
}

/**
 * Who a file is, for ownership: `modules/<name>`, `workflows`, `seed`, `platform/<name>`, or the file itself
 * for the composition roots (app.ts, main.ts).
 */
export function writerOf(file: string): string {
  const parts = file.replace(/^src\//, '').split('/');
  if (parts[0] === 'modules' || parts[0] === 'platform') return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'workflows' || parts[0] === 'seed') return parts[0];
  return parts.join('/');
}
