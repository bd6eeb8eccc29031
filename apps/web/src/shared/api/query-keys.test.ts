import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const TOKEN = 'tok-secret-0123456789abcdef';

/** The names of a key builder's parameters, as written (`(role, status, page, token) => …`). */
const paramsOf = (fn: (...args: never[]) => unknown): string[] =>
  (/^\(?([^)=]*)\)?\s*=>/.exec(fn.toString())?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Every key builder in queryKeys, called with the token for each parameter named token (1 for the others). */
function everyKey(node: unknown, path: string[] = []): [string, unknown][] {
  if (typeof node === 'function') {
    const fn = node as (...args: unknown[]) => unknown;
    const call = (other: unknown) => fn(...paramsOf(fn).map((name) => (/token/i.test(name) ? TOKEN : other)));
    let key: unknown;
    try {
      key = call(1);
    } catch {
      key = call([]); // a builder that spreads a list
    }
    return [[path.join('.'), key]];
  }
  if (node && typeof node === 'object' && !Array.isArray(node)) return Object.entries(node).flatMap(([name, child]) => everyKey(child, [...path, name]));
  return [];
}

describe('query keys', () => {
  it('never hold the session token (keys show in warnings, devtools and error reports): only its opaque session key', () => {
    const leaking = everyKey(queryKeys)
      .filter(([, key]) => JSON.stringify(key).includes(TOKEN))
      .map(([name]) => name);
    expect(leaking).toEqual([]);
  });
});
