import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The API's bodies are at most a few
 * levels deep (an order's resources, a page block's items); a hostile body of thousands of levels would
 * otherwise reach every recursive walk after parsing (guards, validation, logging) and block the event loop.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = '请求内容层级过深，请检查后重试';

/**
 * The nesting depth of a JSON text, counted in one pass without recursion (brackets inside strings do
 * not count). Stops as soon as it passes `limit`, so a 1 MB body costs one scan at most.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser by the same parser (prototype-poisoning checks included) behind a depth
 * check: a body nested deeper than {@link MAX_JSON_DEPTH} is refused with a 400 before it is parsed.
 * The size is bounded by the app's `bodyLimit` (1 MB, 413).
 */
export function registerJsonBodyLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
