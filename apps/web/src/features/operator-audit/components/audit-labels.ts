import { AFTER_SALE_STATUS_NAMES, DEPOSIT_CLAIM_STATUS_NAMES, DEPOSIT_STATUS_NAMES } from '@vm/domain/after-sales';
import { PAYOUT_CHANNEL_NAMES } from '@vm/domain/settlement';

/**
 * Chinese names of the audit log's actions, target types, fields and values: the one map the page reads
 * (issue 37). Anything not named here goes through `actionLabel` / `fieldLabel` / `targetLabel`, which build
 * Chinese words from its parts and never show a raw key such as `withdrawal.pay` or `bank_account_id`.
 */
export const ACTION_LABELS: Record<string, string> = {
  'transfer.confirm': '确认转账收款',
  'transfer.refuse': '拒绝转账凭证',
  'refund.mark_done': '标记退款完成',
  'coupon_template.create': '新建优惠券',
  'coupon_template.update': '编辑优惠券',
  'coupon_template.stop': '停止发放优惠券',
  'coupon_template.start': '恢复发放优惠券',
  'supplier_application.approve': '通过入驻申请',
  'supplier_application.refuse': '拒绝入驻申请',
  'alert.resolve': '处理运营提醒',
  'feedback.handle': '处理反馈',
  'user.freeze': '冻结账号',
  'user.unfreeze': '解冻账号',
  'user.set_roles': '设置角色',
  'article.create': '保存文章草稿',
  'article.publish': '发布文章',
  'article.unpublish': '下线文章',
  'article.update': '编辑文章',
  'article.delete': '删除文章',
  'hot_word.create': '添加热词',
  'hot_word.update': '编辑热词',
  'hot_word.delete': '删除热词',
  'search_synonym.create': '添加搜索同义词组',
  'search_synonym.update': '编辑搜索同义词组',
  'search_synonym.delete': '删除搜索同义词组',
  'activity_case.create': '添加活动案例',
  'activity_case.update': '编辑活动案例',
  'activity_case.delete': '删除活动案例',
  'content_block.update': '编辑页面内容',
  'coupon_reward.set': '设置奖励券',
  'demand.follow_up': '跟进需求',
  'invoice.issue': '开具发票',
  'group_purchase.open': '发起拼团',
  'big_order.place': '代下大订单',
  'order_item.approve': '审核通过订单项',
  'order_item.deny': '拒绝订单项',
  'order_item.refund': '子订单退款',
  'withdrawal.request': '申请提现',
  'withdrawal.pay': '提现打款',
  'withdrawal.refuse': '拒绝提现',
  'commission_rule.create': '新增佣金规则',
  'commission_rule.delete': '删除佣金规则',
  'notification.retry': '重发通知',
  // After-sales and deposits (the sweep's jobs record them as 系统).
  'after_sale.open': '申请售后',
  'after_sale.agree': '同意售后退款',
  'after_sale.counter': '提出协商金额',
  'after_sale.refuse': '拒绝售后',
  'after_sale.accept': '接受协商金额',
  'after_sale.escalate': '申请平台介入',
  'after_sale.timeout': '售后超时转平台介入',
  'after_sale.cancel': '撤销售后',
  'after_sale.decide': '售后裁决',
  'after_sale.refund': '售后退款',
  'delivery_proof.post': '上传履约照片',
  'deposit.claim': '申请扣除押金',
  'deposit.accept': '同意扣除押金',
  'deposit.dispute': '押金争议转平台',
  'deposit.decide': '押金裁决',
  'deposit.settle': '押金结算',
};

export const TARGET_LABELS: Record<string, string> = {
  order: '订单',
  payment_refund: '退款',
  coupon_template: '优惠券',
  supplier_application: '入驻申请',
  operator_alert: '运营提醒',
  feedback: '反馈',
  user: '用户',
  article: '文章',
  hot_word: '热词',
  search_synonym: '搜索同义词组',
  activity_case: '活动案例',
  content_block: '页面内容',
  coupon_reward: '奖励券',
  demand: '需求',
  invoice: '发票',
  group_purchase: '拼团',
  order_item: '子订单',
  withdrawal: '提现',
  commission_rule: '佣金规则',
  notification_delivery: '通知',
  notification: '通知',
  transfer: '转账',
  refund: '退款',
  alert: '运营提醒',
  big_order: '大订单',
  application: '入驻申请',
  venue: '场地',
  bank_account: '收款账户',
  supplier: '供应商',
  category: '类目',
  after_sale: '售后',
  deposit: '押金',
  delivery_proof: '履约照片',
};

