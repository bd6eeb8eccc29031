import { UPLOAD_LIMITS } from '@vm/domain/validation';
import { CHECKOUT_MESSAGES, COMMON_MESSAGES, UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { z } from 'zod';
import { zDateFormat, zNumeric } from './common';

/**
 * The order payload of docs/spec/product-spec.md section 3 (POST /api/orders, /api/orders/preview, and the lines a
 * cart keeps). Only types and bounds are checked here; the checkout rules with the spec's messages
 * (contact, product, times, build height…) are packages/domain checkoutInfoErrors, run by the server
 * after parsing, so a missing field reports the spec's message rather than a generic one.
 */

const zId = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int({ error: `${label}不正确` })
      .positive({ error: `${label}不正确` })
      .max(2_147_483_647, { error: `${label}不正确` }),
  );

const zOptionalId = (label: string) => z.preprocess((value) => (value === '' || value === 0 || value === '0' ? null : value), zId(label).nullable().optional());

const zUrl = z
  .string({ error: '文件地址不正确' })
  .max(500, { error: '文件地址过长' })
  .regex(/^(?:https?:\/\/|\/)[^\s]*$/, { error: '文件地址不正确' });

const zText = (limit: number, message: string) =>
  z
    .string({ error: message })
    .max(limit * 4, { error: message })
    .nullable()
    .optional();

/** One selected date (or period start) of a line. */
export const ZOrderDate = z.object({
  term_type_id: zId('订购周期').refine((id) => id >= 3 && id <= 15, { error: '请先选择订购周期' }),
  // Whether the day exists is an order-line problem (domain date-selection): 422 on submit, listed by the preview.
  date: zDateFormat,
  endDate: zDateFormat.nullable().optional(),
  period: z.unknown().optional(),
  custom_dimension: z.string().max(60).nullable().optional(),
});
export type OrderDate = z.infer<typeof ZOrderDate>;

/** One order line: `id` is the selling resource; `count` identical units on every date. */
export const ZOrderLine = z.object({
  id: zId('场地规格'),
  count: zNumeric(
    z.coerce
      .number({ error: '请选择预订数量' })
      .int({ error: '请选择预订数量' })
      .min(1, { error: '请选择预订数量' })
      .max(999, { error: '预订数量最多999' })
      .default(1),
  ),
  /** Informational: the server counts the dates itself. */
  count_of_time_unit: z.unknown().optional(),
  dates: z.array(ZOrderDate, { error: '请选择日期' }).min(1, { error: '请选择日期' }).max(400, { error: '一次最多选择400个日期' }),
  leave_words: z.string({ error: CHECKOUT_MESSAGES.leaveWordTooLong }).max(120, { error: CHECKOUT_MESSAGES.leaveWordTooLong }).nullable().optional(),
  coupon_id: zOptionalId('优惠券'),
  enquiry_id: zOptionalId('询价'),
  /** Joins this group buy (拼团): the line must be the group's booth, lease term and dates, one unit. */
  group_purchase_id: zOptionalId('拼团'),
  size: z.string().max(40).nullable().optional(),
});
export type OrderLine = z.infer<typeof ZOrderLine>;

const zIdList = (label: string, max: number, message: string) =>
  z
    .array(zId(label), { error: `${label}不正确` })
    .max(max, { error: message })
    .default([]);

const ZIndustryChoice = z.object({ parent_id: zId('行业'), id: zId('行业') });

