// Preloaded into the server by orders-bench.ts (`node --import ./bench/sql-capture.mjs …`): records every
// statement the server sends through `pg` — text, prepared-statement name, parameter values, and for an
// `insert … returning` the rows returned — grouped by transaction (begin … commit on one connection;
// rolled-back transactions are dropped, counted). On SIGUSR2 it writes what it holds to
// `$SQL_CAPTURE_DIR/<n>.json` and starts over, so the bench can replay one load level's statements
// straight through `pg`. The server's code is not changed; capture costs an array push per statement.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import utils from 'pg/lib/utils.js';

const dir = process.env.SQL_CAPTURE_DIR;
if (!dir) throw new Error('SQL_CAPTURE_DIR is not set');
fs.mkdirSync(dir, { recursive: true });

/** Committed units, in commit order: { tx: boolean, statements: [{ text, name?, values?, returning? }] }. */
let units = [];
let rolledBack = 0;
let dumps = 0;
const open = new WeakMap();

const RETURNING_INSERT = /^\s*insert\b[\s\S]*\breturning\b/i;

function asRows(result) {
  if (!result || !Array.isArray(result.rows)) return undefined;
  return result.rows.map((row) => (Array.isArray(row) ? row : result.fields.map((field) => row[field.name])));
}

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function capturedQuery(config, values, callback) {
  const isConfig = typeof config === 'object' && config !== null;
  const text = isConfig ? config.text : config;
  if (typeof text !== 'string') return original.call(this, config, values, callback);
  const params = isConfig ? (config.values ?? (typeof values === 'function' ? undefined : values)) : typeof values === 'function' ? undefined : values;
  // Sent while an earlier statement on this connection was still unanswered (the server's pool pipelines:
  // platform/db/with-transaction.ts): the replay sends it the same way, without waiting.
  const pipelined = Boolean(this._activeQuery || this._sentQueryQueue?.length || this._queryQueue?.length);
  const statement = { text, name: isConfig ? config.name : undefined, values: params, pipelined };
  const keyword = text.trim().toLowerCase();
  // `begin`, or `begin; set local …` (a transaction's settings sent with it: platform/db/with-transaction.ts).
  if (keyword === 'begin' || keyword.startsWith('begin;')) open.set(this, [statement]);
  else if (keyword === 'commit') {
    const tx = open.get(this);
    open.delete(this);
    if (tx) {
      tx.push(statement);
      units.push({ tx: true, statements: tx });
    }
  } else if (keyword === 'rollback') {
    if (open.delete(this)) rolledBack += 1;
  } else {
    const tx = open.get(this);
    if (tx) tx.push(statement);
    else units.push({ tx: false, statements: [statement] });
  }
  if (!RETURNING_INSERT.test(text)) return original.call(this, config, values, callback);
  // Keep the returned rows: the replay maps the ids the database handed out then to the ones it hands out now.
  const record = (done) => (statement.returning = asRows(done));
  if (typeof values === 'function')
    return original.call(this, config, (error, done) => {
      if (!error) record(done);
      values(error, done);
    });
  if (typeof callback === 'function') {
    return original.call(this, config, values, (error, done) => {
      if (!error) record(done);
      callback(error, done);
    });
  }
  const result = original.call(this, config, values, callback);
  if (result && typeof result.then === 'function') result.then(record, () => undefined);
  return result;
};

process.on('SIGUSR2', () => {
  const texts = new Map();
  const textId = (text) => {
    let id = texts.get(text);
    if (id === undefined) texts.set(text, (id = texts.size));
    return id;
  };
  const out = units.map((unit) => ({
    tx: unit.tx,
    statements: unit.statements.map((s) => ({
      t: textId(s.text),
      ...(s.name ? { n: s.name } : {}),
      ...(s.values ? { v: s.values.map((value) => utils.prepareValue(value)) } : {}),
      ...(s.returning !== undefined ? { r: s.returning } : {}),
      ...(s.pipelined ? { p: 1 } : {}),
    })),
  }));
  const file = path.join(dir, `${dumps}.json`);
  fs.writeFileSync(file, JSON.stringify({ texts: [...texts.keys()], rolledBack, units: out }));
  dumps += 1;
  units = [];
  rolledBack = 0;
});
