import { zEnvelope } from '@vm/contracts/common';
import { ZTopPhysicalParam } from '@vm/contracts/catalogue-venue';
import { ZInsightsPeriodQuery, ZOperatorInsights, ZOperatorInsightsQuery, ZSupplierInsights, ZVenueViewBody } from '@vm/contracts/insights';
import { todayInShanghai } from '@vm/domain/business-date';
import { insightsPeriodError, isBotUserAgent, type InsightsPeriod } from '@vm/domain/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { AppError, currentUser, requireRole } from '../../platform/http/auth';
import { notFound } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { operatorInsights, recordVenueView, supplierInsights } from '../../modules/insights/index';
import { requireSupplier, supplierGate } from '../../modules/supplier-access/index';

const security = [{ bearer: [] }];

/** 422 in Chinese unless from ≤ to, both real dates, at most 366 days. */
function periodOf(query: { from: string; to: string }): InsightsPeriod {
  const message = insightsPeriodError(query.from, query.to);
  if (message) throw new AppError('VALIDATION', message, { [message.startsWith('结束') ? 'to' : 'from']: message });
  return { from: query.from, to: query.to };
}

/** Venue views and the insights of docs/spec/api.md "Insights — fixed" (decision 0056). */
export const insightsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fields/:top_physical_id/views',
      {
        // Idempotent by design (one row per visitor and day), so the 1 s duplicate-POST guard is not needed.
        config: { dedupe: false },
        schema: {
          tags: ['catalogue'],
          summary: '记录一次场地浏览（每位访客每天每场地一次）',
          params: ZTopPhysicalParam,
          body: ZVenueViewBody.nullish(),
          response: { 204: z.null().describe('已记录') },
        },
      },
      async (request, reply) => {
        const venueId = request.params.top_physical_id;
        const user = await currentUser(deps, request);
        const randomId = request.body?.visitor_id?.trim() || null;
        // No id (no script ran) or a self-declared robot: answered, not counted.
        const key = isBotUserAgent(request.headers['user-agent']) ? null : user ? `u:${user.id}` : randomId ? `v:${randomId}` : null;
        const found = await recordVenueView(deps.pool, venueId, todayInShanghai(deps.clock.now()), key);
        if (!found) throw notFound('场地');
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/operator/insights',
      {
        schema: { tags: ['operator'], security, summary: '运营数据分析', querystring: ZOperatorInsightsQuery, response: { 200: zEnvelope(ZOperatorInsights) } },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        const period = periodOf(request.query);
        return ok(await operatorInsights(deps.readPool ?? deps.pool, period, request.query.group_by, deps.clock.now()));
      },
    );

    app.get(
      '/supplier/insights',
      {
        // The role before the query: 401/403 on request, like every supplier module.
        onRequest: supplierGate(deps),
        schema: { tags: ['supplier'], security, summary: '供应商经营分析', querystring: ZInsightsPeriodQuery, response: { 200: zEnvelope(ZSupplierInsights) } },
      },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        const period = periodOf(request.query);
        return ok(await supplierInsights(deps.readPool ?? deps.pool, actor.ownerId, period));
      },
    );
  };
