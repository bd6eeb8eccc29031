import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { ZSupplierOrderItem } from './order-items';
import { zMonth, zQueryId } from './supplier-common';

/**
 * The supplier home (/admin/supplier/index): items awaiting review with their 24 h deadline, this month's
 * paid and finished amounts, occupancy per booth, recent comments with a one-time reply. Money in fen.
 */

/** GET /api/supplier_home → summary. */
export const ZSupplierHome = z.object({
  /** Shanghai month, `YYYY-MM`. */
  month: z.string(),
  /** Σ supplier amount (domain `supplierAmountOf`: the rent) of sub-orders paid this month (whatever happened to them after, except rejected/cancelled). */
  paid_amount: z.number().int(),
  /** Σ supplier amount (the rent) of sub-orders finished this month. */
  finished_amount: z.number().int(),
  to_review_count: z.number().int(),
  /** The oldest items awaiting review first (at most 10), each with `review_deadline`. */
  to_review: z.array(ZSupplierOrderItem),
  venue_count: z.number().int(),
  booth_count: z.number().int(),
  unanswered_enquiry_count: z.number().int(),
});
export type SupplierHome = z.infer<typeof ZSupplierHome>;

/** GET /api/supplier_home/occupancy?month=YYYY-MM&selling_resource_id= */
export const ZOccupancyQuery = z.object({ month: zMonth, selling_resource_id: zQueryId('摊位').optional() });
export const ZOccupancy = z.object({
  month: z.string(),
  booths: z.array(
    z.object({
      id: z.number().int(),
      field_name: z.string(),
      size: z.string(),
      custom_dimension: z.string(),
      count: z.number().int(),
      is_online: z.boolean(),
      /** One entry per date of the month. */
      days: z.array(z.object({ date: z.string(), held: z.number().int(), unavailable: z.boolean() })),
    }),
  ),
});
export type Occupancy = z.infer<typeof ZOccupancy>;

/** GET /api/supplier_comments?replied=0|1&page= → comments on the caller's venues, newest first. */
export const ZSupplierCommentsQuery = z.object({
  replied: z.enum(['0', '1'], { error: '状态不正确' }).optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export const ZSupplierComment = z.object({
  id: z.number().int(),
  top_physical_id: z.number().int(),
  field_name: z.string(),
  author_name: z.string(),
  score: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  reply: z.string().nullable(),
  created_at: z.string(),
});
export type SupplierComment = z.infer<typeof ZSupplierComment>;
export const ZSupplierCommentPage = zPageOf(ZSupplierComment);

/** POST /api/supplier_comments/{id}/reply → the comment; a second reply is a 409. */
export const ZCommentReplyBody = z.object({
  reply: z.string({ error: '请输入回复内容' }).trim().min(1, { error: '请输入回复内容' }).max(500, { error: '回复最多500个字' }),
});

/** GET /api/order_items/count?status= → `{ count, by_status }` (the header badge shows `by_status.paid`). */
export const ZOrderItemsCount = z.object({
  count: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});
export type OrderItemsCount = z.infer<typeof ZOrderItemsCount>;
