import { addDays, compareDates, isValidDate, weekdayNameZh, type BusinessDate, type WeekdayNameZh } from './business-date';
import { advanceDays, dayAvailability, heldOn, type DayAvailability, type HeldUnits, type SellingResourceRules, type UnavailableReason } from './availability';
import { datesCovered, isLeaseTermId, isPeriodTerm, periodEndDate } from './lease-terms';
import type { Fen } from './money';
import { PICKER_MESSAGES } from './spec-picker';

/**
 * The buyer's chosen dates for one order line: the calendar's clicks and the check the server runs
 * before holding units. Period terms (ids 3–8) take start dates, day-based terms (9–15) take dates.
 */

export type SelectionProblemCode =
  'no_lease_term' | 'enquiry' | 'invalid_units' | 'no_dates' | 'invalid_date' | 'duplicate_date' | 'below_minimum' | UnavailableReason;

/** The first thing wrong with a selection; `message` is Chinese and shown as is. */
export interface SelectionProblem {
  code: SelectionProblemCode;
  message: string;
  /** The date the message names, when there is one. */
  date?: BusinessDate;
}

export const SELECTION_MESSAGES = {
  noLeaseTerm: PICKER_MESSAGES.noLeaseTerm,
  enquiry: '该资源需询价，请先提交询价',
  invalidUnits: '请选择预订数量',
  noDates: PICKER_MESSAGES.noDates,
  /** `该场地{n}天起订` */
  belowMinimum: (days: number) => `该场地${days}天起订`,
} as const;

/** Chinese message for a date that cannot be booked, naming the date (`2026-12-03 已被预订，请重新选择日期`). */
export function unavailableMessage(reason: UnavailableReason, date: BusinessDate, rules?: Pick<SellingResourceRules, 'days_in_advance'>): string {
  switch (reason) {
    case 'past':
      return `${date} 已过期，请重新选择日期`;
    case 'too_soon':
      return `${date} 需至少提前${rules ? advanceDays(rules) : 2}天预订，请重新选择日期`;
    case 'unavailable':
      return `${date} 不可预订，请重新选择日期`;
    case 'outside_window':
      return `${date} 不在可预订时间范围内，请重新选择日期`;
    case 'no_price':
      return `${date} 暂无价格，请重新选择日期`;
    case 'sold_out':
      return `${date} 已被预订，请重新选择日期`;
  }
}

/**
 * Checks a line's chosen dates and returns the first problem, or `null` when every unit can be held.
 * Order: lease term, enquiry-only, units, no date (请选择日期), malformed dates (or a period running past
 * 2099-12-31), repeated dates, minimum days
 * for day-based terms (该场地{n}天起订), then each date in calendar order (each day of each period),
 * naming the first that fails. `units` identical units are booked on every date.
 */
