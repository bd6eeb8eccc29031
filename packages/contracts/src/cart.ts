import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { bookedBoothFields } from './orders';
import { ZOrderLine } from './order-payload';

/** POST /api/cart_items: `resources` is a JSON string of order lines (one line or an array). */
export const ZAddCartBody = z.object({
  resources: z.string({ error: '请选择要加入购物车的场地' }).trim().min(1, { error: '请选择要加入购物车的场地' }).max(100_000, { error: '购物车数据过大' }),
});

/** What `resources` must parse to. */
export const ZCartLines = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(ZOrderLine).min(1, { error: '请选择要加入购物车的场地' }).max(20, { error: '一次最多加入20个场地' }),
);

export const ZAddCartResult = z.object({ ids: z.array(z.number().int()), count: z.number().int() });

export const ZCartQuery = z.object({ page: zPage, page_size: zPageSize(100, 50) });

/** A stored line as it is answered (plain types: response schemas carry no transforms). */
export const ZCartLineView = z.object({
  id: z.number().int(),
  count: z.number().int(),
  count_of_time_unit: z.unknown().optional(),
  dates: z.array(
    z.object({
      term_type_id: z.number().int(),
      date: z.string(),
      endDate: z.string().nullable().optional(),
      period: z.unknown().optional(),
      custom_dimension: z.string().nullable().optional(),
    }),
  ),
  leave_words: z.string().nullable().optional(),
  coupon_id: z.number().int().nullable().optional(),
  enquiry_id: z.number().int().nullable().optional(),
  size: z.string().nullable().optional(),
});

/** A cart line with today's prices and whether it can still be ordered as it is. */
export const ZCartItem = z.object({
  id: z.number().int(),
  selling_resource_id: z.number().int(),
  top_physical_id: z.number().int(),
  physical_resource_id: z.number().int(),
  field_name: z.string(),
  field_type: z.string(),
  pic_url: z.string(),
  lease_term_type_name: z.string(),
  ...bookedBoothFields,
  datesStr: z.string(),
  leave_words: z.string(),
  amount: z.number().int(),
  subsidy: z.number().int(),
  deposit: z.number().int(),
  available: z.boolean(),
  /** Why it cannot be ordered as it is (Chinese), or null. */
  problem: z.string().nullable(),
  /** The line to put in `resources` of POST /api/orders. */
  resource: ZCartLineView,
  created_at: z.string(),
});
export type CartItem = z.infer<typeof ZCartItem>;
export const ZCartPage = zPageOf(ZCartItem);
export type CartPage = z.infer<typeof ZCartPage>;
export const ZCount = z.object({ count: z.number().int() });
