import { describe, expect, it } from 'vitest';
import { changeOnDay, type RuleChange } from './price-calendar-preview';

const day = (date: string, extra: Partial<Parameters<typeof changeOnDay>[0]> = {}): Parameters<typeof changeOnDay>[0] => ({
  date,
  price: 80000,
  price_source: 'term',
  price_rule_id: null,
  available: true,
  reason: null,
  held: 0,
  count: 1,
  unavailable: false,
  ...extra,
});
const rule = { id: 7, lease_term_type_id: 9, start: '2026-11-22', end: '2026-11-30', weekdays: [1, 2, 3, 4, 5, 6, 7], price: 60000, raise_percent: null };

describe('changeOnDay (the calendar preview of a rule change)', () => {
  it('ending a rule: dates after today that the rule priced fall back; today and other dates stay', () => {
    const over: RuleChange = { ruleId: 7, next: { ...rule, end: '2026-11-23' }, boothIds: [1], from: '2026-11-23' };
    expect(changeOnDay(day('2026-11-23', { price: 60000, price_source: 'rule', price_rule_id: 7 }), 9, over)).toBeNull();
    expect(changeOnDay(day('2026-11-24', { price: 60000, price_source: 'rule', price_rule_id: 7 }), 9, over)).toBe('→ 恢复摊位价');
    expect(changeOnDay(day('2026-11-24', { price: 150000, price_source: 'raised' }), 9, over)).toBeNull();
    expect(changeOnDay(day('2026-12-01'), 9, over)).toBeNull();
  });

  it('editing a rule: newly covered dates show the new price, uncovered ones fall back, unchanged ones stay quiet', () => {
    const edit: RuleChange = { ruleId: 7, next: { ...rule, weekdays: [1], price: 55000 }, boothIds: [1] };
    expect(changeOnDay(day('2026-11-23', { price: 60000, price_source: 'rule', price_rule_id: 7 }), 9, edit)).toBe('→ ¥550.00');
    expect(changeOnDay(day('2026-11-24', { price: 60000, price_source: 'rule', price_rule_id: 7 }), 9, edit)).toBe('→ 恢复摊位价');
    expect(changeOnDay(day('2026-11-30', { price: 55000, price_source: 'rule', price_rule_id: 7 }), 9, edit)).toBeNull();
    expect(changeOnDay(day('2026-11-23'), 11, edit)).toBeNull();
    expect(changeOnDay(day('2026-11-23', { unavailable: true }), 9, edit)).toBeNull();
  });
});
