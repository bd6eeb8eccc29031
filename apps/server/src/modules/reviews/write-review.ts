import type { CommentBody, MyComment } from '@vm/contracts/reviews';
import { earnsReviewCoupon, REVIEW_MESSAGES } from '@vm/domain/reviews';
import { and, eq, sql } from 'drizzle-orm';
import { comments, orderItems, orders, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { grantRewardCoupon } from '../coupons';
import { assertOwnUploads } from '../uploads';
import { myReview } from './read-reviews';

export interface ReviewInput {
  orderItemId: number;
  rating: number;
  content: string;
  images: readonly string[];
  now: Date;
}

/**
 * Writes the buyer's review of a finished sub-order in the caller's transaction: the sub-order is
 * locked first (two reviews of it at once: the second waits, then finds the first — and the unique
 * index on comments.order_item_id stands behind that), another buyer's sub-order is missing, an
 * unfinished one or a reviewed one a conflict. A text of 15 characters or more earns the review coupon
 * the operator configured (none configured or none left: the review stands without). Returns its id.
 */
export async function writeReview(client: Queryable, userId: number, input: ReviewInput): Promise<number> {
  const db = typed(client);
  const [item] = await db
    .select({
      id: orderItems.id,
      status: orderItems.status,
      topPhysicalId: orderItems.topPhysicalId,
      sellingResourceId: orderItems.sellingResourceId,
      authorName: sql<string>`left(coalesce(nullif(trim(${users.name}), ''), nullif(trim(${orders.contact}), ''), '匿名用户'), 24)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderItems.id, input.orderItemId), eq(orders.userId, userId)))
    .for('update', { of: orderItems });
  if (!item) throw notFound('订单');
  if (item.status !== 'finished') throw conflict(REVIEW_MESSAGES.notFinished, 'ORDER_ITEM_NOT_FINISHED');
  const [reviewed] = await db.select({ id: comments.id }).from(comments).where(eq(comments.orderItemId, item.id));
  if (reviewed) throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
  const content = input.content.trim();
  const [inserted] = await db
    .insert(comments)
    .values({
      topPhysicalId: item.topPhysicalId,
      sellingResourceId: item.sellingResourceId,
      userId,
      authorName: item.authorName,
      score: input.rating,
      content,
      images: [...new Set(input.images)],
      createdAt: input.now,
      orderItemId: item.id,
    })
    .returning({ id: comments.id })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
      throw error;
    });
  const commentId = inserted!.id;
  if (earnsReviewCoupon(content)) {
    const coupon = await grantRewardCoupon(client, { purpose: 'review', userId, now: input.now });
    if (coupon) await db.update(comments).set({ userCouponId: coupon.id }).where(eq(comments.id, commentId));
  }
  return commentId;
}

/**
 * POST /api/comments: the review, its photos checked to be the caller's own uploads of review pictures
 * (after the sub-order's ownership: another buyer's sub-order is 404 whatever the photos).
 */
export async function createReview(deps: AppDeps, userId: number, body: CommentBody): Promise<MyComment> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const [owned] = await typed(client)
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, body.order_item_id), eq(orders.userId, userId)));
    if (!owned) throw notFound('订单');
    await assertOwnUploads(client, userId, body.images, 'comment', 'images');
    const id = await writeReview(client, userId, { orderItemId: body.order_item_id, rating: body.rating, content: body.content, images: body.images, now });
    return myReview(client, userId, id);
  });
}
