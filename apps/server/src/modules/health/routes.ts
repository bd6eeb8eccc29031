import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { databaseAnswers } from './check-database';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { schema: { tags: ['platform'], summary: '健康检查' } }, async () => {
      if (!(await databaseAnswers(deps))) throw new AppError('UNAVAILABLE', '数据库暂不可用');
      return ok({ status: 'ok', db: 'ok' });
    });
  };
