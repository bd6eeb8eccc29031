import { yuanToFenOrNull } from '@/shared/supplier/yuan-field';

/** Cross-field checks of a booth that antd's per-field rules cannot express, as pure functions. */

export const BOOTH_MESSAGES = {
  sizeRequired: '请输入摊位尺寸',
  countRequired: '请输入可售数量',
  termRequired: '请选择订购周期',
  termDuplicate: '订购周期不能重复',
  subsidyAbovePrice: '补贴不能高于价格',
  pricesRequired: '请至少填写一个订购周期的价格',
  activityWindowRequired: '请选择活动时间',
  datedDateRequired: '请选择日期',
  datedDuplicate: '日期不能重复',
  boothsRequired: '请至少添加一个摊位',
} as const;

/** The subsidy of a price row may not exceed its price. */
export function subsidyProblem(subsidy: string | undefined, price: string | undefined): string | null {
  const subsidyFen = yuanToFenOrNull(subsidy);
  const priceFen = yuanToFenOrNull(price);
  if (subsidyFen === null || priceFen === null) return null;
  return subsidyFen > priceFen ? BOOTH_MESSAGES.subsidyAbovePrice : null;
}

/** A lease term chosen in two rows of the same booth. */
export function duplicateTermProblem(terms: readonly (number | undefined)[], index: number): string | null {
  const term = terms[index];
  if (term === undefined) return null;
  return terms.findIndex((other) => other === term) !== index ? BOOTH_MESSAGES.termDuplicate : null;
}

/** A date given twice in one list of special or raised prices. */
export function duplicateDateProblem(dates: readonly (string | undefined)[], index: number): string | null {
  const date = dates[index];
  if (!date) return null;
  return dates.findIndex((other) => other === date) !== index ? BOOTH_MESSAGES.datedDuplicate : null;
}
