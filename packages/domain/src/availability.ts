import { addDays, assertDate, diffDays, eachDate, type BusinessDate } from './business-date';
import { datesCovered, isLeaseTermId, isPeriodTerm } from './lease-terms';
import type { Fen } from './money';
import { ruleAppliedPrice, ruleFor, type PriceRuleEntry } from './price-rules';

/**
 * Availability and price of one unit of a selling resource on one date. The calendar the buyer sees
 * and the check the server runs when an order is submitted both come from these functions.
 */

/** Dates must be booked at least this many days ahead, whatever `days_in_advance` says ("提前2天预订"). */
export const MIN_ADVANCE_DAYS = 2;
/** Non-activity resources can be booked at most this many days ahead (the calendar horizon). */
export const CALENDAR_HORIZON_DAYS = 90;
/** The calendar navigates at most about one year ahead. */
export const CALENDAR_NAVIGATION_DAYS = 365;
/** Longest range {@link calendarDays} answers in one call. */
export const MAX_CALENDAR_RANGE_DAYS = 366;
/** `res_type_id` of an activity: bookable inside [activity_start_date, deadline] instead of the horizon. */
export const ACTIVITY_RES_TYPE_ID = 3;

/** Price of one unit under one lease term (all fen). */
export interface TermPrice {
  lease_term_type_id: number;
  price: Fen;
  subsidy: Fen;
  deposit: Fen;
}

/** A price that replaces the lease term's price on one date (special or raised price). */
export interface DatedPrice {
  date: BusinessDate;
  price: Fen;
}

/**
 * What the rules need to know about a selling resource. Field names follow the venue detail's
 * `selling_resources` (`ZSellingResource` of @vm/contracts), so such an object can be passed as is.
 */
export interface SellingResourceRules {
  /** Identical units on sale per date. */
  count: number;
  minimum_booking_days: number;
  days_in_advance: number;
  /** Dates listed unavailable (calendars' exp_date). */
  unavailable_dates: readonly BusinessDate[];
  /** Special prices (特价) per date. */
  special_price: readonly DatedPrice[];
  /** Raised prices (涨价) per date; they beat special prices. */
  raise_price: readonly DatedPrice[];
  selling_price: readonly TermPrice[];
  activity_start_date?: BusinessDate | null;
  deadline?: BusinessDate | null;
  is_enquiry: boolean;
  res_type_id: number;
  /** The booth's price rules (price-rules.ts); they beat special prices and lose to raised prices. */
  price_rules?: readonly PriceRuleEntry[];
}

/** Units already held per date (by submitted, paid or approved orders). Missing dates hold 0. */
export type HeldUnits = ReadonlyMap<BusinessDate, number> | Readonly<Record<BusinessDate, number>>;

/** Why a date cannot be booked, in the order the rules are checked. */
export type UnavailableReason = 'past' | 'too_soon' | 'unavailable' | 'outside_window' | 'no_price' | 'sold_out';

/** One calendar cell. For period terms it answers "can a period start on this date". */
export interface DayAvailability {
  date: BusinessDate;
  /** Price of one unit (one date, or one whole period for ids 3–8); 0 when there is none. */
  price: Fen;
  subsidy: Fen;
  deposit: Fen;
  available: boolean;
  /** Units still bookable (for a period: the fewest free over its days); 0 when not available. */
  remaining: number;
  reason: UnavailableReason | null;
  /** The date that fails when it is not `date` itself (a later day of a period). */
  blocked_date?: BusinessDate;
}

/** Days ahead a booking needs: max(days_in_advance, 2). */
export function advanceDays(rules: Pick<SellingResourceRules, 'days_in_advance'>): number {
  return Math.max(Math.trunc(rules.days_in_advance) || 0, MIN_ADVANCE_DAYS);
}

/** True for an activity (res_type_id 3). */
export function isActivity(rules: Pick<SellingResourceRules, 'res_type_id'>): boolean {
  return rules.res_type_id === ACTIVITY_RES_TYPE_ID;
}

/**
 * First and last dates a unit may start on: from today + advance days (and the activity start),
 * to the activity deadline for activities (today + 90 when it has none), else to today + 90.
 * `first` after `last` means nothing can be booked.
 */
