import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, dayNumberToDate, diffDays } from './business-date';
import { dayAvailability, type SellingResourceRules } from './availability';
import { autoSelectConsecutive, selectedDateEntry, toggleCalendarDate, unavailableMessage, validateSelection } from './date-selection';

const TODAY = '2026-12-01';

const booth: SellingResourceRules = {
  count: 2,
  minimum_booking_days: 1,
  days_in_advance: 0,
  unavailable_dates: ['2026-12-10'],
  special_price: [],
  raise_price: [],
  selling_price: [
    { lease_term_type_id: 9, price: 10000, subsidy: 1000, deposit: 50000 },
    { lease_term_type_id: 3, price: 60000, subsidy: 0, deposit: 100000 },
  ],
  activity_start_date: null,
  deadline: null,
  is_enquiry: false,
  res_type_id: 1,
};
const holds = { '2026-12-03': 2, '2026-12-08': 1 };

describe('validateSelection', () => {
  it.each([
    ['valid day dates', booth, 9, ['2026-12-04', '2026-12-05'], 1, null, undefined],
    ['valid week', booth, 3, ['2026-12-11'], 1, null, undefined],
    ['no lease term', booth, 2, ['2026-12-04'], 1, 'no_lease_term', '请先选择订购周期'],
    ['enquiry only', { ...booth, is_enquiry: true }, 9, ['2026-12-04'], 1, 'enquiry', '该资源需询价，请先提交询价'],
    ['zero units', booth, 9, ['2026-12-04'], 0, 'invalid_units', '请选择预订数量'],
    ['no dates', booth, 9, [], 1, 'no_dates', '请选择日期'],
    ['bad date', booth, 9, ['2026-12-32'], 1, 'invalid_date', '2026-12-32 不是有效日期，请重新选择日期'],
    ['week running past the last business date', booth, 3, ['2099-12-31'], 1, 'invalid_date', '2100-01-01 不是有效日期，请重新选择日期'],
    ['repeated date', booth, 9, ['2026-12-04', '2026-12-04'], 1, 'duplicate_date', '2026-12-04 重复选择，请重新选择日期'],
    ['overlapping weeks', booth, 3, ['2026-12-16', '2026-12-11'], 1, 'duplicate_date', '2026-12-16 重复选择，请重新选择日期'],
    ['below minimum', { ...booth, minimum_booking_days: 3 }, 9, ['2026-12-04', '2026-12-05'], 1, 'below_minimum', '该场地3天起订'],
    ['minimum ignored for periods', { ...booth, minimum_booking_days: 3 }, 3, ['2026-12-11'], 1, null, undefined],
    ['taken date', booth, 9, ['2026-12-05', '2026-12-03'], 1, 'sold_out', '2026-12-03 已被预订，请重新选择日期'],
    ['too few units left', booth, 9, ['2026-12-08'], 2, 'sold_out', '2026-12-08 仅剩1个可预订，请减少数量或重新选择日期'],
    ['two units free', booth, 9, ['2026-12-09'], 2, null, undefined],
    ['past', booth, 9, ['2026-11-30'], 1, 'past', '2026-11-30 已过期，请重新选择日期'],
    ['too soon', { ...booth, days_in_advance: 5 }, 9, ['2026-12-05'], 1, 'too_soon', '2026-12-05 需至少提前5天预订，请重新选择日期'],
    ['unavailable in a week', booth, 3, ['2026-12-05'], 1, 'unavailable', '2026-12-10 不可预订，请重新选择日期'],
    ['beyond horizon', booth, 9, ['2027-03-02'], 1, 'outside_window', '2027-03-02 不在可预订时间范围内，请重新选择日期'],
    ['term not offered', booth, 4, ['2026-12-04'], 1, 'no_price', '2026-12-04 暂无价格，请重新选择日期'],
  ] as const)('%s', (_name, rules, term, dates, units, code, message) => {
    const problem = validateSelection(rules, term, dates, holds, TODAY, units);
    expect(problem?.code ?? null).toBe(code);
    expect(problem?.message).toBe(message);
  });

  it('names the failing date', () => {
    expect(validateSelection(booth, 3, ['2026-12-05'], holds, TODAY)?.date).toBe('2026-12-10');
  });

  it('accepts exactly the dates the calendar offers (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -3, max: 95 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 2 }), (offsets, held) => {
        const dates = offsets.map((o) => addDays(TODAY, o));
        const someHolds = { [addDays(TODAY, 4)]: held };
        const allAvailable = dates.every((d) => dayAvailability(booth, 9, d, someHolds, TODAY).available);
        return (validateSelection(booth, 9, dates, someHolds, TODAY) === null) === allAvailable;
      }),
    );
  });
});

