import type { CommentSubject, MyComment, PendingCommentPage } from '@vm/contracts/reviews';
import { REVIEW_RULES } from '@vm/domain/reviews';
import type { Queryable } from '../../platform/db/with-transaction';
import type { Page } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/app-error';
import { rewardOffer } from '../coupons';
import { COMMENT_COLUMNS, COMMENT_FROM, ITEM_COLUMNS, toMyComment, toPendingComment, type CommentRow, type ItemRow } from './review-rows';

const PENDING_FROM = `from order_items i join orders o on o.id = i.order_id
  where o.user_id = $1 and i.status = 'finished' and not exists (select 1 from comments c where c.order_item_id = i.id)
    and ($2::int is null or exists (select 1 from physical_resources p join communities co on co.id = p.community_id where p.id = i.top_physical_id and co.city_id = $2))`;

/** GET /api/comments/pending: the caller's finished sub-orders not reviewed yet, most recently finished first (optionally of one city). */
export async function listPendingReviews(db: Queryable, userId: number, query: { page: number; page_size: number; city_id?: number }): Promise<PendingCommentPage> {
  const params = [userId, query.city_id ?? null];
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total ${PENDING_FROM}`, params),
    db.query<ItemRow>(`select ${ITEM_COLUMNS} ${PENDING_FROM} order by i.updated_at desc, i.id desc limit $3 offset $4`, [
      ...params,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
  ]);
  return { data: rows.rows.map(toPendingComment), total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** GET /api/comments: the caller's reviews, newest first. */
export async function listMyReviews(db: Queryable, userId: number, query: { page: number; page_size: number }): Promise<Page<MyComment>> {
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>('select count(*)::int as total from comments c where c.user_id = $1 and c.order_item_id is not null', [userId]),
    db.query<CommentRow>(`select ${COMMENT_COLUMNS} ${COMMENT_FROM} where c.user_id = $1 order by c.created_at desc, c.id desc limit $2 offset $3`, [
      userId,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
  ]);
  return { data: rows.rows.map(toMyComment), total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** One review of the caller by id (after writing it). */
export async function myReview(db: Queryable, userId: number, commentId: number): Promise<MyComment> {
  const row = (await db.query<CommentRow>(`select ${COMMENT_COLUMNS} ${COMMENT_FROM} where c.id = $1 and c.user_id = $2`, [commentId, userId])).rows[0];
  if (!row) throw notFound('评价');
  return toMyComment(row);
}

/**
 * GET /api/comments/order_items/{id}: the sub-order the edit page reviews, whether it may be reviewed
 * now, its review once written and the coupon a long enough review earns. Another buyer's sub-order is
 * missing (404).
 */
export async function reviewSubject(db: Queryable, userId: number, orderItemId: number, now: Date): Promise<CommentSubject> {
  const item = (await db.query<ItemRow>(`select ${ITEM_COLUMNS} from order_items i join orders o on o.id = i.order_id where i.id = $1 and o.user_id = $2`, [orderItemId, userId])).rows[0];
  if (!item) throw notFound('订单');
  const written = (await db.query<CommentRow>(`select ${COMMENT_COLUMNS} ${COMMENT_FROM} where c.order_item_id = $1`, [orderItemId])).rows[0];
  const offer = written ? null : await rewardOffer(db, 'review', now);
  return {
    item: toPendingComment(item),
    can_comment: item.status === 'finished' && !written,
    comment: written ? toMyComment(written) : null,
    reward: offer ? { ...offer, min_chars: REVIEW_RULES.couponMinChars } : null,
  };
}