export function bookableWindow(rules: SellingResourceRules, today: BusinessDate): { first: BusinessDate; last: BusinessDate } {
  let first = addDays(today, advanceDays(rules));
  let last = addDays(today, CALENDAR_HORIZON_DAYS);
  if (isActivity(rules)) {
    if (rules.activity_start_date && rules.activity_start_date > first) first = rules.activity_start_date;
    if (rules.deadline) last = rules.deadline;
  }
  return { first, last };
}

/** Last date the calendar lets the buyer navigate to (about one year ahead). */
export function calendarNavigationEnd(today: BusinessDate): BusinessDate {
  return addDays(today, CALENDAR_NAVIGATION_DAYS);
}

/** Rules turned into look-ups once per call, so long ranges and periods stay cheap. */
interface RulesIndex {
  rules: SellingResourceRules;
  leaseTermId: number;
  termPrice: TermPrice | undefined;
  period: boolean;
  unavailable: Set<BusinessDate>;
  special: Map<BusinessDate, Fen>;
  raised: Map<BusinessDate, Fen>;
  held: (date: BusinessDate) => number;
}

/** Units held on `date` (0 when the date is missing). */
export function heldOn(holds: HeldUnits, date: BusinessDate): number {
  if (holds instanceof Map) return holds.get(date) ?? 0;
  return Object.prototype.hasOwnProperty.call(holds, date) ? ((holds as Readonly<Record<BusinessDate, number>>)[date] ?? 0) : 0;
}

function indexRules(rules: SellingResourceRules, leaseTermId: number, holds: HeldUnits): RulesIndex {
  const held = (date: BusinessDate) => heldOn(holds, date);
  return {
    rules,
    leaseTermId,
    termPrice: rules.selling_price.find((entry) => entry.lease_term_type_id === leaseTermId),
    period: isPeriodTerm(leaseTermId),
    unavailable: new Set(rules.unavailable_dates),
    special: new Map(rules.special_price.map((entry) => [entry.date, entry.price])),
    raised: new Map(rules.raise_price.map((entry) => [entry.date, entry.price])),
    held,
  };
}

/** Where the price of a date comes from. */
export type PriceSource = 'raised' | 'rule' | 'special' | 'term' | 'none';

export interface PriceBreakdown {
  price: Fen;
  source: PriceSource;
  /** The price rule that set the price (source `rule`). */
  rule_id: number | null;
}

/**
 * Price of one unit starting on `date`: raised price for that date, else the price rule covering it,
 * else special price, else the lease term's price. Dated prices (raised, special) are per-day prices,
 * so they apply to day-based terms only; a price rule names its lease term, so it applies to periods
 * starting on its dates as well. 0 for enquiry-only resources or no price.
 */
function breakdownIn(index: RulesIndex, date: BusinessDate, leaseTermId: number): PriceBreakdown {
  if (index.rules.is_enquiry) return { price: 0, source: 'none', rule_id: null };
  const termPrice = index.termPrice?.price ?? 0;
  const raised = index.period ? undefined : index.raised.get(date);
  if (raised !== undefined) return { price: raised, source: 'raised', rule_id: null };
  const special = index.period ? undefined : index.special.get(date);
  const base = special ?? termPrice;
  const rule = base > 0 || termPrice > 0 ? ruleFor(index.rules.price_rules, leaseTermId, date) : undefined;
  if (rule) return { price: ruleAppliedPrice(rule, base), source: 'rule', rule_id: rule.id };
  if (special !== undefined) return { price: special, source: 'special', rule_id: null };
  return termPrice > 0 ? { price: termPrice, source: 'term', rule_id: null } : { price: 0, source: 'none', rule_id: null };
}

function priceIn(index: RulesIndex, date: BusinessDate): Fen {
  return breakdownIn(index, date, index.leaseTermId).price;
}

/** Price of one unit starting on `date` and where it comes from (the supplier's calendar preview). */
export function priceBreakdown(rules: SellingResourceRules, leaseTermId: number, date: BusinessDate): PriceBreakdown {
  assertTerm(leaseTermId);
  return breakdownIn(indexRules(rules, leaseTermId, {}), assertDate(date), leaseTermId);
}

