import { expect } from 'vitest';
import type { TestContext } from '../test-app';
import { bearer } from '../test-app';

/**
 * The bad-input sweep (project rule: every bad input gets a clear Chinese error and changes nothing).
 * Each case sends one bad request and checks what a client would observe: a 4xx (never 500), the error
 * envelope with a Chinese message that is specific (not zod's generic locale text, not English, not SQL),
 * and not one row of the database changed.
 */

/** Tables that a refused request may legitimately touch: the duplicate-POST guard and session bookkeeping. */
const VOLATILE_TABLES = new Set(['request_dedupe', 'sessions', '__drizzle_migrations']);

/** English, zod, SQL and stack fragments that must never reach a user. */
const LEAK =
  /expected|invalid|violates|column|relation|syntax|constraint|undefined|\bnull\b|NaN|\bnumber\b|\bstring\b|\bobject\b|\barray\b|boolean|instanceof|error|zod|select |insert |update |stack/i;
/** zod's generic zh-CN locale texts: Chinese, but they say neither which field nor what to do. */
const GENERIC = /无效输入|无效选项|期望|实际接收|数值过大|数值过小|字符串|请求参数不正确/;
const CHINESE = /[\u4e00-\u9fa5]/;

export interface RefusalOptions {
  /** The endpoint is a trial calculation: a 200 with `can_submit: false` and Chinese problems is a refusal. */
  problemsAreRefusal?: boolean;
  /** The exact message expected (e.g. 请先登录). */
  message?: string;
}

export interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** Asserts the refusal envelope of docs/spec/api.md; `label` names the case in failures. */
export function expectRefused(response: Reply, label: string, statuses: number[] = [], options: RefusalOptions = {}): void {
  if (options.problemsAreRefusal && response.statusCode === 200) {
    // A trial calculation answers 200 and lists what stops the order (can_submit false).
    const result = (response.json() as { result?: { can_submit?: boolean; problems?: { message: string }[] } }).result;
    expect.soft(result?.can_submit, `${label}: ${response.body.slice(0, 300)}`).toBe(false);
    expect.soft(result?.problems?.length, `${label}: no problems listed`).toBeGreaterThan(0);
    for (const problem of result?.problems ?? []) {
      expect.soft(problem.message, `${label}: problem`).toMatch(CHINESE);
      expect.soft(problem.message, `${label}: problem leaks internals`).not.toMatch(LEAK);
    }
    return;
  }
  expect.soft(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect.soft(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  if (statuses.length > 0) expect.soft(statuses, `${label}: status ${response.statusCode} ${response.body}`).toContain(response.statusCode);
  let body: { code?: unknown; msg?: unknown; result?: unknown; errors?: Record<string, unknown> };
  try {
    body = response.json() as typeof body;
  } catch {
    throw new Error(`${label}: not JSON: ${response.body.slice(0, 200)}`);
  }
  expect.soft(body.code, `${label}: ${response.body}`).toBe(response.statusCode);
  expect.soft(body.result, `${label}: ${response.body}`).toBeNull();
  const msg = String(body.msg ?? '');
  if (options.message) expect.soft(msg, `${label}: msg`).toBe(options.message);
  expect.soft(msg, `${label}: msg`).toMatch(CHINESE);
  expect.soft(msg, `${label}: msg leaks internals`).not.toMatch(LEAK);
  expect.soft(msg, `${label}: msg is zod's generic text`).not.toMatch(GENERIC);
  if (response.statusCode === 422) {
    expect.soft(body.errors, `${label}: 422 without errors`).toBeTypeOf('object');
    for (const [field, text] of Object.entries(body.errors ?? {})) {
      expect.soft(String(text), `${label}: errors.${field}`).toMatch(CHINESE);
      expect.soft(String(text), `${label}: errors.${field} leaks internals`).not.toMatch(LEAK);
      expect.soft(String(text), `${label}: errors.${field} is zod's generic text`).not.toMatch(GENERIC);
    }
  }
}

const fingerprintQueries = new WeakMap<TestContext, { name: string; text: string }>();

/**
 * One digest per table (row count and an md5 over the rows), so updates show as well as inserts. The
 * statement (every table of the test database) is built once per test file and named, so each pooled
 * connection plans it once: the sweeps take thousands of fingerprints.
 */
export async function dbFingerprint(t: TestContext): Promise<Record<string, string>> {
  let query = fingerprintQueries.get(t);
  if (!query) {
    const tables = (
      await t.deps.pool.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows
      .map((row) => row.name)
      .filter((name) => !VOLATILE_TABLES.has(name));
    const text = tables
      .map(
        (name) => `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as digest from "${name}" x`,
      )
      .join(' union all ');
    query = { name: `db-fingerprint-${tables.length}`, text };
    fingerprintQueries.set(t, query);
  }
  const rows = (await t.deps.pool.query<{ name: string; digest: string }>(query)).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string | null;
  payload?: unknown;
  /** A raw body string (malformed JSON etc.) with its content type. */
  raw?: { body: string; contentType: string };
}

export function send(t: TestContext, call: Call) {
  const headers: Record<string, string> = call.token ? bearer(call.token) : {};
  if (call.raw) {
    headers['content-type'] = call.raw.contentType;
    return t.app.inject({ method: call.method, url: call.url, headers, payload: call.raw.body });
  }
  return t.app.inject({ method: call.method, url: call.url, headers, ...(call.payload === undefined ? {} : { payload: call.payload as object }) });
}

/**
 * Sends a bad call and asserts it was refused and changed nothing. The clock steps past the 1 s
 * duplicate-POST window first, so every case reaches validation instead of the duplicate guard.
 */
export async function expectRefusedUnchanged(
  t: TestContext,
  call: Call,
  label: string,
  statuses: number[] = [],
  options: RefusalOptions = {},
  /** The database's fingerprint as the previous refused call left it (nothing else ran since): saves one. */
  known?: Record<string, string>,
): Promise<Record<string, string>> {
  t.clock.advance(1100);
  const before = known ?? (await dbFingerprint(t));
  const response = await send(t, call);
  expectRefused(response, label, statuses, options);
  const after = await dbFingerprint(t);
  const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
  expect.soft(changed, `${label}: tables changed by a refused request`).toEqual([]);
  return after;
}
const refusedUnchanged = expectRefusedUnchanged;

export const OVERLONG = 'x'.repeat(5000);

/** Bad values for a field, by what the field is. */
export const BAD = {
  /** A positive integer id or count. */
  id: ['abc', '', {}, [], [5], true, -1, 0, 1.5, 2 ** 53, 1e20, '2147483648', '1e3x'] as unknown[],
  /** An amount or integer that must be positive. */
  positiveInt: ['abc', {}, [], [5], true, -1, 0, 1.5, 2 ** 53] as unknown[],
  /** A string of at most `max` characters (a NUL character cannot be stored by PostgreSQL at all). */
  text: (max: number) => [{}, [], ['a'], 123, true, 'x'.repeat(max + 1), OVERLONG, 'a\u0000b'] as unknown[],
  /** A required string. */
  requiredText: (max: number) => [null, '', {}, [], 123, 'x'.repeat(max + 1), OVERLONG, 'a\u0000b'] as unknown[],
  /** A list field. */
  list: ['abc', {}, 5, true, [OVERLONG], [{}], Array.from({ length: 200 }, (_, i) => i + 1)] as unknown[],
};

/** Path ids that are not ids: not numbers, not integers, not positive, beyond int4 and beyond 2^53. */
export const BAD_PATH_IDS = ['abc', '1.5', '-1', '0', '1e3', '2147483648', '9007199254740992', '99999999999999999999', '%20', '0x10'];

/** Sloppy spellings of a real id (`" 19"`, `"019"`, `"19.0"`, `"19 "`): they name no record (docs/spec/api.md "Hardening"). */
export const sloppyIds = (id: number | string) => [`%20${id}`, `0${id}`, `${id}.0`, `${id}%20`, `+${id}`];

/** Days no calendar has, for every date field (docs/spec/api.md "Hardening": real calendar dates). */
export const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '2026-04-31', '2026-00-10'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A body nested far deeper than any the API takes (about 6,000 levels in 12 KB). */
export const DEEP_BODY = '['.repeat(6000) + ']'.repeat(6000);

/** The dotted paths of every string in a body that is a date (`resources.0.dates.0.date`, `start`). */
function datePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return DATE.test(value) ? [path.join('.')] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => datePaths(item, [...path, key]));
}

export const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
};

