import { describe, expect, it } from 'vitest';
import { calendarDays, type SellingResourceRules } from './availability';
import { quoteExpiry, rulesAtQuote } from './enquiry-quotes';

const enquiryBooth: SellingResourceRules = {
  count: 1,
  minimum_booking_days: 1,
  days_in_advance: 2,
  unavailable_dates: ['2026-12-03'],
  special_price: [],
  raise_price: [],
  selling_price: [{ lease_term_type_id: 9, price: 0, subsidy: 0, deposit: 0 }],
  is_enquiry: true,
  res_type_id: 1,
};

describe('ordering at a quoted price', () => {
  it('prices exactly the quoted dates at the quote; other dates and closed dates stay unbookable', () => {
    const rules = rulesAtQuote(enquiryBooth, { lease_term_type_id: 9, dates: ['2026-12-01', '2026-12-02', '2026-12-03'], price: 250000, deposit: 10000 });
    const days = calendarDays(rules, 9, '2026-12-01', '2026-12-04', {}, '2026-11-22');
    expect(days.map((d) => [d.price, d.available, d.deposit])).toEqual([
      [250000, true, 10000],
      [250000, true, 10000],
      [250000, false, 10000],
      [0, false, 10000],
    ]);
  });

  it('a quote is valid for 72 hours', () => {
    expect(quoteExpiry(new Date('2026-11-22T02:00:00Z')).toISOString()).toBe('2026-11-25T02:00:00.000Z');
  });
});
