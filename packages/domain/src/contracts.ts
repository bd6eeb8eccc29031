/**
 * Lease contracts (电子合同, docs/spec/business-rules.md "Contracts"): statuses, the two signing parties, the
 * operator-editable template and how its placeholders are filled. One implementation for the server
 * (which renders and signs the PDF) and the web (labels, the template editor's check).
 */

/** `void`: the sub-order was refused or cancelled before anyone signed. */
export const CONTRACT_STATUSES = ['awaiting_signatures', 'signed', 'void'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  awaiting_signatures: '待签署',
  signed: '已签署',
  void: '已作废',
};

/** Who signs: the buyer (承租方) and the supplier (出租方). The platform is a party but does not sign. */
export const CONTRACT_ROLES = ['buyer', 'supplier'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

export const CONTRACT_ROLE_LABELS: Record<ContractRole, string> = { buyer: '承租方', supplier: '出租方' };

/** The `usage` of `POST /api/auth/app_captcha` for a contract-signing code. */
export const SMS_USAGE_CONTRACT_SIGN = 5;

/** What the certificate endpoint answers as `result`. */
export type CertificateResult = 'signed' | 'pending';

/** The status once `signedRoles` have signed (a void contract stays void). */
export function contractStatusAfter(current: ContractStatus, signedRoles: readonly ContractRole[]): ContractStatus {
  if (current === 'void') return 'void';
  return CONTRACT_ROLES.every((role) => signedRoles.includes(role)) ? 'signed' : 'awaiting_signatures';
}

export type SignRefusal = 'void' | 'already_signed' | 'not_a_party' | null;

/** Whether `role` may sign now; a reason when not. */
export function signRefusal(status: ContractStatus, role: ContractRole | null, signedRoles: readonly ContractRole[]): SignRefusal {
  if (role === null) return 'not_a_party';
  if (status === 'void') return 'void';
  if (signedRoles.includes(role)) return 'already_signed';
  return null;
}

/** A contract's text may still follow template edits only while nobody has signed it. */
export const contractIsFrozen = (signedRoles: readonly unknown[]): boolean => signedRoles.length > 0;

/**
 * The placeholders an operator may use in the template, with what fills them. `{{下单须知}}` and
 * `{{平台条款}}` expand to several lines.
 */
export const CONTRACT_PLACEHOLDERS = {
  合同编号: '合同编号',
  子订单号: '子订单号',
  平台: '平台方名称',
  承租方: '买方公司（无公司时为联系人）',
  承租方联系人: '买方联系人及手机号',
  出租方: '供应商公司',
  场地: '场地名称',
  展位: '展位规格',
  租期类型: '租期类型（天、周租……）',
  租赁期限: '租赁期限（按天租赁，共 1 天（起 至 止））',
  租用日期: '租用日期',
  起止日期: '开始与结束日期',
  数量: '租用数量',
  租金: '租金（元）',
  应付租金: '优惠后应付租金（元）',
  押金: '押金（元）',
  下单须知: '《下单须知》各条',
  平台条款: '平台服务条款',
  签订日期: '合同生成日期',
} as const;
export type ContractPlaceholder = keyof typeof CONTRACT_PLACEHOLDERS;
export type ContractFacts = Record<ContractPlaceholder, string>;

export const CONTRACT_TEMPLATE_LIMITS = { title: 40, body: 8000, terms: 4000 } as const;

export interface ContractTemplateText {
  title: string;
  /** The contract's clauses, one paragraph a line; `{{占位符}}` are filled from the sub-order. */
  body: string;
  /** The platform's terms, printed where the body says `{{平台条款}}`. */
  terms: string;
}

export const DEFAULT_CONTRACT_TEMPLATE: ContractTemplateText = {
  title: '场地租赁合同',
  body: [
    '合同编号：{{合同编号}}　　子订单号：{{子订单号}}',
    '出租方（甲方）：{{出租方}}',
    '承租方（乙方）：{{承租方}}（联系人：{{承租方联系人}}）',
    '平台方（丙方）：{{平台}}',
    '甲乙双方经{{平台}}撮合，就乙方租用甲方场地开展线下推广活动一事，依据《中华人民共和国民法典》《中华人民共和国电子签名法》，订立本合同。',
    '第一条 租赁标的：场地「{{场地}}」，展位规格 {{展位}}，数量 {{数量}}。',
    '第二条 租赁期限：{{租赁期限}}；具体日期：{{租用日期}}。',
    '第三条 租金与押金：租金 {{租金}}，乙方实付 {{应付租金}}；押金 {{押金}}，活动结束且场地完好后退还。款项已由乙方支付至平台，由平台按规则结算给甲方。',
    '第四条 甲方保证场地按约定交付，配合乙方进场、搭建与撤场；乙方应遵守场地管理规定，按时进退场，损坏设施照价赔偿。',
    '第五条 订单规则（《下单须知》）：',
    '{{下单须知}}',
    '第六条 平台条款：',
    '{{平台条款}}',
    '第七条 本合同以电子方式订立，双方分别以短信验证码确认身份后加盖电子签名，自双方均签署之日起生效，与纸质合同具有同等法律效力。',
    '签订日期：{{签订日期}}',
  ].join('\n'),
  terms: [
    '1. 平台仅提供信息撮合、交易担保与结算服务，场地交付及活动执行由甲乙双方各自负责。',
    '2. 因一方违约给另一方造成损失的，由违约方承担赔偿责任；平台可依据规则暂停结算。',
    '3. 争议应先友好协商；协商不成的，提交平台所在地有管辖权的人民法院诉讼解决。',
  ].join('\n'),
};

/** How a lease term reads in a contract: its basis and its count of units. */
const TERM_WORDS: Record<number, { basis: string; count: (n: number) => string }> = {
  3: { basis: '按周租赁', count: (n) => `${n} 周` },
  4: { basis: '按月租赁', count: (n) => `${n} 个月` },
  5: { basis: '按年租赁', count: (n) => `${n} 年` },
  6: { basis: '按半月租赁', count: (n) => `${n} 个半月` },
  7: { basis: '按半年租赁', count: (n) => `${n} 个半年` },
  8: { basis: '按季租赁', count: (n) => `${n} 个季度` },
  9: { basis: '按天租赁', count: (n) => `${n} 天` },
  10: { basis: '按工作日租赁', count: (n) => `${n} 天` },
  11: { basis: '按周末租赁', count: (n) => `${n} 天` },
  12: { basis: '按节假日租赁', count: (n) => `${n} 天` },
  13: { basis: '按半天租赁', count: (n) => `${n} 个半天` },
  14: { basis: '按小时段租赁', count: (n) => `${n} 个时段` },
  15: { basis: '按场次租赁', count: (n) => `${n} 场` },
};

/**
 * The lease term in words for the contract's 第二条: "按天租赁，共 1 天（2026-10-19 至 2026-10-19）",
 * "按周租赁，共 2 周（2026-10-19 至 2026-11-01）". `units` is the sub-order's count of time units (dates for a
 * day-based term, periods for a period term). An unknown term id reads by its name.
 */
export function leaseTermInWords(input: { leaseTermId: number; leaseTermName: string; units: number; firstDate: string; lastDate: string }): string {
  const words = TERM_WORDS[input.leaseTermId];
  const span = `（${input.firstDate} 至 ${input.lastDate}）`;
  if (!words) return `${input.leaseTermName}，共 ${input.units} 期${span}`;
  return `${words.basis}，共 ${words.count(input.units)}${span}`;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const isPlaceholder = (name: string): name is ContractPlaceholder => Object.hasOwn(CONTRACT_PLACEHOLDERS, name);

/** Placeholders in `text` that are not known (the template editor refuses them). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!isPlaceholder(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** The template's problems as Chinese messages by field; empty when it may be saved. */
export function contractTemplateProblems(template: ContractTemplateText): Partial<Record<keyof ContractTemplateText, string>> {
  const problems: Partial<Record<keyof ContractTemplateText, string>> = {};
  if (!template.title.trim()) problems.title = '请填写合同标题';
  else if (template.title.length > CONTRACT_TEMPLATE_LIMITS.title) problems.title = `合同标题不能超过${CONTRACT_TEMPLATE_LIMITS.title}个字`;
  if (!template.body.trim()) problems.body = '请填写合同正文';
  else if (template.body.length > CONTRACT_TEMPLATE_LIMITS.body) problems.body = `合同正文不能超过${CONTRACT_TEMPLATE_LIMITS.body}个字`;
  else if (!template.body.includes('{{子订单号}}')) problems.body = '合同正文须包含{{子订单号}}';
  else if (unknownPlaceholders(template.body).length > 0) problems.body = `未知的占位符：${unknownPlaceholders(template.body).join('、')}`;
  if (template.terms.length > CONTRACT_TEMPLATE_LIMITS.terms) problems.terms = `平台条款不能超过${CONTRACT_TEMPLATE_LIMITS.terms}个字`;
  else if (unknownPlaceholders(template.terms).length > 0) problems.terms = `未知的占位符：${unknownPlaceholders(template.terms).join('、')}`;
  return problems;
}

/** The contract's paragraphs: the body with every placeholder filled (unknown ones stay as typed). */
export function fillContractTemplate(template: ContractTemplateText, facts: Omit<ContractFacts, '平台条款' | '租赁期限'> & { 租赁期限?: string }): string[] {
  // Contracts issued before 租赁期限 existed keep their type and dates as they were.
  const all: ContractFacts = { ...facts, 租赁期限: facts.租赁期限 ?? `${facts.租期类型}，${facts.起止日期}`, 平台条款: template.terms };
  const filled = template.body.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? all[name] : whole));
  return filled
    .split('\n')
    .map((line) => line.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? all[name] : whole)).trimEnd())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''));
}
