import { ORDER_STATUSES } from '@vm/domain/order-status';
import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';

/**
 * Orders as the buyer reads them (docs/spec/api.md "Ordering"). Money in fen; instants ISO-8601 with the
 * Shanghai offset; dates YYYY-MM-DD. Request bodies are in order-payload.ts.
 */

export const zOrderStatus = z.enum(ORDER_STATUSES, { error: '订单状态不正确' });

/** POST /api/orders → 201 */
export const ZSubmitOrderResult = z.object({ id: z.number().int(), order_num: z.string(), actual_fee: z.number().int() });
export type SubmitOrderResult = z.infer<typeof ZSubmitOrderResult>;

export const ZBookedDate = z.object({ date: z.string(), endDate: z.string(), price: z.number().int() });

/** What a line books, shared by priced lines, sub-orders and cart items. */
export const bookedBoothFields = {
  size: z.string(),
  custom_dimension: z.string(),
  lease_term_type_id: z.number().int(),
  count: z.number().int(),
  count_of_time_unit: z.number().int(),
  dates: z.array(ZBookedDate),
};

/** A line's money (fen) as computeOrderTotals of packages/domain splits it. */
const lineFigureFields = {
  amount: z.number().int(),
  subsidy: z.number().int(),
  coupon: z.number().int(),
  integral: z.number().int(),
  payable: z.number().int(),
  deposit: z.number().int(),
};

/** A line's figures as the server computes them. */
export const ZPricedLine = z.object({
  index: z.number().int(),
  selling_resource_id: z.number().int(),
  /** What coupon scopes look at (the checkout judges its coupons with the domain's evaluateCoupon). */
  community_id: z.number().int(),
  field_type_id: z.number().int(),
  field_name: z.string(),
  lease_term_type_name: z.string(),
  ...bookedBoothFields,
  ...lineFigureFields,
});
export type PricedLine = z.infer<typeof ZPricedLine>;

/** Something wrong with the selection: `index` of the line, the date it names, the Chinese message. */
export const ZOrderProblem = z.object({
  index: z.number().int().nullable(),
  field: z.string(),
  date: z.string().nullable(),
  message: z.string(),
});
export type OrderProblem = z.infer<typeof ZOrderProblem>;

/** POST /api/orders/preview */
export const ZOrderPreview = z.object({
  total_amount: z.number().int(),
  subsidy: z.number().int(),
  total_deposit: z.number().int(),
  coupon: z.number().int(),
  integral: z.number().int(),
  /** Points the integral uses. */
  points: z.number().int(),
  total_actual_price: z.number().int(),
  lines: z.array(ZPricedLine),
  problems: z.array(ZOrderProblem),
  /** True when `POST /api/orders` with this payload (and total) would be accepted now. */
  can_submit: z.boolean(),
});
export type OrderPreview = z.infer<typeof ZOrderPreview>;

/** A sub-order as the buyer and the supplier see it. */
export const ZOrderItemView = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_num: z.string(),
  status: zOrderStatus,
  status_name: z.string(),
  /** `enquiry` when the line was ordered at a supplier's quote (enquiry_id set), else `normal`. */
  order_type: z.enum(['normal', 'enquiry']).optional(),
  enquiry_id: z.number().int().nullable().optional(),
  selling_resource_id: z.number().int(),
  top_physical_id: z.number().int(),
  field_name: z.string(),
  pic_url: z.string(),
  lease_term_type: z.string(),
  ...bookedBoothFields,
  datesStr: z.string(),
  start: z.string(),
  end: z.string(),
  ...lineFigureFields,
  leave_words: z.string(),
  reject_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The group-buy's flag (1 open, 2 ended) when the line joined one (group_purchase_id), else null. */
  group_status: z.number().int().nullable(),
  group_purchase_id: z.number().int().nullable(),
});
export type OrderItemView = z.infer<typeof ZOrderItemView>;

export const ZOrderView = z.object({
  id: z.number().int(),
  order_num: z.string(),
  status: zOrderStatus,
  status_name: z.string(),
  total_amount: z.number().int(),
  subsidy: z.number().int(),
  total_deposit: z.number().int(),
  coupon: z.number().int(),
  integral: z.number().int(),
  points: z.number().int(),
  actual_fee: z.number().int(),
  contact: z.string(),
  mobile: z.string(),
  address: z.string(),
  offline_pay: z.boolean(),
  offline_status: z.number().int(),
  voucher_image_url: z.array(z.string()),
  created_at: z.string(),
  /** When an unpaid order is cancelled automatically. */
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  can_cancel: z.boolean(),
  /** 1 a single order, 2 a big order (大订单) operator staff placed for the buyer. */
  type: z.number().int(),
  /** 1 when operator staff placed the order for the buyer (big orders), else 0. */
  delegated: z.number().int(),
  resources: z.array(ZOrderItemView),
});
export type OrderView = z.infer<typeof ZOrderView>;

export const ZOrdersQuery = z.object({
  status: zOrderStatus.optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
  pageSize: zPageSize(50, 10).optional(),
});
export type OrdersQuery = z.infer<typeof ZOrdersQuery>;
export const ZOrderPage = zPageOf(ZOrderView);

/** GET /api/orders/count: all the caller's orders and how many per status. */
export const ZOrderCounts = z.object({
  count: z.number().int(),
  submitted: z.number().int(),
  paid: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  executing: z.number().int(),
  finished: z.number().int(),
  cancelled: z.number().int(),
});
export type OrderCounts = z.infer<typeof ZOrderCounts>;

export const ZOrderStatusResult = z.object({ status: zOrderStatus });

/** GET /api/payment/orders/{id} (docs/spec/api.md fixed fields, plus a few). */
export const ZPaymentOrder = z.object({
  id: z.number().int(),
  order_num: z.string(),
  status: zOrderStatus,
  actual_fee: z.number().int(),
  total_amount: z.number().int(),
  total_deposit: z.number().int(),
  coupon: z.number().int(),
  integral: z.number().int(),
  offline_pay: z.boolean(),
  offline_status: z.number().int(),
  voucher_image_url: z.array(z.string()),
  /** Why an operator refused the transfer proof (offline_status 3: the buyer may upload again). */
  offline_refuse_reason: z.string().nullable(),
  contact: z.string(),
  mobile: z.string(),
  address: z.string(),
  expires_at: z.string(),
  /** The group-buy's flag (1 open, 2 ended) of a group order, else null: bank transfer is off when set. */
  group_status: z.number().int().nullable(),
  group_purchase_id: z.number().int().nullable(),
  /** 1 single order, 2 big order. */
  type: z.number().int(),
  resources: z.array(
    z.object({
      order_num: z.string(),
      field_name: z.string(),
      size: z.string(),
      lease_term_type: z.string(),
      custom_dimension: z.string(),
      start: z.string(),
      status: zOrderStatus,
    }),
  ),
});
export type PaymentOrder = z.infer<typeof ZPaymentOrder>;

/** POST /api/users/ordering_noticed */
export const ZOrderingNoticedBody = z
  .object({
    ordering_noticed: z
      .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], { error: '请您仔细阅读并同意《下单须知》内容' })
      .default(true),
  })
  .default({ ordering_noticed: true });
export const ZOrderingNoticed = z.object({ ordering_noticed: z.boolean() });