/** Supplementary information (补充信息), at checkout and in additional_info. */
export const ZOrderInfoFields = z.object({
  product: zText(30, CHECKOUT_MESSAGES.productTooLong),
  approach_time: zText(5, CHECKOUT_MESSAGES.timeInvalid),
  exit_time: zText(5, CHECKOUT_MESSAGES.timeInvalid),
  has_build: z.preprocess(
    (value) => (value === '' ? null : value),
    zNumeric(z.coerce.number({ error: CHECKOUT_MESSAGES.buildRequired }).int({ error: CHECKOUT_MESSAGES.buildRequired }).nullable().optional()),
  ),
  build_height: z.union([z.string(), z.number()], { error: CHECKOUT_MESSAGES.buildHeightInvalid }).nullable().optional(),
  industries: z.array(ZIndustryChoice, { error: '行业不正确' }).max(20, { error: '最多选择20个行业' }).default([]),
  complete_industries: z.array(ZIndustryChoice, { error: '行业不正确' }).max(20, { error: '最多选择20个行业' }).default([]),
  material_types: zIdList('物料类型', 20, '最多选择20个物料类型'),
  purposes: zIdList('推广目的', 20, '最多选择20个推广目的'),
  /** The spec's other name for `purposes`; both are accepted. */
  promotion_purposes: zIdList('推广目的', 20, '最多选择20个推广目的'),
  spread_ways: zIdList('推广形式', 20, '最多选择20个推广形式'),
  design_files: z
    .array(z.object({ name: z.string().max(120).default(''), url: zUrl }), { error: '设计文件不正确' })
    .max(UPLOAD_LIMITS.effectImages.count, { error: UPLOAD_MESSAGES.effectImages })
    .default([]),
  licence_images: z
    .array(zUrl, { error: '证照图片不正确' })
    .max(UPLOAD_LIMITS.licenceImages.count, { error: CHECKOUT_MESSAGES.tooManyLicenceImages })
    .default([]),
  /** The spec's other name for `licence_images`. */
  licence_files: z
    .array(zUrl, { error: '证照图片不正确' })
    .max(UPLOAD_LIMITS.licenceImages.count, { error: CHECKOUT_MESSAGES.tooManyLicenceImages })
    .default([]),
  brand_authorizations: z.array(zUrl, { error: '品牌授权图片不正确' }).max(UPLOAD_LIMITS.orderImages.count, { error: UPLOAD_MESSAGES.orderImages }).default([]),
  images: z.array(zUrl, { error: '图片不正确' }).max(UPLOAD_LIMITS.orderImages.count, { error: UPLOAD_MESSAGES.orderImages }).default([]),
});
export type OrderInfoFields = z.infer<typeof ZOrderInfoFields>;

const ZAddressObject = z.object({
  name: z.string().max(24).nullable().optional(),
  mobile: z.string().max(11).nullable().optional(),
  province: z.string().max(20).nullable().optional(),
  city: z.string().max(20).nullable().optional(),
  district: z.string().max(20).nullable().optional(),
  address: z.string().max(60).nullable().optional(),
});

/** The cart item ids ordered: `[1, 2]` or `"1,2"`. */
const zCartItemIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(zId('购物车'), { error: '购物车不正确' }).max(50, { error: '购物车不正确' }).default([]),
);

/** POST /api/orders */
export const ZOrderBody = ZOrderInfoFields.extend({
  resources: z.array(ZOrderLine, { error: '请选择场地' }).min(1, { error: '请选择场地' }).max(20, { error: '一次最多预订20个场地' }),
  /** What the buyer saw, fen; only compared with the server's figure. */
  total_actual_price: zNumeric(
    z.coerce.number({ error: COMMON_MESSAGES.unknownError }).int({ error: COMMON_MESSAGES.unknownError }).min(1, { error: COMMON_MESSAGES.unknownError }),
  ),
  contact: z.string({ error: CHECKOUT_MESSAGES.contactRequired }).max(24, { error: '联系人最多24个字' }).nullable().optional(),
  mobile: z.string({ error: CHECKOUT_MESSAGES.contactRequired }).max(11, { error: '请输入有效的手机号' }).nullable().optional(),
  channel: zNumeric(
    z.coerce
      .number({ error: '下单渠道不正确' })
      .refine((value) => value === 4, { error: '下单渠道不正确' })
      .default(4),
  ),
  delegated: zNumeric(
    z.coerce
      .number({ error: '代下单标记不正确' })
      .refine((value) => value === 0, { error: '代下单标记不正确' })
      .default(0),
  ),
  address: z
    .union([z.string().max(120, { error: '地址最多120个字' }), ZAddressObject], { error: '地址不正确' })
    .nullable()
    .optional(),
  cart_items: zCartItemIds,
  point: zNumeric(
    z.coerce
      .number({ error: '积分必须是数字' })
      .int({ error: '积分必须是整数' })
      .min(0, { error: '积分不能为负' })
      .max(100_000_000, { error: '积分不正确' })
      .default(0),
  ),
  /** One coupon per order: here or on a line (`resources[].coupon_id`). */
  coupon_id: zOptionalId('优惠券'),
  /** The buyer's tick on 《下单须知》 when the client sends it. */
  agreed_notice: z.boolean().optional(),
  /** 1 single order (2, big orders, is not offered). */
  type: zNumeric(
    z.coerce
      .number({ error: '订单类型不正确' })
      .refine((value) => value === 1, { error: '订单类型不正确' })
      .default(1),
  ),
});
export type OrderBody = z.infer<typeof ZOrderBody>;

/** POST /api/orders/preview: the same payload; the total is optional and nothing else is required. */
export const ZOrderPreviewBody = ZOrderBody.extend({
  total_actual_price: zNumeric(z.coerce.number({ error: COMMON_MESSAGES.unknownError }).int({ error: COMMON_MESSAGES.unknownError }).optional()),
});
export type OrderPreviewBody = z.infer<typeof ZOrderPreviewBody>;
