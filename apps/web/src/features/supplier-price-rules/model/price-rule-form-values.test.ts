import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newPriceRule, toPriceRuleBody, weekdaysText } from './price-rule-form-values';

describe('price rule form → API', () => {
  const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-12-01'), dayjs('2026-12-31')];

  it('sends a fixed price in fen and no percentage', () => {
    const body = toPriceRuleBody({ ...newPriceRule(), name: ' 周末价 ', selling_resource_ids: [7, 8], range, weekdays: [7, 6], price: '1288.80' });
    expect(body).toEqual({
      name: '周末价',
      selling_resource_ids: [7, 8],
      lease_term_type_id: 9,
      start: '2026-12-01',
      end: '2026-12-31',
      weekdays: [6, 7],
      price: 128_880,
      raise_percent: null,
    });
  });

  it('sends a percentage raise without a price', () => {
    const body = toPriceRuleBody({ ...newPriceRule(), name: '旺季', selling_resource_ids: [7], range, mode: 'raise', price: '99', raise_percent: 20 });
    expect(body.price).toBeNull();
    expect(body.raise_percent).toBe(20);
  });

  it('reads weekdays as a person says them', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe('每天');
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('周一至周五');
    expect(weekdaysText([7, 6])).toBe('周六、周日');
    expect(weekdaysText([1, 3])).toBe('周一、周三');
  });
});
