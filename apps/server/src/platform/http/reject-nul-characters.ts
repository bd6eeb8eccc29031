import type { FastifyInstance } from 'fastify';
import { invalid } from './app-error';

const NUL = '\u0000';

/** The path of the first string holding a NUL character (`name`, `resources.0.leave_words`), or null. */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]) ?? (key.includes(NUL) ? [...path, key] : null);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a request carrying one (JSON "\u0000", or %00 in
 * the query or path) would fail deep in a query with a 500. It is refused up front with a 422 naming
 * the field, before the duplicate-POST guard and any route runs.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = nulPath(value, []);
      if (path) {
        const field = path.length > 0 ? path.join('.') : part;
        throw invalid(field, '内容含有无效字符（空字符），请删除后重试');
      }
    }
  });
}
