import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZPriceRuleBody, ZPriceRulePage, ZPriceRulesQuery } from '@vm/contracts/supplier-price-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { ok, page } from '../../platform/http/envelope';
import { requireSupplier, supplierGate } from '../../modules/supplier-access/index';
import { createPriceRule, deletePriceRule, listRules, overPriceRule, updatePriceRule } from '../../modules/price-rules';

const tags = ['price rules'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.number().int() });

/** Price rules (docs/spec/api.md "Supplier back office — fixed"). Permission `venues`. */
export const priceRuleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The role before the body: 401/403 on request, for every route of this module.
    app.addHook('onRequest', supplierGate(deps, 'venues'));
    app.get(
      '/price_rules',
      { schema: { tags, security, summary: '价格规则列表', querystring: ZPriceRulesQuery, response: { 200: zEnvelope(ZPriceRulePage) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        const { selling_resource_id: boothId, page: pageNumber, page_size: pageSize } = request.query;
        const { rows, total } = await listRules(deps.pool, actor.ownerId, boothId, pageNumber, pageSize);
        return ok(page(rows, total, pageNumber, pageSize));
      },
    );

    app.post(
      '/price_rules',
      { schema: { tags, security, summary: '新建价格规则（重叠时409）', body: ZPriceRuleBody, response: { 201: zEnvelope(ZId) } } },
      async (request, reply) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return reply.status(201).send(ok(await createPriceRule(deps, actor, request.body), '创建成功'));
      },
    );

    app.put(
      '/price_rules/:id',
      {
        schema: {
          tags,
          security,
          summary: '修改价格规则（与新建相同的请求体；重叠时409）',
          params: zIdParam,
          body: ZPriceRuleBody,
          response: { 200: zEnvelope(ZId) },
        },
      },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await updatePriceRule(deps, actor, request.params.id, request.body), '修改成功');
      },
    );

    app.post(
      '/price_rules/:id/over',
      {
        schema: {
          tags,
          security,
          summary: '结束价格规则（次日起恢复摊位价格）',
          params: zIdParam,
          response: { 200: zEnvelope(z.object({ id: z.number().int(), end: z.string() })) },
        },
      },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await overPriceRule(deps, actor, request.params.id), '规则已结束');
      },
    );

    app.delete(
      '/price_rules/:id',
      { schema: { tags, security, summary: '删除价格规则', params: zIdParam, response: { 200: zEnvelope(ZId) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'venues');
        return ok(await deletePriceRule(deps, actor, request.params.id), '删除成功');
      },
    );
  };
