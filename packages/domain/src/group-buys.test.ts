import { describe, expect, it } from 'vitest';
import { unitPrice, type SellingResourceRules } from './availability';
import { groupTotal, rulesAtGroupPrice } from './group-buys';
import { lineAmount } from './order-totals';

const booth: SellingResourceRules = {
  count: 3,
  minimum_booking_days: 1,
  days_in_advance: 0,
  unavailable_dates: [],
  special_price: [{ date: '2026-12-15', price: 9000 }],
  raise_price: [{ date: '2026-12-16', price: 30000 }],
  selling_price: [
    { lease_term_type_id: 9, price: 10000, subsidy: 1000, deposit: 50000 },
    { lease_term_type_id: 3, price: 60000, subsidy: 0, deposit: 100000 },
    { lease_term_type_id: 4, price: 200000, subsidy: 0, deposit: 100000 },
  ],
  activity_start_date: null,
  deadline: null,
  is_enquiry: false,
  res_type_id: 1,
};

/** What joining charges for the group's line: its unit price on each of the group's dates (period starts for ids 3–8), one unit. */
const charged = (group: { lease_term_type_id: number; dates: string[]; price: number }) =>
  lineAmount(
    group.dates.map((date) => unitPrice(rulesAtGroupPrice(booth, group), group.lease_term_type_id, date)),
    1,
  );

describe('a group buy page total is what joining it charges (issue 43 guard)', () => {
  it.each([
    ['two days', { lease_term_type_id: 9, dates: ['2026-12-15', '2026-12-16'], price: 8000 }],
    ['one week', { lease_term_type_id: 3, dates: ['2026-12-14'], price: 45000 }],
    ['two weeks', { lease_term_type_id: 3, dates: ['2026-12-14', '2026-12-21'], price: 45000 }],
    ['one month', { lease_term_type_id: 4, dates: ['2026-12-01'], price: 150000 }],
  ])('%s', (_name, group) => {
    expect(groupTotal(group.price, group.dates)).toBe(charged(group));
  });
});
