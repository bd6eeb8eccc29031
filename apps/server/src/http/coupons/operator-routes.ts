import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZCouponReward,
  ZCouponRewardBody,
  ZCouponRewardParams,
  ZCouponTemplateBody,
  ZCouponTemplatePatch,
  ZOperatorCoupon,
  ZOperatorCouponPage,
  ZOperatorCouponsQuery,
} from '@vm/contracts/coupon-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import {
  createCouponTemplate,
  setCouponTemplateStatus,
  updateCouponTemplate,
  listOperatorCoupons,
  listCouponRewards,
  setCouponReward,
} from '../../modules/coupons';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Platform staff manage the coupons on offer. */
export const operatorCouponRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Access first: a non-operator gets 403 before the body is even validated.
    app.addHook('preValidation', async (request) => {
      await requireRole(deps, request, 'operator');
    });

    app.get(
      '/operator/coupons',
      {
        schema: { tags, security, summary: '优惠券列表（含使用情况）', querystring: ZOperatorCouponsQuery, response: { 200: zEnvelope(ZOperatorCouponPage) } },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorCoupons(deps.pool, request.query, deps.clock.now()));
      },
    );

    app.post(
      '/operator/coupons',
      { schema: { tags, security, summary: '新建优惠券', body: ZCouponTemplateBody, response: { 201: zEnvelope(ZOperatorCoupon) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.status(201).send(ok(await createCouponTemplate(deps, operator.id, request.body), '保存成功'));
      },
    );

    app.put(
      '/operator/coupons/:id',
      { schema: { tags, security, summary: '编辑优惠券', params: zIdParam, body: ZCouponTemplatePatch, response: { 200: zEnvelope(ZOperatorCoupon) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await updateCouponTemplate(deps, operator.id, request.params.id, request.body), '保存成功');
      },
    );

    for (const [action, status, summary, message] of [
      ['stop', 'stopped', '停止发放', '已停止发放'],
      ['start', 'active', '恢复发放', '已恢复发放'],
    ] as const) {
      app.post(
        `/operator/coupons/:id/${action}`,
        { schema: { tags, security, summary, params: zIdParam, response: { 200: zEnvelope(ZOperatorCoupon) } } },
        async (request) => {
          const operator = await requireRole(deps, request, 'operator');
          return ok(await setCouponTemplateStatus(deps, operator.id, request.params.id, status), message);
        },
      );
    }

    app.get(
      '/operator/coupon_rewards',
      { schema: { tags, security, summary: '奖励券设置（评价、邮箱订阅）', response: { 200: zEnvelope(z.array(ZCouponReward)) } } },
      async () => ok(await listCouponRewards(deps.pool, deps.clock.now())),
    );

    app.put(
      '/operator/coupon_rewards/:purpose',
      {
        schema: {
          tags,
          security,
          summary: '设置奖励券（coupon_id 为 null 则不发放）',
          params: ZCouponRewardParams,
          body: ZCouponRewardBody,
          response: { 200: zEnvelope(ZCouponReward) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await setCouponReward(deps, operator.id, request.params.purpose, request.body.coupon_id), '保存成功');
      },
    );
  };
