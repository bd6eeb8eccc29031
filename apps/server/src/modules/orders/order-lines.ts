import type { OrderLine } from '@vm/contracts/order-payload';
import { isValidDate, type BusinessDate } from '@vm/domain/business-date';
import { periodEndDate } from '@vm/domain/lease-terms';
import { problem, type Problem } from './order-problems';

/** An order line reduced to what the rules need: one lease term and its start dates. */
export interface NormalizedLine {
  index: number;
  sellingResourceId: number;
  termId: number;
  starts: BusinessDate[];
  units: number;
  leaveWords: string;
  couponId: number | null;
  enquiryId: number | null;
  /** The group buy (拼团) the line joins, or null. */
  groupPurchaseId: number | null;
}

/**
 * Checks the shape the schema cannot: one lease term per line, real dates, and `endDate` (when sent)
 * matching the period's end. The calendar rules come later (validateSelection).
 */
export function normalizeLine(line: OrderLine, index: number): NormalizedLine | Problem {
  const field = `resources.${index}.dates`;
  const terms = new Set(line.dates.map((entry) => entry.term_type_id));
  if (terms.size > 1) return problem('invalid', field, '同一场地只能选择一种订购周期', { index });
  const termId = line.dates[0]!.term_type_id;
  for (const entry of line.dates) {
    if (!isValidDate(entry.date)) return problem('invalid', field, `${entry.date} 不是有效日期，请重新选择日期`, { index, date: entry.date });
    const end = periodEndDate(entry.date, termId);
    if (entry.endDate && entry.endDate !== end) {
      return problem('invalid', field, `${entry.date} 起的结束日期应为 ${end}，请重新选择日期`, { index, date: entry.date });
    }
  }
  return {
    index,
    sellingResourceId: line.id,
    termId,
    starts: line.dates.map((entry) => entry.date),
    units: line.count,
    leaveWords: (line.leave_words ?? '').trim(),
    couponId: line.coupon_id ?? null,
    enquiryId: line.enquiry_id ?? null,
    groupPurchaseId: line.group_purchase_id ?? null,
  };
}

export function isProblem(value: NormalizedLine | Problem): value is Problem {
  return 'kind' in value;
}
