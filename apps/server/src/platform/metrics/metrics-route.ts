import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { failure } from '../http/envelope';
import { registry } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /metrics in Prometheus text format; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
export function registerMetricsRoute(app: FastifyInstance, config: Config): void {
  const expected = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
      if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send(failure(401, '需要监控令牌'));
      }
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
