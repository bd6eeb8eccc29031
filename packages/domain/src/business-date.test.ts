import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  formatShanghaiTime,
  assertDate,
  compareDates,
  dateToDayNumber,
  dayNumberToDate,
  diffDays,
  eachDate,
  isCalendarDate,
  isValidDate,
  isWeekend,
  shanghaiDayStart,
  todayInShanghai,
  toShanghaiIsoString,
  weekdayNameZh,
  weekdayOf,
} from './business-date';

const dayNumber = fc.integer({ min: -719162, max: 2932896 });
const date = dayNumber.map(dayNumberToDate);
const modernDate = fc.integer({ min: 0, max: 40000 }).map(dayNumberToDate);

describe('isValidDate', () => {
  it.each([
    ['2026-01-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2100-02-29', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00:00', false],
    ['0000-01-01', false],
    ['0001-01-01', false],
    ['1999-12-31', false],
    ['2000-01-01', true],
    ['2099-12-31', true],
    ['2100-01-01', false],
    ['9999-12-31', false],
    ['', false],
    [20260101, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidDate(value)).toBe(expected);
  });

  it.each([
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['0000-01-01', false],
    ['2026-02-30', false],
  ])('isCalendarDate(%j) → %s (the range arithmetic accepts)', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('assertDate throws on bad input', () => {
    expect(assertDate('2026-01-01')).toBe('2026-01-01');
    expect(() => assertDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['0001-01-01', -719162],
    ['9999-12-31', 2932896],
  ])('%s ↔ %i', (text, n) => {
    expect(dateToDayNumber(text)).toBe(n);
    expect(dayNumberToDate(n)).toBe(text);
  });

  it('rejects out-of-range day numbers', () => {
    expect(() => dayNumberToDate(2932897)).toThrow(RangeError);
    expect(() => dayNumberToDate(-719163)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('round-trip and agree with the JavaScript UTC calendar (property)', () => {
    fc.assert(
      fc.property(dayNumber, (n) => {
        const text = dayNumberToDate(n);
        return isCalendarDate(text) && dateToDayNumber(text) === n;
      }),
    );
    fc.assert(fc.property(modernDate, (d) => new Date(dateToDayNumber(d) * 86_400_000).toISOString().slice(0, 10) === d));
  });
});

describe('todayInShanghai and shanghaiDayStart', () => {
  it.each([
    ['2026-01-01T15:59:59.999Z', '2026-01-01'],
    ['2026-01-01T16:00:00.000Z', '2026-01-02'],
    ['2026-01-01T00:00:00+08:00', '2026-01-01'],
    ['2025-12-31T23:59:59+08:00', '2025-12-31'],
    ['2024-02-28T20:00:00Z', '2024-02-29'],
  ])('%s → %s', (instant, expected) => {
    expect(todayInShanghai(new Date(instant))).toBe(expected);
  });

  it('day start is 16:00 UTC of the day before', () => {
    expect(shanghaiDayStart('2026-01-02').toISOString()).toBe('2026-01-01T16:00:00.000Z');
  });

  it('rejects an invalid Date', () => {
    expect(() => todayInShanghai(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('every instant lies in its Shanghai day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800000 }), (ms) => {
        const now = new Date(ms);
        const start = shanghaiDayStart(todayInShanghai(now)).getTime();
        return start <= ms && ms < start + 86_400_000;
      }),
    );
  });

  it('formats instants with the +08:00 offset', () => {
    expect(toShanghaiIsoString(new Date('2026-01-01T16:30:00Z'))).toBe('2026-01-02T00:30:00.000+08:00');
    expect(new Date(toShanghaiIsoString(new Date('2026-05-05T05:05:05.005Z'))).toISOString()).toBe('2026-05-05T05:05:05.005Z');
  });
});

describe('addDays, diffDays, compareDates, eachDate', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-01-01', 0, '2026-01-01'],
  ])('addDays(%s, %i) = %s', (from, n, expected) => {
    expect(addDays(from, n)).toBe(expected);
    expect(diffDays(from, expected)).toBe(n);
  });

  it('rejects fractional day counts', () => {
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
  });

  it('addDays and diffDays are inverse (property)', () => {
    fc.assert(
      fc.property(modernDate, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const moved = addDays(d, n);
        return diffDays(d, moved) === n && addDays(moved, -n) === d && Math.sign(compareDates(moved, d)) === Math.sign(n);
      }),
    );
  });

  it('string order equals date order (property)', () => {
    fc.assert(fc.property(date, date, (a, b) => Math.sign(compareDates(a, b)) === Math.sign(a.localeCompare(b))));
  });

  it('eachDate lists both ends', () => {
    expect(eachDate('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDate('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(eachDate('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('weekdays', () => {
  it.each([
    ['2026-01-05', 1, '周一', false],
    ['2026-01-01', 4, '周四', false],
    ['2026-01-03', 6, '周六', true],
    ['2026-01-04', 7, '周日', true],
    ['1970-01-01', 4, '周四', false],
    ['1969-12-28', 7, '周日', true],
  ] as const)('%s is ISO %i %s', (d, iso, zh, weekend) => {
    expect(weekdayOf(d)).toBe(iso);
    expect(weekdayNameZh(d)).toBe(zh);
    expect(isWeekend(d)).toBe(weekend);
  });

  it('agrees with Date#getUTCDay (property)', () => {
    fc.assert(
      fc.property(modernDate, (d) => {
        const js = new Date(`${d}T00:00:00Z`).getUTCDay();
        return weekdayOf(d) === (js === 0 ? 7 : js);
      }),
    );
  });
});

describe('formatShanghaiTime', () => {
  it.each([
    ['2026-11-22T02:05:09Z', {}, '2026-11-22 10:05'],
    ['2026-11-22T02:05:09Z', { seconds: true }, '2026-11-22 10:05:09'],
    ['2026-11-22T23:30:00.000+08:00', {}, '2026-11-22 23:30'],
    ['2026-12-31T16:00:00Z', {}, '2027-01-01 00:00'],
    ['not a time', {}, '—'],
    [null, {}, '—'],
  ] as const)('%s %o → %s', (value, options, expected) => {
    expect(formatShanghaiTime(value, options)).toBe(expected);
  });
});
