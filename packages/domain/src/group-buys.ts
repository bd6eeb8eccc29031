import type { SellingResourceRules } from './availability';
import { compareDates, isValidDate, shanghaiDayStart, type BusinessDate } from './business-date';
import { isLeaseTermId, isPeriodTerm } from './lease-terms';
import type { Fen } from './money';
import { PAYMENT_MESSAGES } from './validation-messages';

/**
 * Group buys (拼团), docs/spec/business-rules.md "Group buys (拼团) and big orders". An operator opens a group on one
 * booth, lease term and set of dates at a group price; a buyer joins by ordering exactly that (one
 * unit) at the group price; each PAID order counts once. At `max_members` paid members the group is
 * `closed` (full); at the deadline an open or closed group that reached `min_members` has `succeeded`
 * (its orders go to supplier review), one that did not has `failed` (every paid order is refunded).
 */

export const GROUP_STATUSES = ['open', 'closed', 'succeeded', 'failed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const GROUP_STATUS_NAMES: Readonly<Record<GroupStatus, string>> = {
  open: '拼团中',
  closed: '已满员',
  succeeded: '拼团成功',
  failed: '拼团失败',
};

/** `flag` of GET /api/groups/{id} (docs/spec/api.md): 1 open, 2 ended (full, succeeded or failed, or past its deadline). */
export const GROUP_FLAG = { open: 1, ended: 2 } as const;
export type GroupFlag = (typeof GROUP_FLAG)[keyof typeof GROUP_FLAG];

/** Limits of a group's numbers. */
export const GROUP_LIMITS = { maxMembers: 200, maxDates: 90 } as const;

export const GROUP_MESSAGES = {
  /** The spec's message (docs/spec/product-spec.md section 8) for a closed or failed group. */
  ended: PAYMENT_MESSAGES.groupEnded,
  notFound: '拼团不存在',
  onlyOneUnit: '拼团每人限购1份',
  otherDates: '拼团的日期与场地须与拼团活动一致',
  alone: '拼团订单只能包含一个拼团场地',
  joined: '您已参加该拼团，请勿重复参团',
  noTransfer: '拼团订单不支持对公转账，请选择其他支付方式',
  noReviewYet: '拼团尚未成功，暂不能审核',
  noCancel: '拼团进行中，成团或拼团失败后再处理',
  boothRequired: '请选择场地规格',
  termRequired: '请选择订购周期',
  termNotOffered: '该规格不提供此订购周期',
  datesRequired: '请选择拼团日期',
  datesInvalid: '拼团日期不正确',
  tooManyDates: `拼团日期最多${GROUP_LIMITS.maxDates}个`,
  priceRequired: '请输入拼团价',
  originPriceRequired: '请输入原价',
  priceNotBelowOrigin: '拼团价须低于原价',
  membersInvalid: '成团人数须为正整数',
  maxBelowMin: '最多人数不能少于成团人数',
  tooManyMembers: `最多人数不能超过${GROUP_LIMITS.maxMembers}人`,
  deadlineRequired: '请选择截止时间',
  deadlinePast: '截止时间须晚于现在',
  deadlineAfterStart: '截止时间须早于拼团首个日期',
  notEnoughUnits: (date: BusinessDate, free: number) => `${date} 仅剩${free}个可预订，不足最多人数`,
} as const;

/** What decides a group's flag. */
export interface GroupFacts {
  status: GroupStatus;
  deadline: Date | string | number;
  number_of_group_purchase_now: number;
  max_members: number;
}

const epoch = (value: Date | string | number): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** True while the group takes new members: open, before its deadline, not full. */
export function groupAcceptsMembers(group: GroupFacts, now: Date | number): boolean {
  return group.status === 'open' && epoch(group.deadline) > epoch(now) && group.number_of_group_purchase_now < group.max_members;
}

/** 1 while the group takes members, 2 once it has ended in any way (the payment page redirects on 2). */
export function groupFlag(group: GroupFacts, now: Date | number): GroupFlag {
  return groupAcceptsMembers(group, now) ? GROUP_FLAG.open : GROUP_FLAG.ended;
}

/** Progress as the group page shows it: `3/10`. */
export function groupProgressText(group: Pick<GroupFacts, 'number_of_group_purchase_now' | 'max_members'>): string {
  return `${group.number_of_group_purchase_now}/${group.max_members}`;
}

/** Members still needed to reach the minimum (0 once reached). */
export function membersToMinimum(group: { number_of_group_purchase_now: number; min_members: number }): number {
  return Math.max(0, group.min_members - group.number_of_group_purchase_now);
}

/** A group's whole price: its unit price (one date, or one period for ids 3–8) times its dates. */
export function groupTotal(unitPrice: Fen, dates: readonly BusinessDate[]): Fen {
  return unitPrice * dates.length;
}

