import type { CommentSubject, MyComment, PendingCommentPage } from '@vm/contracts/reviews';
import { REVIEW_RULES } from '@vm/domain/reviews';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { comments, communities, orderItems, orders, physicalResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import type { Page } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/app-error';
import { rewardOffer } from '../coupons';
import { commentRows, itemRows, toMyComment, toPendingComment } from './review-rows';

/** The buyer's finished sub-orders without a review (optionally of venues in one city). */
const pending = (userId: number, cityId: number | undefined) =>
  and(
    eq(orders.userId, userId),
    eq(orderItems.status, 'finished'),
    sql`not exists (select 1 from ${comments} where ${comments.orderItemId} = ${orderItems.id})`,
    cityId === undefined
      ? undefined
      : sql`exists (select 1 from ${physicalResources} join ${communities} on ${communities.id} = ${physicalResources.communityId}
                     where ${physicalResources.id} = ${orderItems.topPhysicalId} and ${communities.cityId} = ${cityId})`,
  );

/** GET /api/comments/pending: the caller's finished sub-orders not reviewed yet, most recently finished first (optionally of one city). */
export async function listPendingReviews(
  db: Queryable,
  userId: number,
  query: { page: number; page_size: number; city_id?: number },
): Promise<PendingCommentPage> {
  const filter = pending(userId, query.city_id ?? undefined);
  const [[counted], rows] = await Promise.all([
    typed(db).select({ total: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(filter),
    itemRows(db, filter)
      .orderBy(desc(orderItems.updatedAt), desc(orderItems.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { data: rows.map(toPendingComment), total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** GET /api/comments: the caller's reviews, newest first. */
export async function listMyReviews(db: Queryable, userId: number, query: { page: number; page_size: number }): Promise<Page<MyComment>> {
  const [[counted], rows] = await Promise.all([
    typed(db)
      .select({ total: count() })
      .from(comments)
      .where(and(eq(comments.userId, userId), isNotNull(comments.orderItemId))),
    commentRows(db, eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { data: rows.map(toMyComment), total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** One review of the caller by id (after writing it). */
export async function myReview(db: Queryable, userId: number, commentId: number): Promise<MyComment> {
  const [row] = await commentRows(db, and(eq(comments.id, commentId), eq(comments.userId, userId)));
  if (!row) throw notFound('评价');
  return toMyComment(row);
}

/**
 * GET /api/comments/order_items/{id}: the sub-order the edit page reviews, whether it may be reviewed
 * now, its review once written and the coupon a long enough review earns. Another buyer's sub-order is
 * missing (404).
 */
export async function reviewSubject(db: Queryable, userId: number, orderItemId: number, now: Date): Promise<CommentSubject> {
  const [item] = await itemRows(db, and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
  if (!item) throw notFound('订单');
  const [written] = await commentRows(db, eq(comments.orderItemId, orderItemId));
  const offer = written ? null : await rewardOffer(db, 'review', now);
  return {
    item: toPendingComment(item),
    can_comment: item.status === 'finished' && !written,
    comment: written ? toMyComment(written) : null,
    reward: offer ? { ...offer, min_chars: REVIEW_RULES.couponMinChars } : null,
  };
}
