import { LIMITS, PATTERNS } from '@vm/domain/validation';
import { z } from 'zod';
import { REGISTRATION_TYPES, SMS_USAGE_LOGIN } from './account-constants';
import { zNumeric } from './common';
import { SMS_USAGE_CONTRACT_SIGN } from '@vm/domain/contracts';

export { REGISTRATION_TYPES, SMS_USAGE_LOGIN };

export const MOBILE_PATTERN = PATTERNS.mobile;

export const zMobile = (requiredMessage = '请输入手机号') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(LIMITS.mobile, { error: '请输入有效的手机号' })
    .regex(MOBILE_PATTERN, { error: '请输入有效的手机号' });

export const ZSendCodeBody = z.object({
  account: zMobile(),
  usage: zNumeric(
    z.coerce
      .number({ error: '验证码用途不正确' })
      .int({ error: '验证码用途不正确' })
      .refine((value) => value === SMS_USAGE_LOGIN || value === SMS_USAGE_CONTRACT_SIGN, { error: '验证码用途不正确' })
      .default(SMS_USAGE_LOGIN),
  ),
});
export type SendCodeBody = z.infer<typeof ZSendCodeBody>;

export const ZCodeLoginBody = z.object({
  account: zMobile(),
  captcha: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, { error: '请输入验证码' })
    .regex(/^\d{6}$/, { error: '请输入有效的验证码' }),
  /** Registration type: 1 supplier, 2 agent, 3 facilitator; none = business (buyer). */
  type: zNumeric(
    z.coerce
      .number({ error: '注册类型不正确' })
      .int({ error: '注册类型不正确' })
      .min(1, { error: '注册类型不正确' })
      .max(3, { error: '注册类型不正确' })
      .optional(),
  ),
});
export type CodeLoginBody = z.infer<typeof ZCodeLoginBody>;

export const ROLE_NAMES = ['business', 'property', 'agent', 'facilitator', 'operator'] as const;
export const zRole = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof zRole>;

export const ZAuthUser = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  roles: z.array(zRole),
});
export type AuthUserView = z.infer<typeof ZAuthUser>;

export const ZLoginResult = z.object({ token: z.string(), user: ZAuthUser });
export type LoginResult = z.infer<typeof ZLoginResult>;

export const ZCurrentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  product: z.string(),
  email: z.string().nullable(),
  consumption_point: z.number().int(),
  roles: z.array(zRole),
  /** A supplier's child account (子账号): it works in the supplier centre without the property role. */
  is_supplier_staff: z.boolean(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

export const ZBadgeInfo = z.object({ unread_count: z.number().int() });

export const ZOutboxQuery = z.object({ account: zMobile() });
export const ZOutboxEntry = z.object({ account: z.string(), code: z.string(), created_at: z.string() });
