import { describe, expect, it } from 'vitest';
import { quoteAmount, quoteOrderDates, quoteStatusAt } from './enquiry-quotes';

describe('enquiry quotes', () => {
  const quote = { status: 'valid' as const, expires_at: '2026-11-26T10:00:00+08:00' };

  it('expire after their 72 hours', () => {
    expect(quoteStatusAt(quote, Date.parse('2026-11-26T09:59:59+08:00'))).toBe('valid');
    expect(quoteStatusAt(quote, Date.parse('2026-11-26T10:00:00+08:00'))).toBe('expired');
    expect(quoteStatusAt({ ...quote, status: 'ordered' }, 0)).toBe('ordered');
  });

  it('come to the unit price times the dates', () => {
    expect(quoteAmount(150_000, ['2026-12-01', '2026-12-02', '2026-12-03'])).toBe(450_000);
    expect(quoteAmount(150_000, [])).toBe(0);
  });

  it('order exactly the quoted dates, sorted, with period ends', () => {
    expect(quoteOrderDates(['2026-12-02', '2026-12-01'], 9)).toEqual([
      { term_type_id: 9, date: '2026-12-01' },
      { term_type_id: 9, date: '2026-12-02' },
    ]);
    expect(quoteOrderDates(['2026-12-01'], 3)).toEqual([{ term_type_id: 3, date: '2026-12-01', endDate: '2026-12-07' }]);
  });
});
