import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { tags: ['platform'], summary: '健康检查' } }, async () => {
      try {
        await deps.pool.query('select 1');
      } catch {
        throw new AppError('UNAVAILABLE', '数据库暂不可用');
      }
      return ok({ status: 'ok', db: 'ok' });
    });
  };