describe('unavailableMessage', () => {
  it('uses 2 advance days when no rules are given', () => {
    expect(unavailableMessage('too_soon', '2026-12-02')).toBe('2026-12-02 需至少提前2天预订，请重新选择日期');
  });
});

describe('autoSelectConsecutive', () => {
  const free = (blocked: string[]) => (d: string) => !blocked.includes(d);
  it.each([
    [3, [], ['2026-12-04', '2026-12-05', '2026-12-06']],
    [1, [], ['2026-12-04']],
    [0, [], ['2026-12-04']],
    [3, ['2026-12-06'], ['2026-12-04', '2026-12-05']],
    [3, ['2026-12-04'], []],
  ])('minimum %i with %j blocked', (minimum, blocked, expected) => {
    expect(autoSelectConsecutive('2026-12-04', minimum, free(blocked))).toEqual(expected);
  });

  it('returns consecutive available dates from the start (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 19000, max: 22000 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 9 }), (n, minimum, mod) => {
        const start = dayNumberToDate(n);
        const isAvailable = (d: string) => diffDays(start, d) % mod !== mod - 1;
        const dates = autoSelectConsecutive(start, minimum, isAvailable);
        return (
          dates.length <= Math.max(1, minimum) &&
          dates.every((d, i) => d === addDays(start, i) && isAvailable(d)) &&
          (dates.length === Math.max(1, minimum) || !isAvailable(addDays(start, dates.length)))
        );
      }),
    );
  });
});

describe('toggleCalendarDate', () => {
  const all = () => true;
  it.each([
    ['adds a day', [], '2026-12-05', 9, 1, ['2026-12-05']],
    ['keeps days sorted', ['2026-12-07'], '2026-12-05', 9, 1, ['2026-12-05', '2026-12-07']],
    ['removes a selected day', ['2026-12-05', '2026-12-07'], '2026-12-05', 9, 1, ['2026-12-07']],
    ['auto-selects the minimum run', [], '2026-12-05', 9, 3, ['2026-12-05', '2026-12-06', '2026-12-07']],
    ['adds one day once something is selected', ['2026-12-05'], '2026-12-09', 9, 3, ['2026-12-05', '2026-12-09']],
    ['a period start replaces the previous one', ['2026-12-05'], '2026-12-09', 3, 1, ['2026-12-09']],
    ['clicking the period start clears it', ['2026-12-05'], '2026-12-05', 3, 1, []],
  ])('%s', (_name, selected, date, term, minimum, expected) => {
    expect(toggleCalendarDate(selected, date, term, minimum, all)).toEqual(expected);
  });

  it('never adds an unavailable date', () => {
    expect(toggleCalendarDate(['2026-12-05'], '2026-12-06', 9, 1, () => false)).toEqual(['2026-12-05']);
  });
});

describe('selectedDateEntry', () => {
  it('builds the entry with its end date and weekday', () => {
    const day = dayAvailability(booth, 3, '2026-12-11', {}, TODAY);
    expect(selectedDateEntry(day, 3)).toEqual({
      lease_term_type_id: 3,
      date: '2026-12-11',
      endDate: '2026-12-17',
      price: 60000,
      subsidy: 0,
      deposit: 100000,
      what_day: '周五',
    });
    expect(selectedDateEntry(dayAvailability(booth, 9, '2026-12-11', {}, TODAY), 9).endDate).toBe('2026-12-11');
  });
});
