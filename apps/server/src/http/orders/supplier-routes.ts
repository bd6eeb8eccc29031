import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZDenyBody, ZReviewResult, ZSupplierItemPage, ZSupplierItemsQuery } from '@vm/contracts/order-items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireSupplier, supplierGate } from '../../modules/supplier-access/index';
import { ok } from '../../platform/http/envelope';
import { approveOrderItem, denyOrderItem } from '../../workflows/supplier-review';
import { listSupplierItems } from '../../modules/orders';

const tags = ['supplier orders'];
const security = [{ bearer: [] }];

/** The supplier's review of their sub-orders (docs/spec/api.md "Supplier"): the supplier or its child with `orders`, only their own items. */
export const supplierOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The role before the body: 401/403 on request, for every route of this module.
    app.addHook('onRequest', supplierGate(deps, 'orders'));
    app.get(
      '/order_items',
      { schema: { tags, security, summary: '供应商订单列表', querystring: ZSupplierItemsQuery, response: { 200: zEnvelope(ZSupplierItemPage) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        return ok(await listSupplierItems(deps, actor.ownerId, request.query));
      },
    );

    app.post(
      '/order_items/:id/approve',
      { schema: { tags, security, summary: '审核通过', params: zIdParam, response: { 200: zEnvelope(ZReviewResult) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        return ok(await approveOrderItem(deps, actor, request.params.id), '审核通过');
      },
    );

    app.post(
      '/order_items/:id/deny',
      { schema: { tags, security, summary: '审核拒绝（退款到钱包）', params: zIdParam, body: ZDenyBody, response: { 200: zEnvelope(ZReviewResult) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        return ok(await denyOrderItem(deps, actor, request.params.id, request.body.reason), '已拒绝');
      },
    );
  };
