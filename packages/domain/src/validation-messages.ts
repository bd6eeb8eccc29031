/**
 * The Chinese messages of docs/spec/product-spec.md sections 5 and 8, one constant per form, so that the server's
 * 422 `errors` and the web forms say the same thing. Messages the spec does not give are marked.
 */
import { DEMAND_SUCCESS_MESSAGE } from './home-demand-messages';

export const COMMON_MESSAGES = {
  loginRequired: '请先登录',
  duplicateRequest: '1s内请勿重复请求',
  unknownError: '出现未知错误,您可以尝试刷新页面或者联系客服人员，我们会尽快处理的！',
  /** Not in the spec: a field longer than its limit (inputs normally prevent it). */
  tooLong: (label: string, limit: number) => `${label}最多${limit}个字`,
} as const;

export const EMAIL_MESSAGES = {
  required: '请输入邮箱',
  invalid: '请输入有效的邮箱',
} as const;

export const FEEDBACK_MESSAGES = {
  contentRequired: '请输入纠错内容！',
  resourceRequired: '请选择匹配的资源',
  navigationContentRequired: '请输入纠错内容',
  suggestionRequired: '请您输入建议后提交',
  thanks: '非常感谢您的反馈，我们会尽快核实',
} as const;

export const ENQUIRY_MESSAGES = {
  nameRequired: '请输入您的姓名',
  mobileRequired: '请输入您的手机号',
  mobileInvalid: '请输入有效的手机号',
} as const;

export const SUPPLIER_APPLICATION_MESSAGES = {
  companyRequired: '请输入公司名称',
  phoneRequired: '请输入联系电话',
  mobileInvalid: '请输入有效的手机号',
  success: '申请成功',
} as const;

export const DEMAND_ACCEPT_MESSAGES = {
  nameRequired: '请输入姓名',
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入有效的手机号',
} as const;

/** Demand form, in the order the fields are checked. */
export const DEMAND_MESSAGES = {
  contactRequired: '请输入联系人',
  mobileRequired: '请输入联系电话',
  captchaRequired: '请输入验证码',
  productRequired: '请输入产品名称',
  minAreaRequired: '请输入最小需求面积',
  maxAreaRequired: '请输入最大需求面积',
  budgetRequired: '请输入活动预算',
  startRequired: '请选择开始时间',
  endRequired: '请选择结束时间',
  codeNeedsMobile: '请输入手机号',
  endBeforeStart: '结束时间应该大于开始时间',
  tooManyImages: '最多可上传12张活动照片',
  success: DEMAND_SUCCESS_MESSAGE,
} as const;

export { DEMAND_SUCCESS_MESSAGE, HOME_DEMAND_MESSAGES } from './home-demand-messages';

/** Checkout (order submit page). */
export const CHECKOUT_MESSAGES = {
  noticeRequired: '请您仔细阅读并同意《下单须知》内容',
  contactRequired: '请先选择联系人',
  productRequired: '请填写推广产品',
  approachRequired: '请选择进场时间',
  exitRequired: '请选择退场时间',
  approachAfterExit: '进场时间不能晚于退场时间',
  buildRequired: '请选择是否搭建',
  buildHeightInvalid: '请输入搭建高度，最多两位小数的正数',
  /** Not in the spec. */
  timeInvalid: '请选择15分钟为单位的时间',
  productTooLong: '推广产品最多30个字',
  leaveWordTooLong: '留言最多30个字',
  tooManyLicenceImages: '最多可上传五张',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: '请输入联系人',
  mobileRequired: '请输入联系人电话',
  mobileInvalid: '请输入有效的手机号',
  regionRequired: '请选择省市区！',
  addressRequired: '请填写详细地址！',
  /** Not in the spec. */
  nameTooLong: '联系人最多24个字',
  /** Not in the spec. */
  addressTooLong: '详细地址最多36个字',
  added: '添加联系人成功',
  edited: '编辑联系人成功！',
  empty: '暂无联系人信息，请您先添加联系人',
} as const;

export const PAYMENT_MESSAGES = {
  payPasswordInvalid: '请输入6位数字支付密码',
  proofRequired: '请上传至少一张转账证明！',
  alreadyPaid: '订单已支付！',
  groupEnded: '来晚一步呦，此团已结束！',
  balancePaid: '余额支付成功！',
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: (megabytes: number) => `上传的文件不能超过${megabytes}M`,
  onlyOne: '只能上传一个',
  orderImages: '最多可上传五张',
  effectImages: '最多可上传10张效果图',
  transferProofs: '最多上传10张凭证',
  closeShape: '大于两点才能闭合图形',
  textRequired: '请先输入要插入的文字',
  /** Not in the spec (the uploads platform's own refusals). */
  wrongType: (extensions: readonly string[]) => `只能上传${extensions.join('、')}格式的文件`,
  noFile: '请选择要上传的文件',
  emptyFile: '上传的文件内容为空',
  damagedImage: '图片已损坏或无法识别，请重新选择',
  damagedDocument: '文件已损坏或无法识别，请重新选择',
  oneFileOnly: '一次只能上传一个文件',
  notMultipart: '请使用multipart/form-data方式上传文件',
  malformed: '上传内容格式不正确，请重新上传',
  unknownBucket: '不支持的上传类型',
  tokenRequired: '缺少上传凭证，请重新上传',
  tokenInvalid: '上传凭证无效，请重新上传',
  tokenExpired: '上传凭证已过期，请重新上传',
  tokenOtherBucket: '上传凭证与上传类型不符',
  notOwnUpload: '请上传本人上传的文件',
  uploadFailed: '上传失败，请重试',
} as const;

