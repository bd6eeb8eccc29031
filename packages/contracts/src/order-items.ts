import { z } from 'zod';
import { MAX_ID, zDate, zNumeric, zPage, zPageOf, zPageSize } from './common';
import { ZOrderItemView, zOrderStatus } from './orders';

/** GET /api/order_items?status=: the caller's sub-orders as their supplier. */
export const ZSupplierItemsQuery = z.object({
  status: zOrderStatus.optional(),
  /** Order number, venue name, buyer contact or mobile (part of). */
  keyword: z.string().trim().max(60, { error: '关键词最多60个字' }).optional(),
  selling_resource_id: zNumeric(
    z.coerce.number({ error: '摊位必须是数字' }).int({ error: '摊位必须是整数' }).positive({ error: '摊位不正确' }).max(MAX_ID, { error: '摊位不正确' }),
  ).optional(),
  /** Items with a booked date on or after / on or before (YYYY-MM-DD). */
  date_from: zDate.optional(),
  date_to: zDate.optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export type SupplierItemsQuery = z.infer<typeof ZSupplierItemsQuery>;

/** GET /api/order_items/count?status= */
export const ZSupplierItemsCountQuery = z.object({ status: zOrderStatus.optional() });

export const ZSupplierOrderItem = ZOrderItemView.extend({
  order: z.object({ id: z.number().int(), order_num: z.string(), contact: z.string(), mobile: z.string(), created_at: z.string() }),
  /** When the platform alerts operators if the item is still unreviewed (paid + 24 h). */
  review_deadline: z.string().nullable(),
  /** The supplier may approve or deny it now (domain `isReviewable`: paid, and its group buy, if any, succeeded). */
  reviewable: z.boolean(),
});
export type SupplierOrderItem = z.infer<typeof ZSupplierOrderItem>;
export const ZSupplierItemPage = zPageOf(ZSupplierOrderItem);

/** POST /api/order_items/{id}/deny */
export const ZDenyBody = z.object({
  reason: z.string({ error: '请填写拒绝原因' }).trim().min(1, { error: '请填写拒绝原因' }).max(200, { error: '拒绝原因最多200个字' }),
});

export const ZReviewResult = z.object({ id: z.number().int(), status: zOrderStatus, order_status: zOrderStatus, refunded: z.number().int() });
export type ReviewResult = z.infer<typeof ZReviewResult>;
