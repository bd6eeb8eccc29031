import { addDays, shanghaiDayStart, SHANGHAI_OFFSET_MS, type BusinessDate } from './business-date';
import type { Fen } from './money';

/**
 * Settlement (docs/spec/business-rules.md "Settlement"): what the platform owes a supplier for a sub-order, when it
 * may be withdrawn, and the names the pages show. Rates are basis points (800 = 8 %).
 */

/** The platform default when the operator has set no rule: 10 %. */
export const DEFAULT_COMMISSION_RATE = 1000;
export const MAX_COMMISSION_RATE = 10_000;
export const DEFAULT_SETTLEMENT_HOLD_DAYS = 7;

export interface CommissionRule {
  id?: number;
  supplierId: number | null;
  categoryId: number | null;
  rate: number;
}

export interface EarningSplit {
  gross: Fen;
  commission: Fen;
  net: Fen;
  rate: number;
}

/**
 * round-half-up(gross × rate ÷ 10000), exact for any safe integer gross (the product may pass 2^53, so
 * it is worked in BigInt). A negative gross (a refund entry) rounds half away from zero, so the
 * negative entry of an earning is exactly its mirror.
 */
export function commissionOf(gross: Fen, rate: number): Fen {
  if (!Number.isSafeInteger(gross)) throw new RangeError(`gross must be an integer number of fen, got ${gross}`);
  if (!Number.isInteger(rate) || rate < 0 || rate > MAX_COMMISSION_RATE) throw new RangeError(`rate must be 0–10000 basis points, got ${rate}`);
  const magnitude = (BigInt(Math.abs(gross)) * BigInt(rate) * 2n + 10_000n) / 20_000n;
  return gross < 0 ? -Number(magnitude) : Number(magnitude);
}

/**
 * A sub-order's amount as its supplier sees it, the one figure every supplier page and total shows
 * (supplier home, review list, month totals, earnings' gross; issue 37): the rent (`amount`, price × units ×
 * periods), before the platform-funded subsidy, coupon and points (the buyer's `payable`), never the deposit
 * (the buyer's, returned). SQL that sums it reads `order_items.amount`.
 */
export function supplierAmountOf(item: { amount: Fen }): Fen {
  return item.amount;
}

/** gross, commission and net = gross − commission. */
export function splitEarning(gross: Fen, rate: number): EarningSplit {
  const commission = commissionOf(gross, rate);
  return { gross, commission, net: gross - commission, rate };
}

/** How specific a rule is: supplier and category 3, supplier 2, category 1, the default 0. */
function specificity(rule: CommissionRule): number {
  return (rule.supplierId !== null ? 2 : 0) + (rule.categoryId !== null ? 1 : 0);
}

function applies(rule: CommissionRule, target: { supplierId: number; categoryId: number | null }): boolean {
  return (rule.supplierId === null || rule.supplierId === target.supplierId) && (rule.categoryId === null || rule.categoryId === target.categoryId);
}

/**
 * The rule that sets a sub-order's rate: the most specific that applies (the supplier's, then the
 * category's, then the platform default; a rule naming both is more specific still), ties broken by the
 * newest id. Null when none applies (the caller falls back to {@link DEFAULT_COMMISSION_RATE}).
 */
export function pickCommissionRule<R extends CommissionRule>(rules: readonly R[], target: { supplierId: number; categoryId: number | null }): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!applies(rule, target)) continue;
    if (!best || specificity(rule) > specificity(best) || (specificity(rule) === specificity(best) && (rule.id ?? 0) > (best.id ?? 0))) best = rule;
  }
  return best;
}

/** The rate for a sub-order of this supplier and category. */
export function commissionRateFor(rules: readonly CommissionRule[], target: { supplierId: number; categoryId: number | null }): number {
  return pickCommissionRule(rules, target)?.rate ?? DEFAULT_COMMISSION_RATE;
}

/**
 * When a sub-order's earning becomes available: the sub-order finishes after its last booked date (the
 * next day at 00:00 in Shanghai), then the hold runs `holdDays` days.
 */
export function earningAvailableAt(lastDate: BusinessDate, holdDays: number): Date {
  return shanghaiDayStart(addDays(lastDate, 1 + holdDays));
}

/** `YYYY-MM` of a statement month. */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The instants a statement month covers in Shanghai: [start, end). */
export function statementMonthRange(month: string): { start: Date; end: Date } {
  if (!STATEMENT_MONTH_PATTERN.test(month)) throw new RangeError(`month must be YYYY-MM, got ${month}`);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, mon - 1, 1) - SHANGHAI_OFFSET_MS);
  const end = new Date(Date.UTC(year, mon, 1) - SHANGHAI_OFFSET_MS);
  return { start, end };
}

/** The Shanghai month (`YYYY-MM`) an instant falls in. */
export function shanghaiMonthOf(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 7);
}

/** The months from `first` to `last` (both `YYYY-MM`), in order. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, mon] = first.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 240; guard += 1) {
    const month = `${year}-${String(mon).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    mon += 1;
    if (mon > 12) {
      mon = 1;
      year += 1;
    }
  }
  return months;
}

export const EARNING_STATUSES = ['pending', 'available', 'withdrawn', 'reversed'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];
export const EARNING_STATUS_NAMES: Record<EarningStatus, string> = { pending: '待结算', available: '可提现', withdrawn: '已提现', reversed: '已冲销' };

/**
 * How a withdrawal's money reaches the supplier — the one list (issue 40): the contracts' `channel`, the
 * server's payout channels (modules/settlement payouts.ts), the withdrawals table's check and the pages
 * that name a paid withdrawal's channel all read it. `bank`: staff paid from the bank and typed its
 * reference; `alipay`: alipay.fund.trans.uni.transfer to the supplier's bank card.
 */
export const PAYOUT_CHANNELS = ['bank', 'alipay'] as const;
export type PayoutChannelName = (typeof PAYOUT_CHANNELS)[number];
export const PAYOUT_CHANNEL_NAMES: Record<PayoutChannelName, string> = { bank: '银行转账', alipay: '支付宝' };

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'refused'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_NAMES: Record<WithdrawalStatus, string> = { pending: '待打款', paid: '已打款', refused: '已拒绝' };

/** 8–30 digits (spaces the person typed are removed first). */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{8,30}$/;

export const SETTLEMENT_MESSAGES = {
  insufficient: '可提现余额不足',
  /** `available` below zero (a refund after the earning became available): no new withdrawal, no payout. */
  negative: '可提现余额为负，暂不能打款',
  amount: '请输入正确的提现金额',
  accountNumber: '银行账号应为8-30位数字',
  accountName: '请填写开户名称',
  bankName: '请填写开户银行',
  bankAccount: '请选择收款账户',
  reference: '请填写银行流水号',
  reason: '请填写拒绝原因',
  rate: '佣金比例应在0-10000（万分比）之间',
  notPending: '该提现申请已处理',
  ruleExists: '该范围已有佣金规则，请先删除',
  month: '请选择正确的月份',
  accountInUse: '该账户有待打款的提现申请，打款或拒绝后才能删除',
} as const;
