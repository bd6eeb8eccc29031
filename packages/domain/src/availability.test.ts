import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, dayNumberToDate, diffDays } from './business-date';
import {
  CALENDAR_HORIZON_DAYS,
  MAX_CALENDAR_RANGE_DAYS,
  advanceDays,
  bookableWindow,
  calendarDays,
  calendarNavigationEnd,
  dayAvailability,
  heldOn,
  unitPrice,
  type HeldUnits,
  type SellingResourceRules,
} from './availability';

const TODAY = '2026-12-01';

const booth: SellingResourceRules = {
  count: 2,
  minimum_booking_days: 1,
  days_in_advance: 0,
  unavailable_dates: ['2026-12-10'],
  special_price: [
    { date: '2026-12-05', price: 8000 },
    { date: '2026-12-07', price: 8000 },
    { date: '2026-12-12', price: 0 },
  ],
  raise_price: [
    { date: '2026-12-05', price: 12000 },
    { date: '2026-12-06', price: 15000 },
  ],
  selling_price: [
    { lease_term_type_id: 9, price: 10000, subsidy: 1000, deposit: 50000 },
    { lease_term_type_id: 3, price: 60000, subsidy: 0, deposit: 100000 },
    { lease_term_type_id: 5, price: 2000000, subsidy: 0, deposit: 100000 },
  ],
  activity_start_date: null,
  deadline: null,
  is_enquiry: false,
  res_type_id: 1,
};

const activity: SellingResourceRules = { ...booth, res_type_id: 3, activity_start_date: '2026-12-20', deadline: '2027-06-30' };
const holds: HeldUnits = { '2026-12-04': 2, '2026-12-08': 1 };

describe('dayAvailability, day-based term', () => {
  it.each([
    ['2026-11-30', booth, 'past', 10000],
    ['2026-12-01', booth, 'too_soon', 10000],
    ['2026-12-02', booth, 'too_soon', 10000],
    ['2026-12-03', booth, null, 10000],
    ['2026-12-04', booth, 'sold_out', 10000],
    ['2026-12-05', booth, null, 12000], // raised beats special
    ['2026-12-06', booth, null, 15000],
    ['2026-12-07', booth, null, 8000], // special price
    ['2026-12-10', booth, 'unavailable', 10000],
    ['2026-12-12', booth, 'no_price', 0], // a zero special price is no price
    ['2027-03-01', booth, null, 10000], // exactly 90 days ahead
    ['2027-03-02', booth, 'outside_window', 10000],
    ['2026-12-03', { ...booth, is_enquiry: true }, 'no_price', 0],
    ['2026-12-03', { ...booth, days_in_advance: 5 }, 'too_soon', 10000],
    ['2026-12-06', { ...booth, days_in_advance: 5 }, null, 15000],
    ['2026-12-03', { ...booth, count: 0 }, 'sold_out', 10000],
    ['2026-12-19', activity, 'outside_window', 10000],
    ['2026-12-20', activity, null, 10000],
    ['2027-06-30', activity, null, 10000], // the activity window replaces the 90-day horizon
    ['2027-07-01', activity, 'outside_window', 10000],
    ['2027-03-02', { ...activity, deadline: null }, 'outside_window', 10000],
    ['2026-12-03', { ...activity, activity_start_date: null }, null, 10000],
  ] as const)('%s → %s at %i', (date, rules, reason, price) => {
    const day = dayAvailability(rules, 9, date, holds, TODAY);
    expect(day.reason).toBe(reason);
    expect(day.available).toBe(reason === null);
    expect(day.price).toBe(price);
  });

  it('reports subsidy, deposit and remaining units', () => {
    expect(dayAvailability(booth, 9, '2026-12-08', holds, TODAY)).toEqual({
      date: '2026-12-08',
      price: 10000,
      subsidy: 1000,
      deposit: 50000,
      available: true,
      remaining: 1,
      reason: null,
    });
    expect(dayAvailability(booth, 9, '2026-12-04', holds, TODAY).remaining).toBe(0);
  });

  it('accepts holds as a Map too', () => {
    const map = new Map([['2026-12-03', 2]]);
    expect(dayAvailability(booth, 9, '2026-12-03', map, TODAY).reason).toBe('sold_out');
    expect(heldOn(map, '2026-12-04')).toBe(0);
    expect(heldOn({ toString: 3 } as unknown as HeldUnits, 'toString')).toBe(3);
    expect(heldOn({}, 'constructor')).toBe(0);
  });

  it('a lease term the resource does not offer has no price', () => {
    expect(dayAvailability(booth, 4, '2026-12-03', {}, TODAY).reason).toBe('no_price');
  });

  it('rejects unknown lease terms and malformed dates', () => {
    expect(() => dayAvailability(booth, 2, '2026-12-03', {}, TODAY)).toThrow(RangeError);
    expect(() => dayAvailability(booth, 9, '2026-12-32', {}, TODAY)).toThrow(RangeError);
    expect(() => dayAvailability(booth, 9, '2026-12-03', {}, '12/01/2026')).toThrow(RangeError);
  });
});

