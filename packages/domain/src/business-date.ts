/**
 * Business dates are `YYYY-MM-DD` strings in Asia/Shanghai (UTC+8, no daylight saving since 1991).
 * All arithmetic is done on whole day numbers (days since 1970-01-01), so it never depends on the
 * process time zone or on `Intl` time-zone data.
 */

/** A calendar date `YYYY-MM-DD` in Asia/Shanghai. */
export type BusinessDate = string;

/** Offset of Asia/Shanghai from UTC, in milliseconds (+08:00). */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day numbers of 0001-01-01 and 9999-12-31, the range a `YYYY-MM-DD` string can express. */
const MIN_DAY = -719162;
const MAX_DAY = 2932896;

/** Chinese short weekday names, indexed by ISO weekday − 1 (周一 … 周日). */
export const WEEKDAY_NAMES_ZH = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
export type WeekdayNameZh = (typeof WEEKDAY_NAMES_ZH)[number];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * The dates the marketplace accepts from anyone (orders, cart, calendars, coupons): 2000-01-01 to
 * 2099-12-31. A `YYYY-MM-DD` string can say 9999-12-31, but a booking there is a mistake or a probe, and
 * the end of its lease period would not even be writable; refusing it at validation gives a 422 with a
 * Chinese message instead of an arithmetic error deep in a use case.
 */
export const MIN_BUSINESS_DATE: BusinessDate = '2000-01-01';
export const MAX_BUSINESS_DATE: BusinessDate = '2099-12-31';

/** True for a real calendar date written exactly as `YYYY-MM-DD` (years 0001–9999): what arithmetic accepts. */
export function isCalendarDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * True for a date a request may carry: a real calendar date within {@link MIN_BUSINESS_DATE} …
 * {@link MAX_BUSINESS_DATE}. Every input check uses this one, so far-future and far-past dates are
 * refused the same way everywhere.
 */
export function isValidDate(value: unknown): value is BusinessDate {
  return isCalendarDate(value) && value >= MIN_BUSINESS_DATE && value <= MAX_BUSINESS_DATE;
}

/** Throws a RangeError unless `value` is a calendar `YYYY-MM-DD` date; returns it otherwise. */
export function assertDate(value: string, label = 'date'): BusinessDate {
  if (!isCalendarDate(value)) throw new RangeError(`${label} must be a valid YYYY-MM-DD date, got ${JSON.stringify(value)}`);
  return value;
}

/** Days since 1970-01-01 (negative before). Civil-from-days algorithm by Howard Hinnant. */
export function dateToDayNumber(date: BusinessDate): number {
  assertDate(date);
  let year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  year -= month <= 2 ? 1 : 0;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Inverse of {@link dateToDayNumber}; throws a RangeError outside years 0001–9999. */
export function dayNumberToDate(dayNumber: number): BusinessDate {
  if (!Number.isSafeInteger(dayNumber) || dayNumber < MIN_DAY || dayNumber > MAX_DAY) {
    throw new RangeError(`day number out of range: ${dayNumber}`);
  }
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Shanghai calendar date of an instant: `todayInShanghai(new Date('2026-01-01T16:00:00Z'))` → `'2026-01-02'`. */
export function todayInShanghai(now: Date): BusinessDate {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('invalid Date');
  return dayNumberToDate(Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS));
}

/** The instant at which `date` begins in Shanghai (00:00 +08:00), i.e. 16:00 UTC the day before. */
export function shanghaiDayStart(date: BusinessDate): Date {
  return new Date(dateToDayNumber(date) * DAY_MS - SHANGHAI_OFFSET_MS);
}

/** ISO-8601 with the Shanghai offset, for instants on the wire: `'2026-01-02T00:00:00.000+08:00'`. */
export function toShanghaiIsoString(instant: Date): string {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('invalid Date');
  return `${new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, -1)}+08:00`;
}

/**
 * An instant as people read it in Shanghai, whatever the browser's timezone: `'2026-11-22 10:05'`
 * (`seconds` adds `:SS`). Accepts any ISO-8601 string or Date; an unreadable value gives `'—'`.
 */
export function formatShanghaiTime(value: string | Date | null | undefined, options: { seconds?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (!Number.isFinite(ms)) return '—';
  const iso = new Date(ms + SHANGHAI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, options.seconds ? 19 : 16)}`;
}

/** `date` moved by `days` (may be negative): `addDays('2026-02-28', 1)` → `'2026-03-01'`. */
export function addDays(date: BusinessDate, days: number): BusinessDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return dayNumberToDate(dateToDayNumber(date) + days);
}

/** Whole days from `from` to `to` (`to − from`): `diffDays('2026-01-01', '2026-01-03')` → 2. */
export function diffDays(from: BusinessDate, to: BusinessDate): number {
  return dateToDayNumber(to) - dateToDayNumber(from);
}

/** Negative, zero or positive as `a` is before, equal to or after `b` (usable with `Array.sort`). */
export function compareDates(a: BusinessDate, b: BusinessDate): number {
  return diffDays(b, a);
}

/** Every date from `start` to `end`, both included; empty when `end` is before `start`. */
export function eachDate(start: BusinessDate, end: BusinessDate): BusinessDate[] {
  const first = dateToDayNumber(start);
  const last = dateToDayNumber(end);
  const dates: BusinessDate[] = [];
  for (let day = first; day <= last; day++) dates.push(dayNumberToDate(day));
  return dates;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: BusinessDate): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  // 1970-01-01 was a Thursday (ISO 4).
  return (((((dateToDayNumber(date) + 3) % 7) + 7) % 7) + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

/** Chinese weekday name of a date: `'周一'` … `'周日'` (the `what_day` of a selected date). */
export function weekdayNameZh(date: BusinessDate): WeekdayNameZh {
  return WEEKDAY_NAMES_ZH[weekdayOf(date) - 1] as WeekdayNameZh;
}

/** True on Saturday and Sunday. */
export function isWeekend(date: BusinessDate): boolean {
  return weekdayOf(date) >= 6;
}
