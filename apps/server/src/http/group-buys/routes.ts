import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZCreatedGroupPurchase,
  ZCreateGroupPurchaseBody,
  ZGroupPurchase,
  ZGroupPurchasePage,
  ZMyGroupOrderPage,
  ZMyGroupOrdersQuery,
  ZOperatorGroupsQuery,
  ZOtherGroupsQuery,
} from '@vm/contracts/group-buys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { myGroupOrders } from '../../workflows/group-buy-orders';
import { sweepGroupDeadlines } from '../../workflows/group-buy-sweep';
import { z } from 'zod';
import { getGroup, listOperatorGroups, listOtherGroups, openGroupPurchase } from '../../modules/group-buys';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['group buys'];
const security = [{ bearer: [] }];

/** Group buys (拼团), docs/spec/api.md "Group buys — fixed". Joining is POST /api/orders with group_purchase_id on the line. */
export const groupBuyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/groups/:id',
      { schema: { tags, summary: '拼团详情（flag 1 进行中，2 已结束）', params: zIdParam, response: { 200: zEnvelope(ZGroupPurchase) } } },
      async (request) => ok(await getGroup(deps.pool, request.params.id, deps.clock.now())),
    );

    app.get(
      '/group_purchases',
      {
        schema: {
          tags,
          summary: '其他进行中的拼团（不含 group_purchase_id）',
          querystring: ZOtherGroupsQuery,
          response: { 200: zEnvelope(ZGroupPurchasePage) },
        },
      },
      async (request) => ok(await listOtherGroups(deps.pool, request.query, deps.clock.now())),
    );

    app.get(
      '/groups',
      { schema: { tags, security, summary: '我的拼团订单', querystring: ZMyGroupOrdersQuery, response: { 200: zEnvelope(ZMyGroupOrderPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await signRecordFiles(deps, await myGroupOrders(deps, user.id, request.query), ['voucher_image_url']));
      },
    );

    app.post(
      '/operator/group_purchases',
      {
        schema: {
          tags: [...tags, 'operator'],
          security,
          summary: '发起拼团（运营）',
          body: ZCreateGroupPurchaseBody,
          response: { 201: zEnvelope(ZCreatedGroupPurchase) },
        },
      },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.status(201).send(ok(await openGroupPurchase(deps, operator.id, request.body), '拼团已发起'));
      },
    );

    // Test runs only (DEV_CLOCK, refused in production): run the deadline sweep now, after moving the clock.
    if (deps.config.DEV_CLOCK)
      app.post(
        '/dev/group_purchases/sweep',
        {
          config: { dedupe: false },
          schema: {
            tags: ['development'],
            summary: '立即执行拼团截止处理（仅开发）',
            response: {
              200: zEnvelope(
                z.object({
                  resolved: z.array(z.object({ id: z.number().int(), status: z.string() })),
                  cancelled: z.array(z.number().int()),
                  refunded: z.array(z.number().int()),
                }),
              ),
            },
          },
        },
        async () => ok(await sweepGroupDeadlines(deps)),
      );

    app.get(
      '/operator/group_purchases',
      {
        schema: {
          tags: [...tags, 'operator'],
          security,
          summary: '拼团列表（运营）',
          querystring: ZOperatorGroupsQuery,
          response: { 200: zEnvelope(ZGroupPurchasePage) },
        },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorGroups(deps.pool, request.query, deps.clock.now()));
      },
    );
  };
