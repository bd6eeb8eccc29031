import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** A path id as docs/spec/api.md fixes it: a canonical positive decimal. */
export const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

const isIdParam = (name: string) => name === 'id' || name.endsWith('_id');

/**
 * One rule for every path id (`:id`, `:top_physical_id`, `:coupon_id`…) of every route: `" 1"`, `"019"`,
 * `"19.0"`, `"19 "`, `"+19"`, `"0x13"` and `"1e1"` do not name record 19 or 10 — numeric coercion in a schema
 * would say they do. They answer 404 before any route runs. What names no positive integer at all (`abc`,
 * `-1`, `0`, `1.5`) is left to the route's schema, which names the field (`订单ID必须是数字`, `ID必须为正数`).
 * Runs after the login checks (onRequest).
 */
export function registerCanonicalPathIds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params || typeof params !== 'object') return;
    for (const [name, value] of Object.entries(params)) {
      if (!isIdParam(name) || typeof value !== 'string' || CANONICAL_ID.test(value)) continue;
      const read = Number(value);
      if (Number.isSafeInteger(read) && read >= 1) throw new AppError('NOT_FOUND', '记录不存在，请检查链接是否正确');
    }
  });
}
