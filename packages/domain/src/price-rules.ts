import { addDays, diffDays, type BusinessDate, weekdayOf } from './business-date';
import { percentOf, type Fen } from './money';

/**
 * Price rules (价格规则): a rule sets the price of a booth under one lease term on the dates of
 * [start, end] whose weekday (1 Monday … 7 Sunday) it lists — a fixed price in fen, or a percentage
 * raise over the price it replaces (the special price of the date, else the lease term's price).
 * Precedence on a date (availability.ts): raised price > price rule > special price > lease term price.
 */
export interface PriceRuleEntry {
  id: number;
  lease_term_type_id: number;
  start: BusinessDate;
  end: BusinessDate;
  weekdays: readonly number[];
  /** Fixed price (fen), or null for a percentage rule. */
  price: Fen | null;
  /** e.g. 20 for +20 %, or null for a fixed-price rule. */
  raise_percent: number | null;
}

/** True when the rule covers `date` under `leaseTermId`. */
export function ruleCovers(rule: PriceRuleEntry, leaseTermId: number, date: BusinessDate): boolean {
  return rule.lease_term_type_id === leaseTermId && date >= rule.start && date <= rule.end && rule.weekdays.includes(weekdayOf(date));
}

/** The rule's price over `base` (the price it replaces), in whole fen. */
export function ruleAppliedPrice(rule: PriceRuleEntry, base: Fen): Fen {
  if (rule.price !== null) return rule.price;
  // The raise through the one percentage rule of money.ts (exact, rounded half up to the fen).
  return base + percentOf(base, rule.raise_percent ?? 0);
}

/** The first rule covering `date` under `leaseTermId` (rules never overlap, so there is at most one). */
export function ruleFor(rules: readonly PriceRuleEntry[] | undefined, leaseTermId: number, date: BusinessDate): PriceRuleEntry | undefined {
  if (!rules || rules.length === 0) return undefined;
  return rules.find((rule) => ruleCovers(rule, leaseTermId, date));
}

/**
 * The first date both rules cover (same lease term, a date in both ranges on a weekday both list), or
 * null when they do not overlap. Two rules that overlap on a booth they share are refused.
 */
export function firstOverlapDate(
  a: Pick<PriceRuleEntry, 'lease_term_type_id' | 'start' | 'end' | 'weekdays'>,
  b: Pick<PriceRuleEntry, 'lease_term_type_id' | 'start' | 'end' | 'weekdays'>,
): BusinessDate | null {
  if (a.lease_term_type_id !== b.lease_term_type_id) return null;
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  if (start > end) return null;
  const shared = a.weekdays.filter((day) => b.weekdays.includes(day));
  if (shared.length === 0) return null;
  // Within a week of the common start every weekday has come up once.
  const span = Math.min(diffDays(start, end), 6);
  for (let i = 0; i <= span; i += 1) {
    const date = addDays(start, i);
    if (shared.includes(weekdayOf(date))) return date;
  }
  return null;
}
