import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZFollowUpBody, ZOperatorDemand, ZOperatorDemandPage, ZOperatorDemandsQuery } from '@vm/contracts/demands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { followUpDemand, listOperatorDemands } from '../../modules/demands';

const tags = ['demands'];
const security = [{ bearer: [] }];

/** The operator's follow-up of demands (/admin/operator/demands): every demand, status with a note. */
export const operatorDemandRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operator/appeals',
      { schema: { tags, security, summary: '需求跟进列表（运营）', querystring: ZOperatorDemandsQuery, response: { 200: zEnvelope(ZOperatorDemandPage) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await listOperatorDemands(deps.pool, operator.id, request.query));
      },
    );

    app.post(
      '/operator/appeals/:id/follow_up',
      {
        schema: {
          tags,
          security,
          summary: '跟进需求：已联系 / 已关闭（附备注）',
          params: zIdParam,
          body: ZFollowUpBody,
          response: { 200: zEnvelope(ZOperatorDemand) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await followUpDemand(deps, operator.id, request.params.id, request.body), '跟进已记录');
      },
    );
  };