export const CALENDAR_MESSAGES = {
  initFailed: '抱歉，初始化日历出现错误！您可以尝试刷新页面或者联系客服人员。',
} as const;

/** Invoice titles and invoice requests (none of these are in the spec, except the tax-code pattern). */
export const INVOICE_MESSAGES = {
  typeRequired: '请选择发票类型',
  titleRequired: '请输入发票抬头',
  companyRequired: '请输入单位名称',
  titleTooLong: '发票抬头最多60个字',
  taxCodeRequired: '请输入纳税人识别号',
  taxCodeInvalid: '纳税人识别号应为15、18或20位大写字母或数字',
  addressRequired: '请输入注册地址',
  addressTooLong: '注册地址最多100个字',
  phoneRequired: '请输入注册电话',
  phoneInvalid: '请输入有效的联系电话',
  bankRequired: '请输入开户银行',
  bankTooLong: '开户银行最多60个字',
  accountRequired: '请输入银行账号',
  accountInvalid: '请输入有效的银行账号',
  titleSaved: '保存成功',
  notRunning: '订单执行第2天起方可申请开票',
  tooEarly: (date: string) => `订单执行第2天起方可申请开票，该订单${date}起可申请`,
  noAmount: '该订单没有可开票的金额',
  alreadyRequested: '该订单已申请过发票',
  requested: '发票申请已提交',
  notIssued: '发票尚未开具',
  alreadyIssued: '该发票已开具',
  fileRequired: '请上传发票文件',
  numberInvalid: '发票号码应为8位或20位数字',
  issued: '发票已开具',
} as const;

/** Login password (spec section 5: 6–20 letters, digits and symbols, not all of one class). */
export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  invalid: '密码为6-20位字母、数字或符号，且不能全为同一类',
  confirmMismatch: '两次输入的密码不一致',
  oldRequired: '请输入原密码',
  captchaRequired: '请输入验证码',
  wrong: (left: number) => `手机号或密码错误，还可尝试${left}次`,
  oldWrong: (left: number) => `原密码错误，还可尝试${left}次`,
  locked: (unlockAt: string) => `密码错误次数过多，请于${unlockAt}后再试，或使用验证码登录`,
  ipLimited: '登录尝试过于频繁，请稍后再试',
  set: '登录密码设置成功',
  changed: '登录密码修改成功',
} as const;

/** Profile (个人资料). Not in the spec. */
export const PROFILE_MESSAGES = {
  nameRequired: '请输入姓名',
  nameTooLong: '姓名最多24个字',
  productTooLong: '推广产品最多30个字',
  saved: '保存成功',
} as const;

/** Company information (企业信息); the name's message is the supplier application's. */
export const COMPANY_MESSAGES = {
  nameRequired: '请输入公司名称',
  nameTooLong: '公司名称最多60个字',
  licenceRequired: '请上传营业执照',
  industryRequired: '请选择所属行业',
  saved: '保存成功',
} as const;

/** Address book (收货地址): the contact dialog's field messages (CONTACT_MESSAGES) plus these. */
export const ADDRESS_MESSAGES = {
  added: '添加地址成功',
  edited: '编辑地址成功！',
  deleted: '删除成功',
  empty: '暂无收货地址，请您先添加地址',
  tooMany: (max: number) => `最多可保存${max}个收货地址`,
} as const;

/**
 * A supplier's community form (communities create/update). The spec gives the fields (section 3 and
 * docs/spec/business-rules.md "The catalogue") and the year pattern 19xx/20xx (section 5), not these words.
 */
export const COMMUNITY_MESSAGES = {
  nameRequired: '请输入社区名称',
  cityRequired: '请选择城市',
  districtRequired: '请选择区县',
  addressRequired: '请输入详细地址',
  typeRequired: '请选择社区类型',
  pointRequired: '请在地图上选择位置',
  yearInvalid: '请输入有效的年份（19xx或20xx）',
  tooManyLabels: (count: number) => `最多选择${count}个标签`,
  tooManyImages: (count: number) => `最多可上传${count}张图片`,
  tradingAreaOtherCity: '商圈不属于所选城市',
  subwayLineOtherCity: '地铁线路不属于所选城市',
  subwayStationOtherCity: '地铁站不属于所选城市',
  subwayStationOffLine: '地铁站不在所选线路上',
} as const;
