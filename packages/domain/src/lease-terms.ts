import { addDays, compareDates, eachDate, type BusinessDate } from './business-date';

/**
 * The lease-term table, in one place. Ids 3–8 are periods: one start date books the whole period
 * (end = start + length − 1). Ids 9–15 are day-based: each chosen date is one unit.
 */

export type PeriodTermId = 3 | 4 | 5 | 6 | 7 | 8;
export type DayTermId = 9 | 10 | 11 | 12 | 13 | 14 | 15;
export type LeaseTermId = PeriodTermId | DayTermId;

export interface LeaseTerm {
  readonly id: LeaseTermId;
  /** Display name (订购周期), e.g. 周租, 天. */
  readonly name: string;
  /** The unit a price is quoted in, for “¥100/天” style labels. */
  readonly unit: string;
  readonly kind: 'period' | 'day';
  /** Days booked by one unit: the period length, or 1 for day-based terms. */
  readonly days: number;
}

/** Every lease term, periods first, in id order. */
export const LEASE_TERMS: readonly LeaseTerm[] = [
  { id: 3, name: '周租', unit: '周', kind: 'period', days: 7 },
  { id: 4, name: '月租', unit: '月', kind: 'period', days: 30 },
  { id: 5, name: '年租', unit: '年', kind: 'period', days: 365 },
  { id: 6, name: '半月租', unit: '半月', kind: 'period', days: 15 },
  { id: 7, name: '半年租', unit: '半年', kind: 'period', days: 180 },
  { id: 8, name: '季租', unit: '季', kind: 'period', days: 90 },
  { id: 9, name: '天', unit: '天', kind: 'day', days: 1 },
  { id: 10, name: '工作日', unit: '天', kind: 'day', days: 1 },
  { id: 11, name: '周末', unit: '天', kind: 'day', days: 1 },
  { id: 12, name: '节假日', unit: '天', kind: 'day', days: 1 },
  { id: 13, name: '半天', unit: '半天', kind: 'day', days: 1 },
  { id: 14, name: '小时段', unit: '时段', kind: 'day', days: 1 },
  { id: 15, name: '场次', unit: '场', kind: 'day', days: 1 },
];

/** Ids of the period terms (3–8). */
export const PERIOD_TERM_IDS: readonly PeriodTermId[] = [3, 4, 5, 6, 7, 8];
/** Ids of the day-based terms (9–15). */
export const DAY_TERM_IDS: readonly DayTermId[] = [9, 10, 11, 12, 13, 14, 15];

const BY_ID = new Map<number, LeaseTerm>(LEASE_TERMS.map((term) => [term.id, term]));

/** True for a known lease-term id (3–15). */
export function isLeaseTermId(id: unknown): id is LeaseTermId {
  return typeof id === 'number' && BY_ID.has(id);
}

/** The lease term with this id, or `undefined` for an unknown id. */
export function findLeaseTerm(id: number): LeaseTerm | undefined {
  return BY_ID.get(id);
}

/** The lease term with this id; throws a RangeError for an unknown id. */
export function getLeaseTerm(id: number): LeaseTerm {
  const term = BY_ID.get(id);
  if (!term) throw new RangeError(`unknown lease term id ${id}`);
  return term;
}

/** True for ids 3–8 (a start date books a whole period). False for anything else. */
export function isPeriodTerm(id: number): id is PeriodTermId {
  return BY_ID.get(id)?.kind === 'period';
}

/** True for ids 9–15 (each chosen date is one unit). False for anything else. */
export function isDayTerm(id: number): id is DayTermId {
  return BY_ID.get(id)?.kind === 'day';
}

/** Days booked by one unit: 7, 30, 365, 15, 180, 90 for ids 3–8, and 1 for day-based terms. Throws for unknown ids. */
export function periodLength(id: number): number {
  return getLeaseTerm(id).days;
}

/** Last booked date of a unit starting on `start`: start + length − 1 (the start itself for day-based terms). */
export function periodEndDate(start: BusinessDate, id: number): BusinessDate {
  return addDays(start, periodLength(id) - 1);
}

/**
 * Every date one unit occupies when it starts on `start`: the whole period for ids 3–8, just `start`
 * for day-based terms. These are the dates an order holds.
 */
export function datesCovered(start: BusinessDate, id: number): BusinessDate[] {
  return eachDate(start, periodEndDate(start, id));
}

/**
 * The units a set of asked dates comes to under a lease term, as the dates they start on (sorted, once
 * each). Day-based terms: every date is a unit. Period terms (ids 3–8): the first date starts a period,
 * every date inside it (start + length − 1) is part of it, and the first date after it starts the next —
 * so 12-01 and 12-02 under 半月租 are one period from 12-01 (12-01 – 12-15), not two.
 */
export function periodStarts(dates: readonly BusinessDate[], id: number): BusinessDate[] {
  const sorted = [...new Set(dates)].sort(compareDates);
  if (!isPeriodTerm(id)) return sorted;
  const starts: BusinessDate[] = [];
  let end: BusinessDate | null = null;
  for (const date of sorted) {
    if (end !== null && compareDates(date, end) <= 0) continue;
    starts.push(date);
    end = periodEndDate(date, id);
  }
  return starts;
}

/** Display name of a lease term (周租, 月租, …, 天, 工作日 …). Throws for unknown ids. */
export function leaseTermName(id: number): string {
  return getLeaseTerm(id).name;
}

/** Options for a lease-term select: `[{ value: 3, label: '周租' }, …]`, optionally restricted to some ids (kept in table order). */
export function leaseTermOptions(ids?: readonly number[]): { value: LeaseTermId; label: string }[] {
  return LEASE_TERMS.filter((term) => !ids || ids.includes(term.id)).map((term) => ({ value: term.id, label: term.name }));
}
