import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZDenyBody, ZReviewResult, ZSupplierItemPage, ZSupplierItemsQuery } from '@vm/contracts/order-items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { approveOrderItem, denyOrderItem } from '../../workflows/supplier-review';
import { listSupplierItems } from './supplier-items';

const tags = ['supplier orders'];
const security = [{ bearer: [] }];

/** The supplier's review of their sub-orders (api.md "Supplier"): role property, only their own items. */
export const supplierOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/order_items', { schema: { tags, security, summary: '供应商订单列表', querystring: ZSupplierItemsQuery, response: { 200: zEnvelope(ZSupplierItemPage) } } }, async (request) => {
      const user = await requireRole(deps, request, 'property');
      return ok(await listSupplierItems(deps, user.id, request.query));
    });

    app.post('/order_items/:id/approve', { schema: { tags, security, summary: '审核通过', params: zIdParam, response: { 200: zEnvelope(ZReviewResult) } } }, async (request) => {
      const user = await requireRole(deps, request, 'property');
      return ok(await approveOrderItem(deps, user.id, request.params.id), '审核通过');
    });

    app.post(
      '/order_items/:id/deny',
      { schema: { tags, security, summary: '审核拒绝（退款到钱包）', params: zIdParam, body: ZDenyBody, response: { 200: zEnvelope(ZReviewResult) } } },
      async (request) => {
        const user = await requireRole(deps, request, 'property');
        return ok(await denyOrderItem(deps, user.id, request.params.id, request.body.reason), '已拒绝');
      },
    );
  };
