import { EMAIL_MESSAGES, PASSWORD_MESSAGES, PROFILE_MESSAGES } from '@vm/domain/validation-messages';
import { z } from 'zod';
import { zMobile } from './accounts';

/**
 * The profile (个人资料): name, product, email subscription (the email modal) and the login password,
 * the second way in. `PUT /api/users/{id}/email` is fixed by docs/spec/api.md; the rest is this project's.
 */

export const ZProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  product: z.string(),
  email: z.string().nullable(),
  is_subscribe: z.boolean(),
  has_password: z.boolean(),
  /** The caller's company (企业信息), when entered. */
  company_id: z.number().int().nullable(),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZProfileBody = z.object({
  name: z.string({ error: PROFILE_MESSAGES.nameRequired }).max(200, { error: PROFILE_MESSAGES.nameTooLong }).nullable().optional(),
  product: z.string({ error: PROFILE_MESSAGES.productTooLong }).max(200, { error: PROFILE_MESSAGES.productTooLong }).nullable().optional(),
});
export type ProfileBody = z.infer<typeof ZProfileBody>;

const zFlag = (message: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: message })
    .transform((value) => value === true || value === 1 || value === '1');

/** The email modal: 请输入邮箱 / 请输入有效的邮箱 (checked by packages/domain emailError). */
export const ZEmailBody = z.object({
  email: z.string({ error: EMAIL_MESSAGES.required }).max(400, { error: EMAIL_MESSAGES.invalid }).nullable().optional(),
  /** 1 subscribes to the newsletter (and, the first time, earns the email coupon). */
  is_subscribe: zFlag('订阅标记不正确').default(false),
});
export type EmailBody = z.infer<typeof ZEmailBody>;

/** A coupon earned as a reward (the email coupon): what the modal's ready view shows. */
export const ZRewardCoupon = z.object({ id: z.number().int(), coupon_id: z.number().int(), text: z.string(), amount: z.number().int(), end_at: z.string() });
export type RewardCoupon = z.infer<typeof ZRewardCoupon>;

export const ZEmailResult = z.object({ email: z.string(), is_subscribe: z.boolean(), coupon: ZRewardCoupon.nullable() });
export type EmailResult = z.infer<typeof ZEmailResult>;

/**
 * PUT /api/users/password: sets the login password with an SMS code (usage 3) sent to the caller's
 * mobile, or changes it with the old password (or a code).
 */
export const ZPasswordBody = z.object({
  password: z.string({ error: PASSWORD_MESSAGES.required }).max(200, { error: PASSWORD_MESSAGES.invalid }),
  captcha: z.string({ error: '请输入有效的验证码' }).trim().max(6, { error: '请输入有效的验证码' }).nullable().optional(),
  old_password: z.string({ error: PASSWORD_MESSAGES.oldRequired }).max(200, { error: PASSWORD_MESSAGES.oldRequired }).nullable().optional(),
});
export type PasswordBody = z.infer<typeof ZPasswordBody>;

/** POST /api/auth/password-login. */
export const ZPasswordLoginBody = z.object({
  account: zMobile(),
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, { error: PASSWORD_MESSAGES.required }).max(200, { error: PASSWORD_MESSAGES.invalid }),
});
export type PasswordLoginBody = z.infer<typeof ZPasswordLoginBody>;
