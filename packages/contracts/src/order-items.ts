import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { ZOrderItemView, zOrderStatus } from './orders';

/** GET /api/order_items?status=: the caller's sub-orders as their supplier. */
export const ZSupplierItemsQuery = z.object({ status: zOrderStatus.optional(), page: zPage, page_size: zPageSize(50, 10) });

export const ZSupplierOrderItem = ZOrderItemView.extend({
  order: z.object({ id: z.number().int(), order_num: z.string(), contact: z.string(), mobile: z.string(), created_at: z.string() }),
  /** When the platform alerts operators if the item is still unreviewed (paid + 24 h). */
  review_deadline: z.string().nullable(),
});
export type SupplierOrderItem = z.infer<typeof ZSupplierOrderItem>;
export const ZSupplierItemPage = zPageOf(ZSupplierOrderItem);

/** POST /api/order_items/{id}/deny */
export const ZDenyBody = z.object({
  reason: z.string({ error: '请填写拒绝原因' }).trim().min(1, { error: '请填写拒绝原因' }).max(200, { error: '拒绝原因最多200个字' }),
});

export const ZReviewResult = z.object({ id: z.number().int(), status: zOrderStatus, order_status: zOrderStatus, refunded: z.number().int() });
export type ReviewResult = z.infer<typeof ZReviewResult>;
