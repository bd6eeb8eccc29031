import { ZBigOrderBody, ZBigOrderBuyer, ZBigOrderPage, ZBigOrdersQuery } from '@vm/contracts/big-orders';
import { zEnvelope } from '@vm/contracts/common';
import { ZOrderPreview, ZSubmitOrderResult } from '@vm/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { listBigOrders, placeBigOrder, previewBigOrder } from '../../workflows/big-order-place';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Big orders (大订单): operator staff place them for key-account buyers, who pay them from their order list. */
export const bigOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/operator/big_orders/preview',
      // A read with a body (nothing is held): repeating it is not a double submission.
      {
        config: { dedupe: false },
        schema: {
          tags,
          security,
          summary: '大订单试算（运营，不占用）',
          body: ZBigOrderBody,
          response: { 200: zEnvelope(ZOrderPreview.extend({ buyer: ZBigOrderBuyer })) },
        },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await previewBigOrder(deps, request.body));
      },
    );

    app.post(
      '/operator/big_orders',
      { schema: { tags, security, summary: '为大客户代下大订单（运营）', body: ZBigOrderBody, response: { 201: zEnvelope(ZSubmitOrderResult) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.status(201).send(ok(await placeBigOrder(deps, operator.id, request.body), '大订单已提交，等待客户支付'));
      },
    );

    app.get(
      '/operator/big_orders',
      { schema: { tags, security, summary: '大订单列表（运营）', querystring: ZBigOrdersQuery, response: { 200: zEnvelope(ZBigOrderPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await signRecordFiles(deps, await listBigOrders(deps, request.query), ['voucher_image_url']));
      },
    );
  };
