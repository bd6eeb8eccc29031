import type { FastifyInstance } from 'fastify';
import { invalid } from './app-error';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-body-limits';
import { AppError } from './app-error';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NUL_MESSAGE = '内容含有无效字符（空字符），请删除后重试';
export const BROKEN_TEXT_MESSAGE = '内容含有无效字符（不完整的文字编码），请删除后重试';

/** What is wrong with a string PostgreSQL must store: a NUL character, or half of a UTF-16 pair. */
function badText(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT_MESSAGE;
  return null;
}

interface PathNode {
  key: string;
  parent: PathNode | null;
}
const pathOf = (node: PathNode | null): string[] => {
  const keys: string[] = [];
  for (let at = node; at; at = at.parent) keys.unshift(at.key);
  return keys;
};

/**
 * The first string (or key) of `value` that PostgreSQL cannot store, with its path (`name`,
 * `resources.0.leave_words`). Iterative with a depth bound: the JSON parser refuses deeper bodies
 * already, and no recursion means no stack to exhaust whatever arrives.
 */
export function findBadText(value: unknown): { path: string[]; message: string } | null {
  const stack: { value: unknown; node: PathNode | null; depth: number }[] = [{ value, node: null, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, node, depth } = stack.pop()!;
    if (typeof item === 'string') {
      const message = badText(item);
      if (message) return { path: pathOf(node), message };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE);
    const entries = Array.isArray(item) ? item.map((entry, index) => [String(index), entry] as const) : Object.entries(item);
    // Pushed in reverse, so the first field is looked at first (the error names the first bad field).
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, entry] = entries[index]!;
      const child: PathNode = { key, parent: node };
      const keyMessage = badText(key);
      if (keyMessage) return { path: pathOf(child), message: keyMessage };
      stack.push({ value: entry, node: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, nor half of a UTF-16 surrogate pair (JSON "\ud800"),
 * so a request carrying one (in the body, the query or the path) would fail deep in a query with a 500.
 * It is refused up front with a 422 naming the field, before the duplicate-POST guard and any route runs.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findBadText(value);
      if (found) {
        const field = found.path.length > 0 ? found.path.join('.') : part;
        throw invalid(field, found.message);
      }
    }
  });
}
