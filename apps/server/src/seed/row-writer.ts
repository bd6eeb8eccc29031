import type pg from 'pg';

/** Column of a bulk insert: its name and PostgreSQL type; array types (`text[]`) travel as literals. */
export type Column = readonly [name: string, type: string];

type Client = pg.PoolClient | pg.Client;

function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** One value as an element of a PostgreSQL array literal. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map(element).join(',')}}`);
  return quote(String(value));
}

/**
 * Buffers rows of one table and writes them with one `insert … select from unnest($1, $2, …)` per batch:
 * one parameter per column (a ready-made array literal, much cheaper to send than a JS array), so tens
 * of thousands of rows go in one round trip. Table and column names are constants of the seed.
 */
export class TableWriter {
  private rows: unknown[][] = [];
  written = 0;
  /** Milliseconds spent writing, for the seed's timing report. */
  ms = 0;

  constructor(
    readonly table: string,
    private readonly columns: readonly Column[],
    private readonly batchSize = 10_000,
  ) {}

  push(row: unknown[]): void {
    if (row.length !== this.columns.length) throw new Error(`${this.table}: expected ${this.columns.length} values, got ${row.length}`);
    this.rows.push(row);
  }

  get pending(): number {
    return this.rows.length;
  }

  /** Hands over the buffered rows (the writer starts a new buffer), for {@link writeRows}. */
  take(): unknown[][] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  async writeRows(client: Client, rows: unknown[][]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.batchSize) {
      const batch = rows.slice(start, start + this.batchSize);
      const params = this.columns.map((_, index) => `{${batch.map((row) => element(row[index])).join(',')}}`);
      const names = this.columns.map(([name]) => name).join(', ');
      const unnest = this.columns.map(([, type], index) => `$${index + 1}::${type.endsWith('[]') ? 'text' : type}[]`).join(', ');
      const selects = this.columns.map(([name, type]) => (type.endsWith('[]') ? `u.${name}::${type}` : `u.${name}`)).join(', ');
      const started = Date.now();
      await client.query(`insert into ${this.table} (${names}) select ${selects} from unnest(${unnest}) as u(${names})`, params);
      this.ms += Date.now() - started;
      this.written += batch.length;
    }
  }

  async flush(client: Client): Promise<void> {
    await this.writeRows(client, this.take());
  }
}

/** After explicit ids, moves each serial sequence past the highest id so later inserts do not collide. */
export async function resetSequences(client: Client, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await client.query(`select setval(pg_get_serial_sequence($1, 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`, [table]);
  }
}
