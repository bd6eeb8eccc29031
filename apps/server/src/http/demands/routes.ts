import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZAcceptDemandBody,
  ZAcceptDemandResult,
  ZDemandBody,
  ZDemandCreated,
  ZDemandDetail,
  ZDemandHallQuery,
  ZDemandOptions,
  ZDemandPage,
  ZMyDemandPage,
  ZMyDemandsQuery,
} from '@vm/contracts/demands';
import { todayInShanghai } from '@vm/domain/business-date';
import { DEMAND_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { submitDemand } from '../../workflows/submit-demand';
import { ACCEPT_MESSAGES, acceptDemand, listHall, listMyDemands, readDemand, readDemandOptions } from '../../modules/demands';

const tags = ['demands'];
const security = [{ bearer: [] }];

/** Demands (docs/spec/api.md "Demands — fixed"): the form's choices, submitting, the hall, one demand, mine, accepting. */
export const demandRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const viewerOf = async (request: Parameters<typeof currentUser>[1]) => {
      const user = await currentUser(deps, request);
      return { userId: user?.id ?? null, isOperator: user?.roles.includes('operator') ?? false };
    };

    app.get('/appeal/create', { schema: { tags, summary: '需求表单的选项', response: { 200: zEnvelope(ZDemandOptions) } } }, async () =>
      ok(await readDemandOptions(deps.pool)),
    );

    app.post(
      '/appeal',
      { schema: { tags, summary: '提交需求（访客用短信验证码登录）', body: ZDemandBody, response: { 201: zEnvelope(ZDemandCreated) } } },
      async (request, reply) => {
        const user = await currentUser(deps, request);
        return reply.status(201).send(ok(await submitDemand(deps, user, request.body), DEMAND_MESSAGES.success));
      },
    );

    app.get('/appeal', { schema: { tags, summary: '需求大厅', querystring: ZDemandHallQuery, response: { 200: zEnvelope(ZDemandPage) } } }, async (request) =>
      ok(await listHall(deps.pool, request.query, await viewerOf(request), todayInShanghai(deps.clock.now()))),
    );

    app.get(
      '/appeal/mine',
      { schema: { tags, security, summary: '我的需求（含承接人）', querystring: ZMyDemandsQuery, response: { 200: zEnvelope(ZMyDemandPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listMyDemands(deps.pool, user.id, request.query.page, request.query.page_size));
      },
    );

    app.get(
      '/appeal/:id',
      { schema: { tags, summary: '需求详情（发布人可见承接人）', params: zIdParam, response: { 200: zEnvelope(ZDemandDetail) } } },
      async (request) => ok(await readDemand(deps.pool, request.params.id, await viewerOf(request), todayInShanghai(deps.clock.now()))),
    );

    app.post(
      '/receive_appeal/:id',
      {
        schema: {
          tags,
          security,
          summary: '承接需求（供应商、代理商、服务商）',
          params: zIdParam,
          body: ZAcceptDemandBody,
          response: { 201: zEnvelope(ZAcceptDemandResult) },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await acceptDemand(deps, user, request.params.id, request.body), ACCEPT_MESSAGES.success));
      },
    );
  };