/** What the operator fills in to open a group (fen; the deadline as an instant). */
export interface GroupDraft {
  selling_resource_id?: number | null;
  lease_term_type_id?: number | null;
  dates?: readonly string[] | null;
  price?: number | null;
  origin_price?: number | null;
  min_members?: number | null;
  max_members?: number | null;
  deadline?: Date | string | null;
}

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Every problem of a group draft, by field (the operator's form and the server show the same
 * messages). The booth's own rules (term offered, free units) are checked by the server against its data.
 */
export function groupDraftErrors(draft: GroupDraft, now: Date | number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!positiveInt(draft.selling_resource_id)) errors.selling_resource_id = GROUP_MESSAGES.boothRequired;
  if (!isLeaseTermId(draft.lease_term_type_id)) errors.lease_term_type_id = GROUP_MESSAGES.termRequired;
  const dates = draft.dates ?? [];
  if (dates.length === 0) errors.dates = GROUP_MESSAGES.datesRequired;
  else if (dates.length > GROUP_LIMITS.maxDates) errors.dates = GROUP_MESSAGES.tooManyDates;
  else if (dates.some((date) => !isValidDate(date)) || new Set(dates).size !== dates.length) errors.dates = GROUP_MESSAGES.datesInvalid;
  if (!positiveInt(draft.price)) errors.price = GROUP_MESSAGES.priceRequired;
  if (!positiveInt(draft.origin_price)) errors.origin_price = GROUP_MESSAGES.originPriceRequired;
  else if (positiveInt(draft.price) && draft.price >= draft.origin_price) errors.price = GROUP_MESSAGES.priceNotBelowOrigin;
  if (!positiveInt(draft.min_members)) errors.min_members = GROUP_MESSAGES.membersInvalid;
  if (!positiveInt(draft.max_members)) errors.max_members = GROUP_MESSAGES.membersInvalid;
  else if (draft.max_members > GROUP_LIMITS.maxMembers) errors.max_members = GROUP_MESSAGES.tooManyMembers;
  else if (positiveInt(draft.min_members) && draft.max_members < draft.min_members) errors.max_members = GROUP_MESSAGES.maxBelowMin;
  const deadline = draft.deadline === null || draft.deadline === undefined ? Number.NaN : epoch(draft.deadline);
  if (!Number.isFinite(deadline)) errors.deadline = GROUP_MESSAGES.deadlineRequired;
  else if (deadline <= epoch(now)) errors.deadline = GROUP_MESSAGES.deadlinePast;
  else if (!errors.dates && dates.length > 0) {
    const first = [...dates].sort(compareDates)[0]!;
    if (deadline > shanghaiDayStart(first).getTime()) errors.deadline = GROUP_MESSAGES.deadlineAfterStart;
  }
  return errors;
}

/**
 * The booth's rules as a group member orders them: the group price on each of the group's dates (per
 * period for ids 3–8), no subsidy, the booth's deposit and availability rules unchanged.
 */
export function rulesAtGroupPrice(
  rules: SellingResourceRules,
  group: { lease_term_type_id: number; dates: readonly BusinessDate[]; price: Fen },
): SellingResourceRules {
  const deposit = rules.selling_price.find((entry) => entry.lease_term_type_id === group.lease_term_type_id)?.deposit ?? 0;
  return {
    ...rules,
    selling_price: [{ lease_term_type_id: group.lease_term_type_id, price: isPeriodTerm(group.lease_term_type_id) ? group.price : 0, subsidy: 0, deposit }],
    special_price: group.dates.map((date) => ({ date, price: group.price })),
    raise_price: [],
    price_rules: [],
  };
}

/** True when a line orders exactly the group's booth, lease term and dates. */
export function lineMatchesGroup(
  line: { sellingResourceId: number; termId: number; starts: readonly BusinessDate[] },
  group: { selling_resource_id: number; lease_term_type_id: number; dates: readonly BusinessDate[] },
): boolean {
  if (line.sellingResourceId !== group.selling_resource_id || line.termId !== group.lease_term_type_id) return false;
  const wanted = new Set(group.dates);
  return line.starts.length === wanted.size && line.starts.every((date) => wanted.has(date));
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A deadline as the operator's form or a client sends it: ISO-8601 with an offset, or a Shanghai
 * wall-clock time `YYYY-MM-DD HH:mm[:ss]` (also with `T`). Null when unreadable.
 */
export function parseDeadline(text: string): Date | null {
  const trimmed = text.trim();
  const local = LOCAL_TIME.exec(trimmed);
  const ms = local ? Date.parse(`${local[1]}T${local[2]}${local[3] ?? ':00'}+08:00`) : WITH_OFFSET.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
}
