/**
 * The home page's demand drawer messages (docs/spec/product-spec.md section 2), in a file of their own: the drawer is on
 * the home page, which should not load every form's messages (validation-messages re-exports these).
 */
export const HOME_DEMAND_MESSAGES = {
  cityRequired: '请选择城市',
  nameRequired: '请输入姓名',
  mobileRequired: '请输入手机号',
  mobileEmpty: '手机号不能为空',
  mobileInvalid: '请输入有效的手机号',
  captchaRequired: '请输入验证码',
  captchaInvalid: '请输入有效的验证码',
} as const;

/**
 * Hours within which customer service calls back on a submitted demand: docs/spec/product-spec.md's message
 * 需求提交成功，客服人员将在24小时内与您联系. Every promise of that call (the home form, the demand page,
 * the footer's 专属顾问) says this figure.
 */
export const DEMAND_CONTACT_HOURS = 24;

/** What a submitted demand says, on the home drawer and the demand page alike. */
export const DEMAND_SUCCESS_MESSAGE = `需求提交成功，客服人员将在${DEMAND_CONTACT_HOURS}小时内与您联系，请耐心等待`;
