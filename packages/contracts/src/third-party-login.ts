import { z } from 'zod';
import { ZAuthUser, zMobile } from './accounts';

/** WeChat and QQ login (docs/spec/api.md "WeChat and QQ login — fixed"). */
export const OAUTH_PROVIDER_NAMES = ['wechat', 'qq'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];
export const OAUTH_PROVIDER_LABELS: Record<OAuthProviderName, string> = { wechat: '微信', qq: 'QQ' };

export const ZOAuthProviderParam = z.object({
  provider: z.enum(OAUTH_PROVIDER_NAMES, { error: '不支持的登录方式' }),
});

export const ZOAuthAuthorizeQuery = z.object({
  /** Where to go after the login: a path of this site (anything else means the home page). */
  from: z.string().max(500, { error: '跳转地址过长' }).optional(),
});
export const ZOAuthAuthorizeResult = z.object({ url: z.string() });

const zCodeText = (required: string) => z.string({ error: required }).trim().min(1, { error: required }).max(256, { error: required });

export const ZOAuthLoginBody = z.object({
  code: zCodeText('缺少授权码，请重新登录'),
  state: zCodeText('登录请求无效，请重新登录'),
});

/** A bound identity logs straight in (`token`, `user`); a new one gets a `bind_token` to bind a mobile. */
export const ZOAuthLoginResult = z.object({
  token: z.string().optional(),
  user: ZAuthUser.optional(),
  bind_token: z.string().optional(),
  provider: z.enum(OAUTH_PROVIDER_NAMES),
  nickname: z.string(),
  from: z.string(),
});
export type OAuthLoginResult = z.infer<typeof ZOAuthLoginResult>;

export const ZBindMobileBody = z.object({
  bind_token: z.string({ error: '绑定已失效，请重新登录' }).trim().min(1, { error: '绑定已失效，请重新登录' }).max(128, { error: '绑定已失效，请重新登录' }),
  account: zMobile(),
  captcha: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, { error: '请输入验证码' })
    .regex(/^\d{6}$/, { error: '请输入有效的验证码' }),
});
export type BindMobileBody = z.infer<typeof ZBindMobileBody>;

export const ZOAuthBinding = z.object({
  provider: z.enum(OAUTH_PROVIDER_NAMES),
  nickname: z.string(),
  bound_at: z.string(),
});
export type OAuthBinding = z.infer<typeof ZOAuthBinding>;

export const ZSandboxAuthorizeBody = z.object({
  state: zCodeText('缺少 state'),
  openid: z.string({ error: '请输入 openid' }).trim().min(1, { error: '请输入 openid' }).max(128, { error: 'openid 过长' }),
  nickname: z.string().trim().max(64, { error: '昵称过长' }).default(''),
});
