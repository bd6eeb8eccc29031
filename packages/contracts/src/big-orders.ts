import { COMMON_MESSAGES } from '@vm/domain/validation-messages';
import { z } from 'zod';
import { zNumeric, zPage, zPageOf, zPageSize } from './common';
import { ZOrderBody } from './order-payload';
import { ZOrderView } from './orders';

/**
 * Big orders (大订单, `type` 2): operator staff place one order for a key-account buyer (`delegated` 1)
 * over several venues and suppliers, with one supplementary info; the buyer pays it from their own
 * order list. No coupon, points or cart: the operator prices with the booths' own figures.
 */

/** POST /api/operator/big_orders (and …/preview). The lines, contact and info are those of POST /api/orders. */
export const ZBigOrderBody = ZOrderBody.omit({
  channel: true,
  delegated: true,
  cart_items: true,
  point: true,
  coupon_id: true,
  type: true,
  total_actual_price: true,
  agreed_notice: true,
}).extend({
  /** The key-account buyer (an existing account). */
  buyer_mobile: z
    .string({ error: '请输入客户手机号' })
    .trim()
    .regex(/^1\d{10}$/, { error: '请输入有效的客户手机号' }),
  /** What the operator saw, fen; compared with the server's figure when sent. */
  total_actual_price: zNumeric(
    z.coerce
      .number({ error: COMMON_MESSAGES.unknownError })
      .int({ error: COMMON_MESSAGES.unknownError })
      .min(1, { error: COMMON_MESSAGES.unknownError })
      .optional(),
  ),
  delegated: zNumeric(
    z.coerce
      .number({ error: '代下单标记不正确' })
      .refine((value) => value === 1, { error: '代下单标记不正确' })
      .default(1),
  ),
  type: zNumeric(
    z.coerce
      .number({ error: '订单类型不正确' })
      .refine((value) => value === 2, { error: '订单类型不正确' })
      .default(2),
  ),
});
export type BigOrderBody = z.infer<typeof ZBigOrderBody>;

export const ZBigOrderBuyer = z.object({ id: z.number().int(), mobile: z.string(), name: z.string() });

/** GET /api/operator/big_orders: what operators placed, newest first, with the buyer. */
export const ZBigOrder = ZOrderView.extend({ buyer: ZBigOrderBuyer, placed_by: z.number().int() });
export type BigOrder = z.infer<typeof ZBigOrder>;
export const ZBigOrderPage = zPageOf(ZBigOrder);

export const ZBigOrdersQuery = z.object({ page: zPage, page_size: zPageSize(50, 10) });
export type BigOrdersQuery = z.infer<typeof ZBigOrdersQuery>;