export function validateSelection(
  rules: SellingResourceRules,
  leaseTermId: number,
  dates: readonly BusinessDate[],
  holds: HeldUnits,
  today: BusinessDate,
  units = 1,
): SelectionProblem | null {
  if (!isLeaseTermId(leaseTermId)) return { code: 'no_lease_term', message: SELECTION_MESSAGES.noLeaseTerm };
  if (rules.is_enquiry) return { code: 'enquiry', message: SELECTION_MESSAGES.enquiry };
  if (!Number.isSafeInteger(units) || units < 1) return { code: 'invalid_units', message: SELECTION_MESSAGES.invalidUnits };
  if (dates.length === 0) return { code: 'no_dates', message: SELECTION_MESSAGES.noDates };
  const invalid = dates.find((date) => !isValidDate(date));
  if (invalid !== undefined) {
    return { code: 'invalid_date', message: `${String(invalid)} 不是有效日期，请重新选择日期`, date: invalid };
  }
  const sorted = [...dates].sort(compareDates);
  const seen = new Set<BusinessDate>();
  for (const start of sorted) {
    for (const day of datesCovered(start, leaseTermId)) {
      // A period that runs past the last business date (a week from 2099-12-31) carries a date no request may.
      if (!isValidDate(day)) return { code: 'invalid_date', message: `${day} 不是有效日期，请重新选择日期`, date: day };
      if (seen.has(day)) return { code: 'duplicate_date', message: `${day} 重复选择，请重新选择日期`, date: day };
      seen.add(day);
    }
  }
  const minimum = Math.trunc(rules.minimum_booking_days) || 0;
  if (!isPeriodTerm(leaseTermId) && sorted.length < minimum) {
    return { code: 'below_minimum', message: SELECTION_MESSAGES.belowMinimum(minimum) };
  }
  // Asking for `units` units fails exactly where fewer than `units` are free: count the extra units as held.
  const extra = new Map([...seen].map((day) => [day, heldOn(holds, day) + units - 1]));
  for (const start of sorted) {
    const day = dayAvailability(rules, leaseTermId, start, extra, today);
    if (day.reason) {
      const date = day.blocked_date ?? start;
      const free = rules.count - heldOn(holds, date);
      const message =
        day.reason === 'sold_out' && free > 0 ? `${date} 仅剩${free}个可预订，请减少数量或重新选择日期` : unavailableMessage(day.reason, date, rules);
      return { code: day.reason, message, date };
    }
  }
  return null;
}

/**
 * The calendar's auto-selection: up to `minimumDays` (at least 1) consecutive dates from `start`,
 * stopping before the first date `isAvailable` refuses. Empty when `start` itself is refused; shorter
 * than `minimumDays` when the run is cut (then {@link validateSelection} reports 该场地{n}天起订).
 */
export function autoSelectConsecutive(start: BusinessDate, minimumDays: number, isAvailable: (date: BusinessDate) => boolean): BusinessDate[] {
  const wanted = Math.max(1, Math.trunc(minimumDays) || 0);
  const dates: BusinessDate[] = [];
  for (let i = 0; i < wanted; i++) {
    const date = addDays(start, i);
    if (!isAvailable(date)) break;
    dates.push(date);
  }
  return dates;
}

/**
 * The calendar's click on `date`, returning the new sorted selection.
 * - Period terms: the clicked date becomes the only start date (its period is shown from it).
 * - Day-based terms: a selected date is removed; otherwise, when nothing is selected yet and
 *   `minimumDays` > 1, {@link autoSelectConsecutive} picks the run; otherwise the date is added.
 * Dates `isAvailable` refuses are never added.
 */
export function toggleCalendarDate(
  selected: readonly BusinessDate[],
  date: BusinessDate,
  leaseTermId: number,
  minimumDays: number,
  isAvailable: (date: BusinessDate) => boolean,
): BusinessDate[] {
  if (selected.includes(date)) return selected.filter((d) => d !== date);
  if (!isAvailable(date)) return [...selected];
  if (isPeriodTerm(leaseTermId)) return [date];
  if (selected.length === 0 && minimumDays > 1) return autoSelectConsecutive(date, minimumDays, isAvailable);
  return [...selected, date].sort(compareDates);
}

/** A selected date as the checkout and the cart show it (docs/spec/product-spec.md "Selected date entry"). */
export interface SelectedDateEntry {
  lease_term_type_id: number;
  date: BusinessDate;
  /** Last day booked: the period's end for ids 3–8, the date itself otherwise. */
  endDate: BusinessDate;
  price: Fen;
  subsidy: Fen;
  deposit: Fen;
  what_day: WeekdayNameZh;
}

/** Builds the {@link SelectedDateEntry} of a calendar cell. */
export function selectedDateEntry(day: DayAvailability, leaseTermId: number): SelectedDateEntry {
  return {
    lease_term_type_id: leaseTermId,
    date: day.date,
    endDate: periodEndDate(day.date, leaseTermId),
    price: day.price,
    subsidy: day.subsidy,
    deposit: day.deposit,
    what_day: weekdayNameZh(day.date),
  };
}
