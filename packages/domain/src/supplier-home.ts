/**
 * Rules of the supplier home (docs/spec/business-rules.md "Supplier back office"): the 24-hour review deadline as a
 * countdown, the months the occupancy calendar pages through, and how full a booth is on a date.
 */
import { addDays, eachDate, todayInShanghai, weekdayOf, type BusinessDate } from './business-date';

/** Hours a supplier has to review a paid order item before the platform is alerted. */
export const REVIEW_WINDOW_HOURS = 24;
/** Under this much time left, the countdown turns red. */
export const REVIEW_URGENT_MS = 2 * 60 * 60 * 1000;

export interface ReviewTimeLeft {
  overdue: boolean;
  urgent: boolean;
  /** `23小时05分` (with seconds: `23小时05分09秒`), or `已超时`. */
  text: string;
}

/** Time left to review an item due at `deadline` (ISO instant), seen at `nowMs`. */
export function reviewTimeLeft(deadline: string, nowMs: number, options: { seconds?: boolean } = {}): ReviewTimeLeft | null {
  const end = Date.parse(deadline);
  if (!Number.isFinite(end)) return null;
  const left = end - nowMs;
  if (left <= 0) return { overdue: true, urgent: true, text: '已超时' };
  const total = Math.floor(left / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const text = `${hours}小时${pad(minutes)}分${options.seconds ? `${pad(total % 60)}秒` : ''}`;
  return { overdue: false, urgent: left < REVIEW_URGENT_MS, text };
}

/** A month `YYYY-MM`. */
export type BusinessMonth = string;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isBusinessMonth(value: unknown): value is BusinessMonth {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

/** The Shanghai month of an instant. */
export function monthInShanghai(now: Date): BusinessMonth {
  return todayInShanghai(now).slice(0, 7);
}

/** `month` moved by `delta` months: `shiftMonth('2026-12', 1)` → `'2027-01'`. */
export function shiftMonth(month: BusinessMonth, delta: number): BusinessMonth {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `2026年11月` */
export function monthLabel(month: BusinessMonth): string {
  return `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
}

/** Every date of the month. */
export function datesOfMonth(month: BusinessMonth): BusinessDate[] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  return eachDate(first, last);
}

/**
 * The month as calendar weeks, Monday first, with `null` for the days of the neighbouring months that
 * fill the first and last week.
 */
export function monthWeeks(month: BusinessMonth): (BusinessDate | null)[][] {
  const dates = datesOfMonth(month);
  const cells: (BusinessDate | null)[] = [...Array<null>(weekdayOf(dates[0]!) - 1).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (BusinessDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export type OccupancyLevel = 'closed' | 'free' | 'partial' | 'full';

export const OCCUPANCY_LEVEL_NAMES: Record<OccupancyLevel, string> = {
  free: '空闲',
  partial: '部分已订',
  full: '已订满',
  closed: '不可订',
};

/**
 * How taken a booth of `count` units is on a date with `held` units booked: closed when marked
 * unavailable (held units still run), full when every unit is held.
 */
export function occupancyLevel(held: number, count: number, unavailable: boolean): OccupancyLevel {
  if (held > 0 && held >= count) return 'full';
  if (unavailable) return 'closed';
  return held > 0 ? 'partial' : 'free';
}
