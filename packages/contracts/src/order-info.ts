import { z } from 'zod';
import { zNumeric } from './common';
import { ZOrderInfoFields } from './order-payload';

/** GET /api/additional_info?order_id=&type=: type 1 an order's id, type 2 a big order's id. */
export const ZAdditionalInfoQuery = z.object({
  order_id: zNumeric(
    z.coerce
      .number({ error: '订单ID必须是数字' })
      .int({ error: '订单ID不正确' })
      .positive({ error: '订单ID不正确' })
      .max(2_147_483_647, { error: '订单ID不正确' }),
  ),
  type: zNumeric(
    z.coerce
      .number({ error: '订单类型不正确' })
      .refine((value) => value === 1 || value === 2, { error: '订单类型不正确' })
      .default(1),
  ),
});

/** POST /api/additional_info: the provide-info form. */
export const ZAdditionalInfoBody = ZOrderInfoFields.extend({
  order_id: zNumeric(
    z.coerce
      .number({ error: '订单ID必须是数字' })
      .int({ error: '订单ID不正确' })
      .positive({ error: '订单ID不正确' })
      .max(2_147_483_647, { error: '订单ID不正确' }),
  ),
  type: zNumeric(
    z.coerce
      .number({ error: '订单类型不正确' })
      .refine((value) => value === 1 || value === 2, { error: '订单类型不正确' })
      .default(1),
  ),
});
export type AdditionalInfoBody = z.infer<typeof ZAdditionalInfoBody>;

export const ZOrderInfo = z.object({
  order_id: z.number().int(),
  type: z.number().int(),
  product: z.string(),
  approach_time: z.string().nullable(),
  exit_time: z.string().nullable(),
  has_build: z.number().int().nullable(),
  build_height: z.string().nullable(),
  industries: z.array(z.object({ parent_id: z.number().int(), id: z.number().int() })),
  complete_industries: z.array(z.object({ parent_id: z.number().int(), id: z.number().int() })),
  material_types: z.array(z.number().int()),
  purposes: z.array(z.number().int()),
  promotion_purposes: z.array(z.number().int()),
  spread_ways: z.array(z.number().int()),
  design_files: z.array(z.object({ name: z.string(), url: z.string() })),
  licence_images: z.array(z.string()),
  brand_authorizations: z.array(z.string()),
  images: z.array(z.string()),
});
export type OrderInfo = z.infer<typeof ZOrderInfo>;

const ZOption = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/orders/additional_selection */
export const ZAdditionalSelection = z.object({
  industries: z.array(ZOption.extend({ children: z.array(ZOption) })),
  purposes: z.array(ZOption),
  spread_ways: z.array(ZOption),
});
