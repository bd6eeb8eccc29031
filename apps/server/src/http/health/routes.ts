import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zEnvelope } from '@vm/contracts/common';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { databaseAnswers } from '../../modules/health';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['platform'];

    // docs/spec/api.md (fixed): `{ status: "ok", db: "ok" }` once the database answers; one trivial query, so it
    // stays cheap.
    app.get(
      '/health',
      { schema: { tags, summary: '健康检查（进程与数据库）', response: { 200: zEnvelope(z.object({ status: z.literal('ok'), db: z.literal('ok') })) } } },
      async () => {
        if (!(await databaseAnswers(deps.pool))) throw new AppError('UNAVAILABLE', '数据库暂不可用');
        return ok({ status: 'ok' as const, db: 'ok' as const });
      },
    );

    // Readiness: this process can serve (the database answers, it is not shutting down). A proxy or
    // orchestrator routes traffic here only while it is 200. docs/spec/api.md (Scale-out, fixed): `replica`
    // names the read replica's state as a probe made now sees it — `down` or `lagging` still answers 200,
    // since the primary then serves the catalogue reads (decision 0050).
    app.get(
      '/health/ready',
      {
        schema: {
          tags,
          summary: '就绪检查（数据库可用且未在停止；只读副本的状态与延迟）',
          response: {
            200: zEnvelope(
              z.object({
                status: z.literal('ready'),
                db: z.literal('ok'),
                replica: z.enum(['none', 'ok', 'lagging', 'down']),
                replica_lag_ms: z.number().int().min(0).optional(),
              }),
            ),
          },
        },
      },
      async () => {
        if (deps.lifecycle?.draining) throw new AppError('UNAVAILABLE', '服务正在停止，请稍后重试');
        if (!(await databaseAnswers(deps.pool))) throw new AppError('UNAVAILABLE', '数据库暂不可用');
        if (!deps.replica) return ok({ status: 'ready' as const, db: 'ok' as const, replica: 'none' as const });
        const replica = await deps.replica.probe();
        return ok({
          status: 'ready' as const,
          db: 'ok' as const,
          replica: replica.state,
          ...(replica.lagMs !== undefined ? { replica_lag_ms: Math.round(replica.lagMs) } : {}),
        });
      },
    );
  };
