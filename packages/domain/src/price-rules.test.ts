import { describe, expect, it } from 'vitest';
import { calendarDays, priceBreakdown, unitPrice, type SellingResourceRules } from './availability';
import { firstOverlapDate, ruleAppliedPrice, type PriceRuleEntry } from './price-rules';

const rule = (extra: Partial<PriceRuleEntry>): PriceRuleEntry => ({
  id: 1,
  lease_term_type_id: 9,
  start: '2026-12-01',
  end: '2026-12-31',
  weekdays: [6, 7],
  price: 150000,
  raise_percent: null,
  ...extra,
});

const booth = (rules: PriceRuleEntry[]): SellingResourceRules => ({
  count: 2,
  minimum_booking_days: 1,
  days_in_advance: 2,
  unavailable_dates: [],
  special_price: [
    { date: '2026-12-05', price: 60000 },
    { date: '2026-12-08', price: 70000 },
  ],
  raise_price: [{ date: '2026-12-12', price: 200000 }],
  selling_price: [
    { lease_term_type_id: 9, price: 80000, subsidy: 0, deposit: 0 },
    { lease_term_type_id: 4, price: 2000000, subsidy: 0, deposit: 0 },
  ],
  is_enquiry: false,
  res_type_id: 1,
  price_rules: rules,
});

describe('price rules in the one pricing function', () => {
  it('a fixed-price rule sets exactly its dates and weekdays, under its lease term', () => {
    const rules = booth([rule({})]);
    // 2026-12-06 is a Sunday, 12-07 a Monday, 11-29 a Sunday before the range, 2027-01-02 a Saturday after it.
    expect(unitPrice(rules, 9, '2026-12-06')).toBe(150000);
    expect(unitPrice(rules, 9, '2026-12-07')).toBe(80000);
    expect(unitPrice(rules, 9, '2026-11-29')).toBe(80000);
    expect(unitPrice(rules, 9, '2027-01-02')).toBe(80000);
    expect(unitPrice(rules, 4, '2026-12-06')).toBe(2000000);
  });

  it('raised price > rule > special price > term price', () => {
    const rules = booth([rule({ weekdays: [1, 2, 3, 4, 5, 6, 7] })]);
    expect(priceBreakdown(rules, 9, '2026-12-12')).toMatchObject({ price: 200000, source: 'raised' });
    expect(priceBreakdown(rules, 9, '2026-12-05')).toMatchObject({ price: 150000, source: 'rule', rule_id: 1 });
    expect(priceBreakdown(booth([]), 9, '2026-12-05')).toMatchObject({ price: 60000, source: 'special' });
    expect(priceBreakdown(booth([]), 9, '2026-12-06')).toMatchObject({ price: 80000, source: 'term' });
  });

  it('a percentage rule raises the price it replaces, rounded to the fen', () => {
    const rules = booth([rule({ price: null, raise_percent: 15, weekdays: [1, 2, 3, 4, 5, 6, 7] })]);
    expect(unitPrice(rules, 9, '2026-12-06')).toBe(92000);
    expect(unitPrice(rules, 9, '2026-12-08')).toBe(80500);
    expect(ruleAppliedPrice(rule({ price: null, raise_percent: 33 }), 333)).toBe(443);
  });

  it('a rule on a period term prices periods starting on its dates', () => {
    const rules = booth([rule({ lease_term_type_id: 4, price: 1800000, weekdays: [7] })]);
    expect(unitPrice(rules, 4, '2026-12-06')).toBe(1800000);
    expect(unitPrice(rules, 4, '2026-12-07')).toBe(2000000);
  });

  it('the calendar shows the rule price on exactly those dates', () => {
    const days = calendarDays(booth([rule({})]), 9, '2026-12-04', '2026-12-08', {}, '2026-11-22');
    // Fri 12-04 term, Sat 12-05 the rule beats its special price, Sun 12-06 rule, Mon 12-07 term, Tue 12-08 special.
    expect(days.map((day) => day.price)).toEqual([80000, 150000, 150000, 80000, 70000]);
  });
});

describe('overlap of two rules', () => {
  it('finds the first shared date on a shared weekday', () => {
    expect(firstOverlapDate(rule({}), rule({ start: '2026-12-10', end: '2027-01-10', weekdays: [7] }))).toBe('2026-12-13');
  });
  it('no overlap across lease terms, disjoint ranges or weekdays', () => {
    expect(firstOverlapDate(rule({}), rule({ lease_term_type_id: 11 }))).toBeNull();
    expect(firstOverlapDate(rule({}), rule({ start: '2027-01-01', end: '2027-01-31' }))).toBeNull();
    expect(firstOverlapDate(rule({}), rule({ weekdays: [1, 2, 3] }))).toBeNull();
    // Shared weekday but the shared range (Mon 12-07 .. Tue 12-08) has no Saturday.
    expect(firstOverlapDate(rule({ weekdays: [6] }), rule({ start: '2026-11-01', end: '2026-12-08', weekdays: [6] }))).toBe('2026-12-05');
    expect(firstOverlapDate(rule({ start: '2026-12-07', end: '2026-12-08', weekdays: [6] }), rule({ weekdays: [6] }))).toBeNull();
  });
});
