import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';

/** Why points moved, in Chinese, by the ledger's reason code. */
export const POINT_REASON_TEXT: Record<string, string> = {
  demo_grant: '新用户赠送积分',
  order_spend: '订单抵扣',
  order_refund: '订单取消退还',
  order_finished: '订单完成奖励',
  review: '评价奖励',
  coupon_exchange: '兑换优惠券',
  operator_adjust: '平台调整',
};

/** GET /api/point_histories */
export const ZPointHistoriesQuery = z.object({ page: zPage, page_size: zPageSize(100, 20) });

export const ZPointHistory = z.object({
  id: z.number().int(),
  /** The change: positive earned, negative spent. `delta` repeats it. */
  point: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  reason_text: z.string(),
  order_id: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
  /** Balance right after this row. */
  balance_after: z.number().int(),
});
export type PointHistory = z.infer<typeof ZPointHistory>;

/** The ledger page plus the balance (the sum of every row). */
export const ZPointHistoriesPage = zPageOf(ZPointHistory).extend({ balance: z.number().int() });
export type PointHistoriesPage = z.infer<typeof ZPointHistoriesPage>;
