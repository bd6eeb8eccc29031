import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZOrderBody, ZOrderPreviewBody } from '@vm/contracts/order-payload';
import {
  ZOrderCounts,
  ZOrderPage,
  ZOrderPreview,
  ZOrderStatusResult,
  ZOrdersQuery,
  ZOrderView,
  ZPaymentOrder,
  ZSubmitOrderResult,
  zOrderStatus,
} from '@vm/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { cancelOrder } from '../../workflows/cancel-order';
import { submitOrder } from '../../workflows/place-order';
import { previewOrder, countOrders, getOrder, listOrders, orderStatus, paymentOrder } from '../../modules/orders';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** The buyer's order endpoints (docs/spec/api.md "Ordering"). Every one is the caller's own: others' orders are 404. */
export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A read with a body: the same preview twice in a second is an honest repeat (the checkout opened in a
    // second tab asks for it at once), not a double submission, so the duplicate guard lets it through.
    app.post(
      '/orders/preview',
      {
        config: { dedupe: false },
        schema: { tags, security, summary: '订单试算（不占用）', body: ZOrderPreviewBody, response: { 200: zEnvelope(ZOrderPreview) } },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await previewOrder(deps, user.id, request.body));
      },
    );

    app.post(
      '/orders',
      { schema: { tags, security, summary: '提交订单', body: ZOrderBody, response: { 201: zEnvelope(ZSubmitOrderResult) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await submitOrder(deps, user.id, request.body), '订单提交成功'));
      },
    );

    app.get(
      '/orders',
      { schema: { tags, security, summary: '我的订单', querystring: ZOrdersQuery, response: { 200: zEnvelope(ZOrderPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await listOrders(deps, user.id, request.query), ['voucher_image_url', 'licence_images']));
      },
    );

    app.get('/orders/count', { schema: { tags, security, summary: '订单数量', response: { 200: zEnvelope(ZOrderCounts) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await countOrders(deps, user.id));
    });

    app.get('/orders/:id', { schema: { tags, security, summary: '订单详情', params: zIdParam, response: { 200: zEnvelope(ZOrderView) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok(await signRecordFiles(deps, await getOrder(deps, user.id, request.params.id), ['voucher_image_url', 'licence_images']));
    });

    app.get(
      '/orders/:id/status',
      { schema: { tags, security, summary: '订单状态（支付页轮询）', params: zIdParam, response: { 200: zEnvelope(ZOrderStatusResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await orderStatus(deps, user.id, request.params.id));
      },
    );

    app.get(
      '/payment/orders/:id',
      { schema: { tags, security, summary: '支付页订单信息', params: zIdParam, response: { 200: zEnvelope(ZPaymentOrder) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await paymentOrder(deps, user.id, request.params.id), ['voucher_image_url']));
      },
    );

    app.delete(
      '/orders/:id',
      {
        schema: {
          tags,
          security,
          summary: '取消订单',
          params: zIdParam,
          response: { 200: zEnvelope(z.object({ id: z.number().int(), status: zOrderStatus })) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await cancelOrder(deps, user.id, request.params.id), '订单已取消');
      },
    );
  };
