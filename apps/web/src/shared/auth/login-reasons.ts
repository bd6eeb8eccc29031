/**
 * Why a visitor was sent to the login page, named in its address (`reason=`): the login page says it in
 * Chinese, so a click on 纠错, 意见反馈, 承接需求 or 收藏 that lands on the login form is not a surprise.
 * Only these keys are shown; anything else in the address is ignored.
 */
export const LOGIN_REASONS = {
  'error-report': '请先登录后再纠错',
  suggestion: '请先登录后再提交意见反馈',
  'accept-demand': '请先登录后再承接需求',
  favorite: '请先登录后再收藏场地',
} as const;

export type LoginReason = keyof typeof LOGIN_REASONS;

/** The login page's notice for a `reason=` value, or null for none or an unknown one. */
export function loginReasonText(reason: string | null | undefined): string | null {
  return reason && Object.hasOwn(LOGIN_REASONS, reason) ? LOGIN_REASONS[reason as LoginReason] : null;
}
