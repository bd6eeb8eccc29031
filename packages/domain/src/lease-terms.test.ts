import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { diffDays, dayNumberToDate } from './business-date';
import {
  DAY_TERM_IDS,
  LEASE_TERMS,
  PERIOD_TERM_IDS,
  findLeaseTerm,
  getLeaseTerm,
  isDayTerm,
  isLeaseTermId,
  isPeriodTerm,
  leaseTermName,
  leaseTermOptions,
  datesCovered,
  periodEndDate,
  periodLength,
  periodStarts,
} from './lease-terms';

describe('lease-term table', () => {
  it.each([
    [3, '周租', 7, '2026-03-01', '2026-03-07'],
    [4, '月租', 30, '2026-03-01', '2026-03-30'],
    [5, '年租', 365, '2026-03-01', '2027-02-28'],
    [6, '半月租', 15, '2026-03-01', '2026-03-15'],
    [7, '半年租', 180, '2026-03-01', '2026-08-27'],
    [8, '季租', 90, '2026-03-01', '2026-05-29'],
  ])('period %i %s lasts %i days: %s → %s', (id, name, days, start, end) => {
    expect(isPeriodTerm(id)).toBe(true);
    expect(isDayTerm(id)).toBe(false);
    expect(leaseTermName(id)).toBe(name);
    expect(periodLength(id)).toBe(days);
    expect(periodEndDate(start, id)).toBe(end);
  });

  it.each([
    [9, '天'],
    [10, '工作日'],
    [11, '周末'],
    [12, '节假日'],
    [13, '半天'],
    [14, '小时段'],
    [15, '场次'],
  ])('day-based %i %s counts one date per unit', (id, name) => {
    expect(isDayTerm(id)).toBe(true);
    expect(isPeriodTerm(id)).toBe(false);
    expect(leaseTermName(id)).toBe(name);
    expect(periodLength(id)).toBe(1);
    expect(periodEndDate('2026-03-01', id)).toBe('2026-03-01');
  });

  it.each([0, 1, 2, 16, 3.5, Number.NaN])('unknown id %d', (id) => {
    expect(isLeaseTermId(id)).toBe(false);
    expect(isPeriodTerm(id)).toBe(false);
    expect(isDayTerm(id)).toBe(false);
    expect(findLeaseTerm(id)).toBeUndefined();
    expect(() => getLeaseTerm(id)).toThrow(RangeError);
    expect(() => leaseTermName(id)).toThrow(RangeError);
    expect(() => periodLength(id)).toThrow(RangeError);
  });

  it('has 13 distinct ids and names, split into periods and day terms', () => {
    expect(LEASE_TERMS.map((t) => t.id)).toEqual([...PERIOD_TERM_IDS, ...DAY_TERM_IDS]);
    expect(new Set(LEASE_TERMS.map((t) => t.name)).size).toBe(13);
    expect(isLeaseTermId('3')).toBe(false);
  });

  it('lists the dates a unit covers', () => {
    expect(datesCovered('2026-03-30', 3)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(datesCovered('2026-03-30', 9)).toEqual(['2026-03-30']);
    expect(datesCovered('2026-03-01', 5)).toHaveLength(365);
  });

  it('builds select options', () => {
    expect(leaseTermOptions([9, 3])).toEqual([
      { value: 3, label: '周租' },
      { value: 9, label: '天' },
    ]);
    expect(leaseTermOptions()).toHaveLength(13);
  });

  it('a period covers exactly its length (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30000 }), fc.constantFrom(...PERIOD_TERM_IDS), (n, id) => {
        const start = dayNumberToDate(n);
        return diffDays(start, periodEndDate(start, id)) + 1 === periodLength(id);
      }),
    );
  });
});

describe('periodStarts: the units asked dates come to', () => {
  it('day-based terms: every date once, sorted', () => {
    expect(periodStarts(['2026-12-02', '2026-12-01', '2026-12-02'], 9)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('半月租: two adjacent dates are one period from the first; a date after its 15 days starts the next', () => {
    expect(periodStarts(['2026-12-01', '2026-12-02'], 6)).toEqual(['2026-12-01']);
    expect(periodStarts(['2026-12-01', '2026-12-15'], 6)).toEqual(['2026-12-01']);
    expect(periodStarts(['2026-12-01', '2026-12-16', '2026-12-20'], 6)).toEqual(['2026-12-01', '2026-12-16']);
    expect(periodStarts([], 6)).toEqual([]);
  });

  it('every period term by its own length', () => {
    expect(periodStarts(['2026-01-01', '2026-01-07', '2026-01-08'], 3)).toEqual(['2026-01-01', '2026-01-08']);
    expect(periodStarts(['2026-01-01', '2026-01-30', '2026-01-31'], 4)).toEqual(['2026-01-01', '2026-01-31']);
    expect(periodStarts(['2026-01-01', '2026-12-31', '2027-01-01'], 5)).toEqual(['2026-01-01', '2027-01-01']);
  });
});
