/**
 * The accounts contract's plain values, without zod: the web app's pages import them from here, so a
 * page that only needs a constant (the home page's demand form sends a login code) does not load and
 * run zod's schemas before its first paint (decision 0029). `./accounts` re-exports them.
 */

/** The `usage` of `POST /api/sms/send` for a login code. */
export const SMS_USAGE_LOGIN = 3;

export const REGISTRATION_TYPES = [
  { type: 0, role: 'business', label: '我是广告主', description: '寻找场地、下单投放' },
  { type: 1, role: 'property', label: '我是场地供应商', description: '发布场地、管理订单' },
  { type: 2, role: 'agent', label: '我是代理商', description: '代理场地资源' },
  { type: 3, role: 'facilitator', label: '我是服务商', description: '提供活动执行服务' },
] as const;
