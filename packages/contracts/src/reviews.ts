import { REVIEW_MESSAGES, REVIEW_RULES } from '@vm/domain/reviews';
import { z } from 'zod';
import { MAX_ID, zNumeric, zPage, zPageOf, zPageSize, zQueryInt } from './common';

/**
 * Reviews of finished sub-orders (docs/spec/api.md "Account life — fixed"). Ratings, text and photos are checked
 * by the domain's rules (packages/domain reviews), with their Chinese messages.
 */
export const ZCommentBody = z.object({
  order_item_id: zNumeric(
    z.coerce
      .number({ error: '请选择要评价的订单' })
      .int({ error: '请选择要评价的订单' })
      .positive({ error: '请选择要评价的订单' })
      .max(MAX_ID, { error: '请选择要评价的订单' }),
  ),
  rating: zNumeric(
    z.coerce
      .number({ error: REVIEW_MESSAGES.ratingRequired })
      .int({ error: REVIEW_MESSAGES.ratingRange })
      .min(REVIEW_RULES.minRating, { error: REVIEW_MESSAGES.ratingRequired })
      .max(REVIEW_RULES.maxRating, { error: REVIEW_MESSAGES.ratingRange }),
  ),
  content: z
    .string({ error: REVIEW_MESSAGES.contentRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.contentRequired })
    .refine((value) => [...value].length <= REVIEW_RULES.maxContent, { error: REVIEW_MESSAGES.contentTooLong }),
  images: z
    .array(z.string({ error: '图片地址不正确' }).min(1, { error: '图片地址不正确' }).max(500, { error: '图片地址不正确' }), { error: '图片格式不正确' })
    .max(REVIEW_RULES.maxImages, { error: REVIEW_MESSAGES.tooManyImages })
    .default([]),
});
export type CommentBody = z.infer<typeof ZCommentBody>;

/** The coupon a review earned (the operator's review coupon). */
export const ZRewardCoupon = z.object({ id: z.number().int(), coupon_id: z.number().int(), text: z.string(), amount: z.number().int(), end_at: z.string() });
export type RewardCoupon = z.infer<typeof ZRewardCoupon>;

/** A review of the caller (GET /api/comments, GET /api/comments/order_items/{id}, POST /api/comments). */
export const ZMyComment = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  top_physical_id: z.number().int(),
  field_name: z.string(),
  pic_url: z.string(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  reply: z.string().nullable(),
  created_at: z.string(),
  /** The review coupon it earned, or null (text under 15 characters, none configured, or none left). */
  coupon: ZRewardCoupon.nullable(),
});
export type MyComment = z.infer<typeof ZMyComment>;
export const ZMyCommentPage = zPageOf(ZMyComment);

export const ZCommentsQuery = z.object({ page: zPage, page_size: zPageSize(50, 10) });

/** GET /api/comments/pending: finished sub-orders awaiting the caller's review (docs/spec/product-spec.md "Pending comment"). */
export const ZPendingCommentsQuery = z.object({
  page: zPage,
  page_size: zPageSize(50, 4),
  pageSize: zPageSize(50, 4).optional(),
  city_id: zQueryInt('城市', { positive: true }).optional(),
});

export const ZPendingComment = z.object({
  field_order_item_id: z.number().int(),
  field_name: z.string(),
  /** What the sub-order cost (fen). */
  price: z.number().int(),
  pic_url: z.string(),
  order_id: z.number().int(),
  order_num: z.string(),
  top_physical_id: z.number().int(),
  size: z.string(),
  lease_term_type: z.string(),
  start: z.string(),
  end: z.string(),
  finished_at: z.string(),
});
export type PendingComment = z.infer<typeof ZPendingComment>;
export const ZPendingCommentPage = zPageOf(ZPendingComment);
export type PendingCommentPage = z.infer<typeof ZPendingCommentPage>;

/** GET /api/comments/order_items/{id}: the edit page's subject — the sub-order and its review, if written. */
export const ZCommentSubject = z.object({
  item: ZPendingComment,
  /** Whether it may be reviewed now (finished and not yet reviewed). */
  can_comment: z.boolean(),
  comment: ZMyComment.nullable(),
  /** What the review coupon would be, when one is configured and left. */
  reward: z.object({ text: z.string(), amount: z.number().int(), min_chars: z.number().int() }).nullable(),
});
export type CommentSubject = z.infer<typeof ZCommentSubject>;
