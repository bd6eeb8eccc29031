import { z } from 'zod';
import { zPage, zPageOf, zPageSize, zValidDate } from './common';

/** Operator management of coupons on offer (role operator). Money in fen. */

export const COUPON_TEMPLATE_STATUSES = ['active', 'stopped'] as const;
export const COUPON_TEMPLATE_STATUS_LABELS = { active: '发放中', stopped: '已停止' } as const;

const zInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `请输入${label}` })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能超过${max}` });

const fields = {
  text: z.string({ error: '请输入优惠券名称' }).trim().min(1, { error: '请输入优惠券名称' }).max(40, { error: '优惠券名称不能超过40个字' }),
  amount: zInt('优惠金额（分）', 1, 100_000_000),
  min_goods_amount: zInt('使用门槛（分）', 0, 1_000_000_000),
  scope: z.number({ error: '请选择适用范围' }).int({ error: '适用范围不正确' }).min(1, { error: '适用范围不正确' }).max(6, { error: '适用范围不正确' }),
  /** Community (scope 2, 4), category (3) or selling resource (5, 6); ignored for scope 1. */
  target_id: z.number({ error: '适用对象ID必须是数字' }).int({ error: '适用对象ID必须是整数' }).positive({ error: '适用对象ID必须为正数' }).nullable(),
  total_quantity: zInt('发放总量', 1, 1_000_000),
  per_user_limit: zInt('每人限领数量', 1, 100),
  valid_start_date: zValidDate.nullable(),
  valid_end_date: zValidDate.nullable(),
  valid_days: zInt('有效天数', 1, 3650).nullable(),
  consumption_point: zInt('兑换积分', 0, 10_000_000),
  is_default: z.boolean({ error: '默认标记应为是或否' }),
  is_welfare: z.boolean({ error: '福利券标记应为是或否' }),
};

export type CouponTemplateValues = {
  [K in keyof typeof fields]: z.output<(typeof fields)[K]>;
};

/**
 * The rules that tie fields together, with the field each message belongs to. Create checks the body;
 * edit checks the stored coupon merged with the changes, so both refuse the same combinations.
 */
export function couponTemplateProblems(values: CouponTemplateValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.scope !== 1 && !values.target_id) problems.target_id = '请选择适用对象';
  if (values.min_goods_amount > 0 && values.amount >= values.min_goods_amount) problems.amount = '优惠金额必须小于使用门槛';
  const hasDates = values.valid_start_date !== null || values.valid_end_date !== null;
  if (values.valid_days !== null && hasDates) problems.valid_days = '有效期只能按日期或按天数设置其一';
  else if (values.valid_days === null && (!values.valid_start_date || !values.valid_end_date)) problems.valid_days = '请设置有效期';
  else if (values.valid_start_date && values.valid_end_date && values.valid_end_date < values.valid_start_date) {
    problems.valid_end_date = '结束日期不能早于开始日期';
  }
  return problems;
}

export const ZCouponTemplateBody = z
  .object({
    ...fields,
    min_goods_amount: fields.min_goods_amount.default(0),
    target_id: fields.target_id.optional().default(null),
    per_user_limit: fields.per_user_limit.default(1),
    valid_start_date: fields.valid_start_date.optional().default(null),
    valid_end_date: fields.valid_end_date.optional().default(null),
    valid_days: fields.valid_days.optional().default(null),
    consumption_point: fields.consumption_point.default(0),
    is_default: fields.is_default.default(false),
    is_welfare: fields.is_welfare.default(false),
  })
  .transform((values) => ({ ...values, target_id: values.scope === 1 ? null : values.target_id }))
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(couponTemplateProblems(values))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type CouponTemplateBody = z.input<typeof ZCouponTemplateBody>;

/** PUT: any subset of the fields; the merged result must pass the same rules. */
export const ZCouponTemplatePatch = z.object(fields).partial();
export type CouponTemplatePatch = z.infer<typeof ZCouponTemplatePatch>;

export const ZOperatorCouponsQuery = z.object({
  status: z.enum(COUPON_TEMPLATE_STATUSES, { error: '状态应为 active 或 stopped' }).optional(),
  keyword: z.string().trim().max(40, { error: '关键词不能超过40个字' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});

export const ZOperatorCoupon = z.object({
  coupon_id: z.number().int(),
  text: z.string(),
  amount: z.number().int(),
  min_goods_amount: z.number().int(),
  scope: z.number().int(),
  scope_text: z.string(),
  target_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
  total_quantity: z.number().int(),
  received_count: z.number().int(),
  used_count: z.number().int(),
  unused_count: z.number().int(),
  expired_count: z.number().int(),
  per_user_limit: z.number().int(),
  valid_start_date: z.string().nullable(),
  valid_end_date: z.string().nullable(),
  valid_days: z.number().int().nullable(),
  validity_text: z.string(),
  consumption_point: z.number().int(),
  is_default: z.boolean(),
  is_welfare: z.boolean(),
  status: z.enum(COUPON_TEMPLATE_STATUSES),
  created_at: z.string(),
});
export type OperatorCoupon = z.infer<typeof ZOperatorCoupon>;
export const ZOperatorCouponPage = zPageOf(ZOperatorCoupon);
export type OperatorCouponPage = z.infer<typeof ZOperatorCouponPage>;

/** What the platform gives a coupon for (coupon_rewards): a review of 15+ characters, an email subscription. */
export const COUPON_REWARD_PURPOSES = ['review', 'email'] as const;
export type CouponRewardPurpose = (typeof COUPON_REWARD_PURPOSES)[number];
export const COUPON_REWARD_PURPOSE_LABELS: Record<CouponRewardPurpose, string> = { review: '评价奖励券', email: '邮箱订阅奖励券' };

export const ZCouponRewardParams = z.object({ purpose: z.enum(COUPON_REWARD_PURPOSES, { error: '奖励类型不正确' }) });
/** PUT /api/operator/coupon_rewards/{purpose}: the coupon to give, or null to give none. */
export const ZCouponRewardBody = z.object({
  coupon_id: z
    .number({ error: '请选择优惠券' })
    .int({ error: '请选择优惠券' })
    .positive({ error: '请选择优惠券' })
    .max(2_147_483_647, { error: '请选择优惠券' })
    .nullable(),
});
export const ZCouponReward = z.object({
  purpose: z.enum(COUPON_REWARD_PURPOSES),
  purpose_name: z.string(),
  coupon_id: z.number().int().nullable(),
  text: z.string().nullable(),
  amount: z.number().int().nullable(),
  /** Whether it is being handed out now (active, within its dates, stock left). */
  available: z.boolean(),
});
export type CouponReward = z.infer<typeof ZCouponReward>;
