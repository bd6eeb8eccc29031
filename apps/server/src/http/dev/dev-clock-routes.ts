import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { OffsetClock } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';

const ZClock = z.object({ now: z.string(), offset_ms: z.number().int() });

/**
 * Development only, and only with DEV_CLOCK (the Playwright server): `GET /api/dev/clock` and
 * `POST /api/dev/clock { advance_ms }` (forward only, at most 30 days per call) or `{ reset: true }`,
 * so a journey can cross a deadline and come back. Registered only when the clock is an OffsetClock.
 */
export const devClockRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const clock = deps.clock;
    if (!(clock instanceof OffsetClock)) return;
    const view = () => ({ now: toShanghaiIsoString(clock.now()), offset_ms: clock.offset });
    app.get(
      '/dev/clock',
      {
        schema: { tags: ['development'], summary: '测试时钟（仅开发）', response: { 200: z.object({ code: z.literal(1), msg: z.string(), result: ZClock }) } },
      },
      async () => ok(view()),
    );
    app.post(
      '/dev/clock',
      {
        schema: {
          tags: ['development'],
          summary: '拨动测试时钟（仅开发）',
          body: z.object({
            advance_ms: z
              .number()
              .int()
              .min(0)
              .max(30 * 86_400_000)
              .optional(),
            reset: z.boolean().optional(),
          }),
          response: { 200: z.object({ code: z.literal(1), msg: z.string(), result: ZClock }) },
        },
        config: { dedupe: false },
      },
      async (request) => {
        if (request.body.reset) clock.reset();
        if (request.body.advance_ms) clock.advance(request.body.advance_ms);
        return ok(view());
      },
    );
  };
