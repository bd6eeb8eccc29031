import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZSupplierItemsCountQuery } from '@vm/contracts/order-items';
import {
  ZCommentReplyBody,
  ZOccupancy,
  ZOccupancyQuery,
  ZOrderItemsCount,
  ZSupplierComment,
  ZSupplierCommentPage,
  ZSupplierCommentsQuery,
  ZSupplierHome,
} from '@vm/contracts/supplier-home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/http/app-error';
import { ok, page } from '../../platform/http/envelope';
import { requireSupplier, supplierActorOf, supplierGate } from '../../modules/supplier-access/index';
import { listComments, occupancy, orderItemsCount, replyToComment, supplierHome } from '../../modules/supplier-home';

const tags = ['supplier home'];
const security = [{ bearer: [] }];

/** The supplier home (/admin/supplier/index) and the order-items badge. Permission `orders` (occupancy: any). */
export const supplierHomeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The role before the body: 401/403 on request, for every route of this module.
    app.addHook('onRequest', supplierGate(deps));
    app.get('/supplier_home', { schema: { tags, security, summary: '供应商首页概览', response: { 200: zEnvelope(ZSupplierHome) } } }, async (request) => {
      const actor = await requireSupplier(deps, request, 'orders');
      return ok(await supplierHome(deps, actor.ownerId));
    });

    app.get(
      '/supplier_home/occupancy',
      { schema: { tags, security, summary: '摊位占用日历', querystring: ZOccupancyQuery, response: { 200: zEnvelope(ZOccupancy) } } },
      async (request) => {
        const actor = await supplierActorOf(deps, request);
        if (!actor) throw forbidden('当前账号无权进行此操作');
        return ok(await occupancy(deps, actor.ownerId, request.query.month, request.query.selling_resource_id));
      },
    );

    app.get(
      '/order_items/count',
      { schema: { tags, security, summary: '供应商订单数量（角标）', querystring: ZSupplierItemsCountQuery, response: { 200: zEnvelope(ZOrderItemsCount) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        return ok(await orderItemsCount(deps, actor.ownerId, request.query.status));
      },
    );

    app.get(
      '/supplier_comments',
      { schema: { tags, security, summary: '我的场地评价', querystring: ZSupplierCommentsQuery, response: { 200: zEnvelope(ZSupplierCommentPage) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        const { replied, page: pageNumber, page_size: pageSize } = request.query;
        const { rows, total } = await listComments(deps.pool, actor.ownerId, replied, pageNumber, pageSize);
        return ok(page(rows, total, pageNumber, pageSize));
      },
    );

    app.post(
      '/supplier_comments/:id/reply',
      { schema: { tags, security, summary: '回复评价（仅一次）', params: zIdParam, body: ZCommentReplyBody, response: { 200: zEnvelope(ZSupplierComment) } } },
      async (request) => {
        const actor = await requireSupplier(deps, request, 'orders');
        return ok(await replyToComment(deps, actor, request.params.id, request.body.reply), '回复成功');
      },
    );
  };
