import type { CommentBody, MyComment } from '@vm/contracts/reviews';
import { earnsReviewCoupon, REVIEW_MESSAGES } from '@vm/domain/reviews';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { grantRewardCoupon } from '../coupons';
import { assertOwnUploads } from '../uploads';
import { myReview } from './read-reviews';

interface ReviewedItem {
  id: number;
  status: string;
  top_physical_id: number;
  selling_resource_id: number;
  author_name: string;
}

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
  const item = (await client.query<ReviewedItem>(
    `select i.id, i.status, i.top_physical_id, i.selling_resource_id,
            left(coalesce(nullif(trim(u.name), ''), nullif(trim(o.contact), ''), '匿名用户'), 24) as author_name
       from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id
      where i.id = $1 and o.user_id = $2 for update of i`,
    [input.orderItemId, userId],
  )).rows[0];
  if (!item) throw notFound('订单');
  if (item.status !== 'finished') throw conflict(REVIEW_MESSAGES.notFinished, 'ORDER_ITEM_NOT_FINISHED');
  if ((await client.query('select 1 from comments where order_item_id = $1', [item.id])).rowCount) throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
  const content = input.content.trim();
  const inserted = await client
    .query<{ id: number }>(
      `insert into comments (top_physical_id, selling_resource_id, user_id, author_name, score, content, images, created_at, order_item_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [item.top_physical_id, item.selling_resource_id, userId, item.author_name, input.rating, content, [...new Set(input.images)], input.now, item.id],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
      throw error;
    });
  const commentId = inserted.rows[0]!.id;
  if (earnsReviewCoupon(content)) {
    const coupon = await grantRewardCoupon(client, { purpose: 'review', userId, now: input.now });
    if (coupon) await client.query('update comments set user_coupon_id = $2 where id = $1', [commentId, coupon.id]);
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
    const owned = await client.query('select 1 from order_items i join orders o on o.id = i.order_id where i.id = $1 and o.user_id = $2', [body.order_item_id, userId]);
    if (!owned.rowCount) throw notFound('订单');
    await assertOwnUploads(client, userId, body.images, 'comment', 'images');
    const id = await writeReview(client, userId, { orderItemId: body.order_item_id, rating: body.rating, content: body.content, images: body.images, now });
    return myReview(client, userId, id);
  });
}
