import { addDays, weekdayOf, type BusinessDate } from '@vm/domain/business-date';

/**
 * Month arithmetic for the two-month calendar grid. Months are 'YYYY-MM'; a grid starts on Monday
 * (Chinese calendars do) and pads the first week with blanks.
 */

export type MonthKey = string;

export function monthOf(date: BusinessDate): MonthKey {
  return date.slice(0, 7);
}

export function addMonths(month: MonthKey, count: number): MonthKey {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthStart(month: MonthKey): BusinessDate {
  return `${month}-01`;
}

export function monthEnd(month: MonthKey): BusinessDate {
  return addDays(monthStart(addMonths(month, 1)), -1);
}

/** The cells of a month's grid, Monday first: `null` for the blanks before the 1st. */
export function monthCells(month: MonthKey): (BusinessDate | null)[] {
  const first = monthStart(month);
  const blanks = weekdayOf(first) - 1;
  const cells: (BusinessDate | null)[] = Array.from({ length: blanks }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  return cells;
}

/** `2026-11` → `2026年11月`. */
export function monthLabel(month: MonthKey): string {
  const [year, mon] = month.split('-');
  return `${year}年${Number(mon)}月`;
}

export const WEEK_HEADER = ['一', '二', '三', '四', '五', '六', '日'] as const;