/** Chinese names of the fields an entry's before/after records (an unknown one shows as recorded). */
export const FIELD_LABELS: Record<string, string> = {
  status: '状态',
  reason: '原因',
  reply: '回复',
  frozen: '已冻结',
  frozen_reason: '冻结原因',
  roles: '角色',
  title: '标题',
  summary: '摘要',
  sort: '排序',
  article_type_id: '分类',
  text: '名称',
  follow_note: '跟进备注',
  invoice_no: '发票号码',
  file_id: '发票文件',
  coupon_id: '优惠券',
  resolved: '已处理',
  offline_status: '线下状态',
  order_num: '订单号',
  buyer: '客户',
  buyer_id: '客户',
  buyer_mobile: '客户手机号',
  suppliers: '供应商',
  actual_fee: '实付',
  price: '拼团价',
  dates: '日期',
  cover_url: '封面',
  amount: '金额',
  bank_account_id: '收款账户',
  channel: '打款方式',
  reference: '打款流水号',
  supplier_id: '供应商',
  category_id: '类目',
  rate: '佣金比例',
  attempts: '发送次数',
  refunded: '退款金额',
  earning: '结算',
  fee: '金额',
  total_amount: '总金额',
  refund_amount: '退款金额',
  balance: '余额',
  deposit: '押金',
  subsidy: '补贴',
  mobile: '手机号',
  name: '名称',
  note: '备注',
  content: '内容',
  deducted: '扣除金额',
  claim_amount: '申请扣除金额',
  claim_status: '扣除申请',
  agreed_amount: '协商金额',
};

/** Verbs of actions not named in ACTION_LABELS (`<target>.<verb>` reads 目标 + 动作). */
const VERB_LABELS: Record<string, string> = {
  create: '新建',
  update: '编辑',
  delete: '删除',
  approve: '通过',
  deny: '拒绝',
  refuse: '拒绝',
  confirm: '确认',
  pay: '打款',
  request: '申请',
  retry: '重试',
  resolve: '处理',
  handle: '处理',
  publish: '发布',
  unpublish: '下线',
  issue: '开具',
  refund: '退款',
  freeze: '冻结',
  unfreeze: '解冻',
  open: '发起',
  place: '下单',
  set: '设置',
  start: '开始',
  stop: '停止',
  mark_done: '标记完成',
  follow_up: '跟进',
};

/** Words of field names not in FIELD_LABELS (`bank_account_id` → 收款账户). */
const WORD_LABELS: Record<string, string> = {
  ...TARGET_LABELS,
  id: '',
  at: '时间',
  count: '数量',
  amount: '金额',
  status: '状态',
  reason: '原因',
  name: '名称',
  type: '类型',
  date: '日期',
  url: '链接',
  file: '文件',
  no: '号码',
  num: '编号',
  user: '用户',
  operator: '运营',
  buyer: '客户',
};

/** A key made of Chinese words from its underscore-separated parts; `其他` for a part no map names. */
function words(key: string, names: Record<string, string>): string {
  const parts = key.split('_');
  // Longest known run of parts first (`bank_account` before `bank`).
  const out: string[] = [];
  for (let at = 0; at < parts.length;) {
    let matched = false;
    for (let end = parts.length; end > at; end -= 1) {
      const run = parts.slice(at, end).join('_');
      if (run in names) {
        out.push(names[run]!);
        at = end;
        matched = true;
        break;
      }
    }
    if (!matched) return '';
  }
  return out.join('');
}

/** An action's Chinese name: the map's, or its target and verb in words, or 其他操作. */
export function actionLabel(action: string): string {
  const named = ACTION_LABELS[action];
  if (named) return named;
  const [target = '', verb = ''] = action.split('.');
  const verbText = VERB_LABELS[verb];
  const targetText = TARGET_LABELS[target] ?? words(target, WORD_LABELS);
  return verbText && targetText ? `${verbText}${targetText}` : '其他操作';
}