describe('dayAvailability, period term', () => {
  it('a week is free when all seven days are', () => {
    const day = dayAvailability(booth, 3, '2026-12-03', {}, TODAY);
    expect(day).toMatchObject({ available: true, price: 60000, remaining: 2, deposit: 100000 });
    expect(dayAvailability(booth, 3, '2026-12-03', { '2026-12-08': 1 }, TODAY).remaining).toBe(1);
    expect(dayAvailability(booth, 3, '2026-12-03', holds, TODAY)).toMatchObject({ reason: 'sold_out', blocked_date: '2026-12-04' });
  });

  it.each([
    ['2026-12-05', 'unavailable', '2026-12-10'],
    ['2026-11-28', 'past', undefined],
    ['2026-12-01', 'sold_out', '2026-12-04'],
    ['2026-11-27', 'past', undefined],
  ])('start %s fails with %s on %s', (start, reason, blocked) => {
    const day = dayAvailability(booth, 3, start, holds, start === '2026-12-01' ? '2026-11-20' : TODAY);
    expect(day.reason).toBe(reason);
    expect(day.blocked_date).toBe(blocked);
  });

  it('dated prices do not change a period price', () => {
    expect(dayAvailability(booth, 3, '2026-12-11', {}, TODAY).price).toBe(60000);
  });

  it('only the start must be within the 90-day horizon', () => {
    expect(dayAvailability(booth, 3, '2027-03-01', {}, TODAY).available).toBe(true);
    expect(dayAvailability(booth, 3, '2027-03-02', {}, TODAY).reason).toBe('outside_window');
    expect(dayAvailability({ ...booth, unavailable_dates: [] }, 5, '2026-12-03', {}, TODAY).available).toBe(true);
  });

  it('an activity period must end by the deadline', () => {
    expect(dayAvailability(activity, 3, '2027-06-24', {}, TODAY).available).toBe(true);
    const late = dayAvailability(activity, 3, '2027-06-25', {}, TODAY);
    expect(late).toMatchObject({ reason: 'outside_window', blocked_date: '2027-07-01' });
  });
});

describe('unitPrice', () => {
  it.each([
    [9, '2026-12-05', 12000],
    [9, '2026-12-07', 8000],
    [9, '2026-12-03', 10000],
    [3, '2026-12-05', 60000],
    [4, '2026-12-05', 0],
  ])('term %i on %s costs %i', (term, date, price) => {
    expect(unitPrice(booth, term, date)).toBe(price);
  });

  it('rejects unknown terms', () => {
    expect(() => unitPrice(booth, 1, '2026-12-05')).toThrow(RangeError);
  });
});

describe('calendarDays', () => {
  it('lists each date of the range', () => {
    const days = calendarDays(booth, 9, '2026-12-01', '2026-12-10', holds, TODAY);
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
    ]);
    expect(days.map((d) => d.available)).toEqual([false, false, true, false, true, true, true, true, true, false]);
  });

  it('rejects reversed and oversized ranges', () => {
    expect(() => calendarDays(booth, 9, '2026-12-10', '2026-12-01', {}, TODAY)).toThrow(RangeError);
    expect(() => calendarDays(booth, 9, TODAY, addDays(TODAY, MAX_CALENDAR_RANGE_DAYS), {}, TODAY)).toThrow(RangeError);
    expect(calendarDays(booth, 9, TODAY, addDays(TODAY, MAX_CALENDAR_RANGE_DAYS - 1), {}, TODAY)).toHaveLength(MAX_CALENDAR_RANGE_DAYS);
  });

  it('agrees with dayAvailability and the rules for any today and range (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 19000, max: 24000 }).map(dayNumberToDate),
        fc.integer({ min: -10, max: 120 }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(3, 9),
        fc.integer({ min: 0, max: 3 }),
        (today, offset, advance, term, held) => {
          const rules = { ...booth, unavailable_dates: [], special_price: [], raise_price: [], days_in_advance: advance };
          const start = addDays(today, offset);
          const end = addDays(start, 20);
          const holdsAll = new Map(Array.from({ length: 30 }, (_, i) => [addDays(start, i), held]));
          const days = calendarDays(rules, term, start, end, holdsAll, today);
          return days.every((day) => {
            const ahead = diffDays(today, day.date);
            const expected = ahead >= advanceDays(rules) && ahead <= CALENDAR_HORIZON_DAYS && held < rules.count;
            const same = JSON.stringify(day) === JSON.stringify(dayAvailability(rules, term, day.date, holdsAll, today));
            return same && day.available === expected && (day.available ? day.remaining === rules.count - held : day.remaining === 0);
          });
        },
      ),
    );
  });
});

describe('windows and constants', () => {
  it.each([
    [booth, '2026-12-03', '2027-03-01'],
    [{ ...booth, days_in_advance: 7 }, '2026-12-08', '2027-03-01'],
    [activity, '2026-12-20', '2027-06-30'],
    [{ ...activity, activity_start_date: '2026-11-01' }, '2026-12-03', '2027-06-30'],
    [{ ...activity, deadline: null }, '2026-12-20', '2027-03-01'],
  ])('bookableWindow %#', (rules, first, last) => {
    expect(bookableWindow(rules, TODAY)).toEqual({ first, last });
  });

  it('advance days are never below 2', () => {
    expect(advanceDays({ days_in_advance: 0 })).toBe(2);
    expect(advanceDays({ days_in_advance: -3 })).toBe(2);
    expect(advanceDays({ days_in_advance: 10 })).toBe(10);
  });

  it('navigation reaches one year ahead', () => {
    expect(calendarNavigationEnd(TODAY)).toBe('2027-12-01');
  });
});
