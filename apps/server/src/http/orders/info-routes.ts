import { zEnvelope } from '@vm/contracts/common';
import { ZOperatorAlertPage, ZOperatorAlertsQuery } from '@vm/contracts/operator-alerts';
import { ZAdditionalInfoBody, ZAdditionalInfoQuery, ZAdditionalSelection, ZOrderInfo } from '@vm/contracts/order-info';
import { ZOrderingNoticed, ZOrderingNoticedBody } from '@vm/contracts/orders';
import { INDUSTRIES, PROMOTION_PURPOSES, SPREAD_WAYS } from '@vm/domain/order-info-options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { listOperatorAlerts, getOrderInfo, saveOrderInfo } from '../../modules/orders';
import { readOrderingNoticed, recordOrderingNoticed } from '../../modules/accounts';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** The order notice agreement, the provide-info form and its choices, and the operators' alerts. */
export const orderInfoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/ordering_noticed',
      { schema: { tags, security, summary: '是否已同意下单须知', response: { 200: zEnvelope(ZOrderingNoticed) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok({ ordering_noticed: await readOrderingNoticed(deps.pool, user.id) });
      },
    );

    app.post(
      '/users/ordering_noticed',
      { schema: { tags, security, summary: '同意下单须知', body: ZOrderingNoticedBody, response: { 200: zEnvelope(ZOrderingNoticed) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        const value = request.body.ordering_noticed;
        const noticed = value === true || value === 1 || value === '1';
        await recordOrderingNoticed(deps.pool, user.id, noticed);
        return ok({ ordering_noticed: noticed });
      },
    );

    app.get(
      '/orders/additional_selection',
      { schema: { tags, summary: '补充信息选项（行业、推广目的、推广形式）', response: { 200: zEnvelope(ZAdditionalSelection) } } },
      async () =>
        ok({
          industries: INDUSTRIES.map((parent) => ({ id: parent.id, name: parent.name, children: [...parent.children] })),
          purposes: [...PROMOTION_PURPOSES],
          spread_ways: [...SPREAD_WAYS],
        }),
    );

    app.get(
      '/additional_info',
      { schema: { tags, security, summary: '订单补充信息', querystring: ZAdditionalInfoQuery, response: { 200: zEnvelope(ZOrderInfo) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await getOrderInfo(deps, user.id, request.query.order_id, request.query.type), ['licence_images']));
      },
    );

    app.post(
      '/additional_info',
      { schema: { tags, security, summary: '提交订单补充信息', body: ZAdditionalInfoBody, response: { 200: zEnvelope(ZOrderInfo) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await saveOrderInfo(deps, user.id, request.body), ['licence_images']), '保存成功');
      },
    );

    app.get(
      '/operator/alerts',
      {
        schema: {
          tags: ['operator'],
          security,
          summary: '运营提醒（超时未审核订单等）',
          querystring: ZOperatorAlertsQuery,
          response: { 200: zEnvelope(ZOperatorAlertPage) },
        },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorAlerts(deps, request.query.page, request.query.page_size));
      },
    );
  };
