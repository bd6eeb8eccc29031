import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { failure } from '../../platform/http/envelope';
import { registry } from '../../platform/metrics/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const METRICS_OFF_MESSAGE = 'GET /metrics is not served: NODE_ENV=production and METRICS_TOKEN is unset (set a token of 16+ characters to scrape it)';

/**
 * GET /metrics in Prometheus text format; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`.
 * In production without a token it is not served at all (docs/spec/api.md "Hardening — fixed"), and the start says so.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config, log: Pick<FastifyBaseLogger, 'warn'> = app.log): void {
  if (config.NODE_ENV === 'production' && !config.METRICS_TOKEN) {
    log.warn(METRICS_OFF_MESSAGE);
    return;
  }
  const expected = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
      if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send(failure(401, '需要监控令牌'));
      }
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
