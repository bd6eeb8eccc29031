import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zEnvelope } from '@vm/contracts/common';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';

/** How long readiness waits for the database before calling it unavailable. */
const READY_TIMEOUT_MS = 2000;

async function answers(pool: AppDeps['pool']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([pool.query('select 1').then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['platform'];

    // Liveness: the process answers. Cheap on purpose (no database), so a slow database never gets a
    // healthy process restarted.
    app.get(
      '/health',
      { schema: { tags, summary: '存活检查（进程在运行）', response: { 200: zEnvelope(z.object({ status: z.literal('ok') })) } } },
      async () => ok({ status: 'ok' as const }),
    );

    // Readiness: this process can serve (the database answers, it is not shutting down). A proxy or
    // orchestrator routes traffic here only while it is 200.
    app.get(
      '/health/ready',
      {
        schema: {
          tags,
          summary: '就绪检查（数据库可用且未在停止）',
          response: { 200: zEnvelope(z.object({ status: z.literal('ready'), db: z.literal('ok'), read_db: z.enum(['ok', 'primary']) })) },
        },
      },
      async () => {
        if (deps.lifecycle?.draining) throw new AppError('UNAVAILABLE', '服务正在停止，请稍后重试');
        if (!(await answers(deps.pool))) throw new AppError('UNAVAILABLE', '数据库暂不可用');
        if (deps.readPool && !(await answers(deps.readPool))) throw new AppError('UNAVAILABLE', '只读数据库暂不可用');
        return ok({ status: 'ready' as const, db: 'ok' as const, read_db: deps.readPool ? ('ok' as const) : ('primary' as const) });
      },
    );
  };
