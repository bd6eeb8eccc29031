import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZCommentBody, ZCommentSubject, ZCommentsQuery, ZMyComment, ZMyCommentPage, ZPendingCommentPage, ZPendingCommentsQuery } from '@vm/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { listMyReviews, listPendingReviews, reviewSubject, createReview } from '../../modules/reviews';

const tags = ['reviews'];
const security = [{ bearer: [] }];

/** Buyers' reviews of finished sub-orders (docs/spec/api.md "Account life — fixed"): the caller's own only. */
export const reviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/comments/pending',
      { schema: { tags, security, summary: '待评价的已完成子订单', querystring: ZPendingCommentsQuery, response: { 200: zEnvelope(ZPendingCommentPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        const { page, pageSize, page_size: pageSizeSnake, city_id: cityId } = request.query;
        return ok(await listPendingReviews(deps.pool, user.id, { page, page_size: pageSize ?? pageSizeSnake, city_id: cityId }));
      },
    );

    app.get(
      '/comments',
      { schema: { tags, security, summary: '我的评价', querystring: ZCommentsQuery, response: { 200: zEnvelope(ZMyCommentPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listMyReviews(deps.pool, user.id, request.query));
      },
    );

    app.get(
      '/comments/order_items/:id',
      { schema: { tags, security, summary: '评价页：子订单与其评价', params: zIdParam, response: { 200: zEnvelope(ZCommentSubject) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await reviewSubject(deps.pool, user.id, request.params.id, deps.clock.now()));
      },
    );

    app.post(
      '/comments',
      { schema: { tags, security, summary: '评价已完成的子订单', body: ZCommentBody, response: { 201: zEnvelope(ZMyComment) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const review = await createReview(deps, user.id, request.body);
        return reply.status(201).send(ok(review, review.coupon ? `评价成功，已获得优惠券「${review.coupon.text}」` : '评价成功'));
      },
    );
  };
