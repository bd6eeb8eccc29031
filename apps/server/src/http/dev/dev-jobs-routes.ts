import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OffsetClock } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import type { IntervalJob } from '../../platform/jobs/interval-jobs';
import { ok } from '../../platform/http/envelope';

const ZJobsRun = z.object({ jobs: z.array(z.object({ name: z.string(), ms: z.number().int() })) });

/**
 * `POST /api/dev/jobs/run` (docs/spec/api.md "Development helpers — fixed"): runs every interval job once, now, in
 * order — reminders, sweeps, date transitions, settlement, deliveries — and answers when they are
 * done, so a journey that moved the clock sees their effects at once. Registered only with DEV_CLOCK,
 * like `/api/dev/clock`. A failing job fails the call (500) after the jobs before it ran.
 */
export const devJobsRoutes =
  (deps: AppDeps, jobs: () => IntervalJob[]): FastifyPluginAsyncZod =>
  async (app) => {
    if (!(deps.clock instanceof OffsetClock)) return;
    app.post(
      '/dev/jobs/run',
      {
        schema: {
          tags: ['development'],
          summary: '立即运行全部定时任务（仅测试时钟）',
          response: { 200: z.object({ code: z.literal(1), msg: z.string(), result: ZJobsRun }) },
        },
        config: { dedupe: false },
      },
      async () => {
        const ran: { name: string; ms: number }[] = [];
        for (const job of jobs()) {
          const started = Date.now();
          await job.run();
          ran.push({ name: job.name, ms: Date.now() - started });
        }
        return ok({ jobs: ran });
      },
    );
  };
