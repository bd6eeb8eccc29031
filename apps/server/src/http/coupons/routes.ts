import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZClaimWelfareBody,
  ZClaimWelfareResult,
  ZCommunityCouponsQuery,
  ZCouponIdParam,
  ZCouponOfferPage,
  ZCouponOffersQuery,
  ZExchangeCouponBody,
  ZExchangeResult,
  ZMyCoupon,
  ZMyCouponsPage,
  ZMyCouponsQuery,
  ZReceiveCouponBody,
  ZResourceCoupons,
  ZResourceCouponsQuery,
} from '@vm/contracts/coupons';
import { ZPointHistoriesPage, ZPointHistoriesQuery } from '@vm/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { invalid } from '../../platform/http/app-error';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import {
  claimWelfareCoupons,
  assertCommunityExists,
  communityOfResource,
  listCouponOffers,
  listMyCoupons,
  listPointHistories,
  exchangeCoupon,
  receiveCoupon,
  couponsForResources,
} from '../../modules/coupons';
import { operatorCouponRoutes } from './operator-routes';

const tags = ['coupons'];
const security = [{ bearer: [] }];

export const couponRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/coupons',
      { schema: { tags, security, summary: '我的优惠券', querystring: ZMyCouponsQuery, response: { 200: zEnvelope(ZMyCouponsPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listMyCoupons(deps.pool, user.id, request.query, deps.clock.now()));
      },
    );

    app.get(
      '/communities/:id/coupons',
      { schema: { tags, summary: '社区可领优惠券', params: zIdParam, querystring: ZCommunityCouponsQuery, response: { 200: zEnvelope(ZCouponOfferPage) } } },
      async (request) => {
        const user = await currentUser(deps, request);
        const { is_received, page, page_size, physical_resource_id } = request.query;
        await assertCommunityExists(deps.pool, request.params.id);
        const filter = { communityId: request.params.id, physicalResourceId: physical_resource_id, isReceived: is_received, page, pageSize: page_size };
        return ok(await listCouponOffers(deps.pool, filter, user?.id ?? null, deps.clock.now()));
      },
    );

    app.get(
      '/communities/coupons',
      { schema: { tags, summary: '领券中心：全部可领优惠券（v2）', querystring: ZCouponOffersQuery, response: { 200: zEnvelope(ZCouponOfferPage) } } },
      async (request) => {
        const user = await currentUser(deps, request);
        const q = request.query;
        const communityId = q.community_id ?? (q.physical_resource_id ? await communityOfResource(deps.pool, q.physical_resource_id) : undefined);
        if (q.community_id) await assertCommunityExists(deps.pool, q.community_id);
        const filter = {
          communityId,
          physicalResourceId: q.physical_resource_id,
          isReceived: q.is_received,
          pointCoupons: q.point_coupons,
          isWelfare: q.is_welfare,
          scope: q.scope,
          page: q.page,
          pageSize: q.page_size,
        };
        return ok(await listCouponOffers(deps.pool, filter, user?.id ?? null, deps.clock.now()));
      },
    );

    app.get(
      '/coupons/resources',
      { schema: { tags, security, summary: '场地可用优惠券（下单页）', querystring: ZResourceCouponsQuery, response: { 200: zEnvelope(ZResourceCoupons) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        const q = request.query;
        const physicalResourceIds = [...new Set([...(q['physical_resource_ids[]'] ?? []), ...(q.physical_resource_ids ?? [])])];
        if (physicalResourceIds.length === 0) throw invalid('physical_resource_ids', '请选择场地');
        const couponIds = q['coupon_ids[]'] || q.coupon_ids ? [...new Set([...(q['coupon_ids[]'] ?? []), ...(q.coupon_ids ?? [])])] : undefined;
        return ok(await couponsForResources(deps.pool, user.id, { physicalResourceIds, couponIds }, deps.clock.now()));
      },
    );

    app.post(
      '/coupons/:coupon_id/receive',
      { schema: { tags, security, summary: '领取优惠券', params: ZCouponIdParam, body: ZReceiveCouponBody, response: { 201: zEnvelope(ZMyCoupon) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const coupon = await receiveCoupon(deps, user.id, request.params.coupon_id);
        return reply.status(201).send(ok(coupon, '领取成功'));
      },
    );

    app.post(
      '/coupons/exchange',
      { schema: { tags, security, summary: '积分兑换优惠券', body: ZExchangeCouponBody, response: { 201: zEnvelope(ZExchangeResult) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await exchangeCoupon(deps, user.id, request.body.coupon_id), '兑换成功'));
      },
    );

    app.post(
      '/coupons/welfare/receive',
      { schema: { tags, security, summary: '福利页一键领取', body: ZClaimWelfareBody, response: { 200: zEnvelope(ZClaimWelfareResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await claimWelfareCoupons(deps, user.id, request.body.coupons), '恭喜领取成功！');
      },
    );

    app.get(
      '/point_histories',
      { schema: { tags: ['points'], security, summary: '积分明细', querystring: ZPointHistoriesQuery, response: { 200: zEnvelope(ZPointHistoriesPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listPointHistories(deps.pool, user.id, request.query));
      },
    );

    await app.register(operatorCouponRoutes(deps));
  };
