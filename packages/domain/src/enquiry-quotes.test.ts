import { describe, expect, it } from 'vitest';
import { calendarDays, type SellingResourceRules } from './availability';
import { quoteAmount, quoteExpiry, quoteOrderDates, quoteStatusAt, rulesAtQuote } from './enquiry-quotes';

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

describe('enquiry quotes', () => {
  const quote = { status: 'valid' as const, expires_at: '2026-11-26T10:00:00+08:00' };

  it('expire after their 72 hours', () => {
    expect(quoteStatusAt(quote, Date.parse('2026-11-26T09:59:59+08:00'))).toBe('valid');
    expect(quoteStatusAt(quote, Date.parse('2026-11-26T10:00:00+08:00'))).toBe('expired');
    expect(quoteStatusAt({ ...quote, status: 'ordered' }, 0)).toBe('ordered');
  });

  it('come to the unit price times the dates for day-based terms', () => {
    expect(quoteAmount(150_000, ['2026-12-01', '2026-12-02', '2026-12-03'], 9)).toBe(450_000);
    expect(quoteAmount(150_000, [], 9)).toBe(0);
  });

  it('come to one 半月租 period for two adjacent dates, and a second period only after the first ends', () => {
    expect(quoteAmount(800_000, ['2026-12-01', '2026-12-02'], 6)).toBe(800_000);
    expect(quoteAmount(800_000, ['2026-12-02', '2026-12-01', '2026-12-15'], 6)).toBe(800_000);
    expect(quoteAmount(800_000, ['2026-12-01', '2026-12-16'], 6)).toBe(1_600_000);
    expect(quoteAmount(300_000, ['2026-12-01', '2026-12-03', '2026-12-08'], 3)).toBe(600_000);
  });

  it('order one 半月租 period for two adjacent quoted dates (not two overlapping ones)', () => {
    expect(quoteOrderDates(['2026-12-02', '2026-12-01'], 6)).toEqual([{ term_type_id: 6, date: '2026-12-01', endDate: '2026-12-15' }]);
  });

  it('order exactly the quoted dates, sorted, with period ends', () => {
    expect(quoteOrderDates(['2026-12-02', '2026-12-01'], 9)).toEqual([
      { term_type_id: 9, date: '2026-12-01' },
      { term_type_id: 9, date: '2026-12-02' },
    ]);
    expect(quoteOrderDates(['2026-12-01'], 3)).toEqual([{ term_type_id: 3, date: '2026-12-01', endDate: '2026-12-07' }]);
  });
});