/**
 * Price (fen) of one unit starting on `date` under `leaseTermId`, by the same rule as the calendar
 * (raised, else special, else the term's price; periods always the term's price); 0 when unpriced.
 * For order totals: `prices = dates.map((d) => unitPrice(rules, term, d))`.
 */
export function unitPrice(rules: SellingResourceRules, leaseTermId: number, date: BusinessDate): Fen {
  assertTerm(leaseTermId);
  return priceIn(indexRules(rules, leaseTermId, {}), assertDate(date));
}

function outsideWindow(rules: SellingResourceRules, date: BusinessDate, today: BusinessDate, isStart: boolean): boolean {
  if (isActivity(rules)) {
    if (rules.activity_start_date && date < rules.activity_start_date) return true;
    if (rules.deadline) return date > rules.deadline;
  }
  // The 90-day horizon limits when a unit may start; a year lease may run past it.
  return isStart && diffDays(today, date) > CALENDAR_HORIZON_DAYS;
}

/** Checks one date as the start of a unit; the later days of a period get the checks that can still fail. */
function checkDate(index: RulesIndex, date: BusinessDate, today: BusinessDate, isStart: boolean): UnavailableReason | null {
  const { rules } = index;
  if (isStart) {
    const ahead = diffDays(today, date);
    if (ahead < 0) return 'past';
    if (ahead < advanceDays(rules)) return 'too_soon';
  }
  if (index.unavailable.has(date)) return 'unavailable';
  if (outsideWindow(rules, date, today, isStart)) return 'outside_window';
  if (isStart && priceIn(index, date) <= 0) return 'no_price';
  if (index.held(date) >= rules.count) return 'sold_out';
  return null;
}

function evaluate(index: RulesIndex, leaseTermId: number, date: BusinessDate, today: BusinessDate): DayAvailability {
  const price = priceIn(index, date);
  const base = { date, price, subsidy: index.termPrice?.subsidy ?? 0, deposit: index.termPrice?.deposit ?? 0 };
  const covered = index.period ? datesCovered(date, leaseTermId) : [date];
  let remaining = Number.POSITIVE_INFINITY;
  for (const [i, day] of covered.entries()) {
    const reason = checkDate(index, day, today, i === 0);
    if (reason) {
      return { ...base, available: false, remaining: 0, reason, ...(day === date ? {} : { blocked_date: day }) };
    }
    remaining = Math.min(remaining, index.rules.count - index.held(day));
  }
  return { ...base, available: true, remaining, reason: null };
}

function assertTerm(leaseTermId: number): void {
  if (!isLeaseTermId(leaseTermId)) throw new RangeError(`unknown lease term id ${leaseTermId}`);
}

/**
 * Availability and price of one unit starting on `date` under `leaseTermId`. For day-based terms this
 * is the date itself; for periods every day of the period must be free (the start date also must be
 * far enough ahead, inside the window and priced).
 */
export function dayAvailability(rules: SellingResourceRules, leaseTermId: number, date: BusinessDate, holds: HeldUnits, today: BusinessDate): DayAvailability {
  assertTerm(leaseTermId);
  assertDate(date);
  assertDate(today, 'today');
  return evaluate(indexRules(rules, leaseTermId, holds), leaseTermId, date, today);
}

/**
 * One {@link DayAvailability} per date from `start` to `end` (both included), e.g. for the two-month
 * calendar or `GET /selling_resources/{id}/calendar`. Throws a RangeError when `end` is before `start`
 * or the range exceeds {@link MAX_CALENDAR_RANGE_DAYS}.
 */
export function calendarDays(
  rules: SellingResourceRules,
  leaseTermId: number,
  start: BusinessDate,
  end: BusinessDate,
  holds: HeldUnits,
  today: BusinessDate,
): DayAvailability[] {
  assertTerm(leaseTermId);
  assertDate(today, 'today');
  const length = diffDays(start, end) + 1;
  if (length < 1 || length > MAX_CALENDAR_RANGE_DAYS) {
    throw new RangeError(`calendar range must be 1–${MAX_CALENDAR_RANGE_DAYS} days, got ${start}..${end}`);
  }
  const index = indexRules(rules, leaseTermId, holds);
  return eachDate(start, end).map((date) => evaluate(index, leaseTermId, date, today));
}