/** One endpoint of the sweep: a valid call, and what may be wrong with it. */
export interface Endpoint {
  method: Call['method'];
  /** The URL; `{id}` is replaced by the path id under test. */
  url: string;
  /** The caller entitled to the resource. */
  token: () => string;
  /** The resource's own id, for `{id}`. */
  id?: () => number | string;
  /** An id of the same kind that belongs to someone else (answered 403 or 404, never 200). */
  othersId?: () => number | string;
  /** A valid body; each field of `badBody` is replaced in it in turn. */
  body?: () => Record<string, unknown>;
  /** Bad values per field (dots for nesting); a function when they depend on fixtures made in beforeAll. */
  badBody?: Record<string, unknown[]> | (() => Record<string, unknown[]>);
  /** Query parameters with bad values (GET lists and lookups). */
  badQuery?: Record<string, string[]>;
  /** A trial calculation (preview): see {@link RefusalOptions}. */
  problemsAreRefusal?: boolean;
  /** Every body field has a default, so `{}` (or a form post) is a valid call. */
  emptyBodyIsValid?: boolean;
  /** A caller with the wrong role (403). */
  wrongRoleToken?: () => string;
}

const withId = (endpoint: Endpoint, id: number | string) => endpoint.url.replace('{id}', String(id));

/** Runs every bad call of one endpoint; failures are soft, so one run lists all of them. */
export async function sweepEndpoint(t: TestContext, endpoint: Endpoint): Promise<void> {
  const name = `${endpoint.method} ${endpoint.url}`;
  const url = withId(endpoint, endpoint.id?.() ?? 1);
  const body = endpoint.body?.();
  const token = endpoint.token();
  // The calls run back to back, so each one's "after" fingerprint is the next one's "before".
  let known: Record<string, string> | undefined;
  const expectRefusedUnchanged = async (call: Call, label: string, statuses: number[] = [], options: RefusalOptions = {}) => {
    known = await refusedUnchanged(t, call, label, statuses, options, known);
  };
  await expectRefusedUnchanged({ method: endpoint.method, url, token: null, payload: body }, `${name} without login`, [401], { message: '请先登录' });
  await expectRefusedUnchanged({ method: endpoint.method, url, token: 'not-a-session-token', payload: body }, `${name} with a bogus token`, [401]);
  if (endpoint.wrongRoleToken) {
    await expectRefusedUnchanged({ method: endpoint.method, url, token: endpoint.wrongRoleToken(), payload: body }, `${name} with the wrong role`, [403]);
  }
  if (endpoint.othersId) {
    await expectRefusedUnchanged(
      { method: endpoint.method, url: withId(endpoint, endpoint.othersId()), token, payload: body },
      `${name} on someone else's id`,
      [403, 404],
    );
  }
  if (endpoint.url.includes('{id}')) {
    // Sloppy spellings of the real id only in the path (`/orders/{id}`), which names the record by itself.
    const inPath = endpoint.url.split('?')[0]!.includes('{id}');
    for (const id of [...BAD_PATH_IDS, ...(inPath ? sloppyIds(endpoint.id?.() ?? 1) : [])]) {
      await expectRefusedUnchanged({ method: endpoint.method, url: withId(endpoint, id), token, payload: body }, `${name} with path id ${id}`, [404, 422]);
    }
  }
  // Dates of the URL's own query (`?start=2026-12-01`) replaced by days no calendar has.
  const [urlBase, urlQuery] = url.split('?');
  for (const [field, value] of new URLSearchParams(urlQuery ?? '')) {
    if (!DATE.test(value)) continue;
    for (const date of IMPOSSIBLE_DATES) {
      const params = new URLSearchParams(urlQuery);
      params.set(field, date);
      await expectRefusedUnchanged(
        { method: endpoint.method, url: `${urlBase}?${params.toString()}`, token, payload: body },
        `${name} ?${field}=${date}`,
        [422],
      );
    }
  }
  if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
    await expectRefusedUnchanged(
      { method: endpoint.method, url, token, raw: { body: '{"a":', contentType: 'application/json' } },
      `${name} malformed JSON`,
      [400],
    );
    await expectRefusedUnchanged(
      { method: endpoint.method, url, token, raw: { body: '[1,2', contentType: 'application/json' } },
      `${name} malformed JSON array`,
      [400],
    );
    await expectRefusedUnchanged({ method: endpoint.method, url, token, raw: { body: 'a,b\n1,2', contentType: 'text/csv' } }, `${name} text/csv`, [415]);
    // Only where the body matters: bodiless actions ignore whatever is sent, and a body whose every
    // field has a default (the order-notice agreement) takes a form post as the empty body.
    if (endpoint.badBody && !endpoint.emptyBodyIsValid) {
      await expectRefusedUnchanged(
        { method: endpoint.method, url, token, raw: { body: 'a=1', contentType: 'application/x-www-form-urlencoded' } },
        `${name} form-encoded`,
        [415, 422],
      );
    }
    await expectRefusedUnchanged(
      { method: endpoint.method, url, token, raw: { body: DEEP_BODY, contentType: 'application/json' } },
      `${name} 6,000 levels deep`,
      [400],
    );
    if (body) {
      // A lone UTF-16 surrogate in each string field of the valid body, and in a key.
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string') continue;
        await expectRefusedUnchanged(
          { method: endpoint.method, url, token, payload: { ...body, [field]: `${value}\ud800` } },
          `${name} ${field} with a lone surrogate`,
          [422],
        );
      }
      await expectRefusedUnchanged({ method: endpoint.method, url, token, payload: { ...body, ['\udc00']: 1 } }, `${name} a key with a lone surrogate`, [422]);
      // Every date of the valid body replaced by days no calendar has.
      for (const field of datePaths(body)) {
        for (const date of IMPOSSIBLE_DATES) {
          await expectRefusedUnchanged(
            { method: endpoint.method, url, token, payload: setPath(body, field, date) },
            `${name} ${field}=${date}`,
            [400, 404, 409, 422],
            endpoint,
          );
        }
      }
    }
    if (endpoint.badBody) {
      await expectRefusedUnchanged(
        { method: endpoint.method, url, token, raw: { body: JSON.stringify(body), contentType: 'text/plain' } },
        `${name} JSON sent as text/plain`,
        [415, 422],
      );
      await expectRefusedUnchanged({ method: endpoint.method, url, token, payload: [body] }, `${name} body is an array`, [422]);
      await expectRefusedUnchanged(
        { method: endpoint.method, url, token, raw: { body: '"text"', contentType: 'application/json' } },
        `${name} body is a JSON string`,
        [422],
      );
    }
  }
  const badBody = typeof endpoint.badBody === 'function' ? endpoint.badBody() : (endpoint.badBody ?? {});
  for (const [field, values] of Object.entries(badBody)) {
    for (const value of values) {
      const label = `${name} ${field}=${describeValue(value)}`;
      await expectRefusedUnchanged({ method: endpoint.method, url, token, payload: setPath(body ?? {}, field, value) }, label, [400, 404, 409, 422], endpoint);
    }
  }
  for (const [field, values] of Object.entries(endpoint.badQuery ?? {})) {
    for (const value of values) {
      const [base, search] = url.split('?');
      const params = new URLSearchParams(search ?? '');
      params.set(field, value);
      const query = `${base}?${params.toString()}`;
      await expectRefusedUnchanged({ method: endpoint.method, url: query, token }, `${name} ?${field}=${describeValue(value)}`, [404, 422]);
    }
  }
}

/** A copy of `body` with `path` (dots for nesting: `resources.0.count`) set to `value`. */
export function setPath(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}