/** A target type's Chinese name: the map's, or its words, or 其他. */
export function targetLabel(targetType: string): string {
  return TARGET_LABELS[targetType] ?? (words(targetType, WORD_LABELS) || '其他');
}

/** A recorded field's Chinese name: the map's, or its words, or 其他字段. */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? (words(key, WORD_LABELS) || '其他字段');
}

/** Chinese names of the roles a user entry records. */
export const ROLE_LABELS: Record<string, string> = {
  business: '广告主',
  property: '场地供应商',
  agent: '代理商',
  facilitator: '服务商',
  operator: '平台运营',
};

/** Action filter choices: whole areas (prefix) first. */
export const ACTION_FILTERS = [
  { value: 'transfer.', label: '转账' },
  { value: 'refund.', label: '退款' },
  { value: 'coupon_template.', label: '优惠券' },
  { value: 'supplier_application.', label: '入驻审核' },
  { value: 'feedback.', label: '反馈' },
  { value: 'alert.', label: '运营提醒' },
  { value: 'user.', label: '用户' },
  { value: 'article.', label: '文章' },
  { value: 'hot_word.', label: '热词' },
  { value: 'search_synonym.', label: '搜索同义词' },
  { value: 'activity_case.', label: '活动案例' },
  { value: 'content_block.', label: '页面内容' },
  { value: 'demand.', label: '需求' },
  { value: 'invoice.', label: '发票' },
  { value: 'group_purchase.', label: '拼团' },
  { value: 'big_order.', label: '大订单' },
  { value: 'coupon_reward.', label: '奖励券' },
  { value: 'withdrawal.', label: '提现' },
  { value: 'order_item.', label: '子订单' },
  { value: 'commission_rule.', label: '佣金规则' },
  { value: 'notification.', label: '通知' },
  { value: 'after_sale.', label: '售后' },
  { value: 'deposit.', label: '押金' },
];

/** Chinese names of the status values entries record (order, demand, feedback, invoice, article, refund…). */
export const STATUS_LABELS: Record<string, string> = {
  submitted: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  pending: '待处理',
  done: '已完成',
  open: '待跟进',
  contacted: '已联系',
  closed: '已关闭',
  handled: '已处理',
  requested: '待开票',
  issued: '已开票',
  published: '已发布',
  draft: '草稿',
  approved: '已通过',
  refused: '已拒绝',
  rejected: '已拒绝',
  queued: '待发送',
  dead: '发送失败',
  sent: '已发送',
  executing: '执行中',
  finished: '已完成',
  confirmed: '已确认',
  // A case's and a deposit's states (packages/domain after-sales.ts names them).
  awaiting_supplier: AFTER_SALE_STATUS_NAMES.awaiting_supplier,
  countered: AFTER_SALE_STATUS_NAMES.countered,
  arbitration: AFTER_SALE_STATUS_NAMES.arbitration,
  refunded: AFTER_SALE_STATUS_NAMES.refunded,
  held: DEPOSIT_STATUS_NAMES.held,
  settled: DEPOSIT_STATUS_NAMES.refunded, // a settled hold reads as the API's 'refunded' deposit
};

/** A deposit's claim states (`claim_status`): their own names (a claim's `claimed` waits for the buyer). */
export const CLAIM_STATUS_LABELS: Readonly<Record<string, string>> = DEPOSIT_CLAIM_STATUS_NAMES;

/** Payout channels a withdrawal entry records: the one list of their names (packages/domain settlement.ts). */
export const CHANNEL_LABELS: Readonly<Record<string, string>> = PAYOUT_CHANNEL_NAMES;

/** Fields recorded in fen: shown as money (实付 ¥8,620.00). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'actual_fee',
  'price',
  'amount',
  'fee',
  'total_amount',
  'refund_amount',
  'balance',
  'face_value',
  'min_amount',
  'subsidy',
  'deposit',
  'refunded',
  'deducted',
  'claim_amount',
  'agreed_amount',
]);
