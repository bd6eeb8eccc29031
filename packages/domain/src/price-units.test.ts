import { describe, expect, it } from 'vitest';
import { dayEquivalentFen, dayPriceLabel, lowestDayEquivalent, priceWithUnit, referencePricesByTerm } from './price-units';
import { PRICE_TIERS } from './price-tiers';

describe('prices say what they are', () => {
  it('a period price divided by its days is its day-equivalent (half-up to the fen)', () => {
    expect(dayEquivalentFen(79000, 9)).toBe(79000); // 天
    expect(dayEquivalentFen(1200000, 4)).toBe(40000); // ¥12,000/月 → ¥400/天
    expect(dayEquivalentFen(52507000, 5)).toBe(143855); // ¥525,070/年 → ¥1,438.55/天
    expect(dayEquivalentFen(10, 3)).toBe(1); // 10/7 = 1.43 → 1
    expect(dayEquivalentFen(11, 6)).toBe(1); // 11/15 = 0.73 → 1
    expect(dayEquivalentFen(7, 6)).toBe(0); // 7/15 = 0.47 → 0
  });

  it('labels a price with its unit', () => {
    expect(priceWithUnit(1200000, 4)).toBe('¥12,000/月');
    expect(priceWithUnit(79000, '天', { from: true })).toBe('¥790/天起');
    expect(priceWithUnit(123450, 3)).toBe('¥1,234.50/周');
    expect(dayPriceLabel(79000)).toBe('¥790/天起');
    expect(dayPriceLabel(0)).toBe('面议');
    expect(priceWithUnit(5000, 9, { enquiry: true })).toBe('面议');
  });

  it('gives a venue’s reference price per lease term, in the table’s order, and its lowest day-equivalent', () => {
    const prices = [
      { lease_term_id: 5, price: 52507000 },
      { lease_term_id: 9, price: 126000 },
      { lease_term_id: 9, price: 150000 },
      { lease_term_id: 4, price: 1200000 },
      { lease_term_id: 3, price: 0 },
    ];
    expect(referencePricesByTerm(prices).map((term) => `${term.name} ${priceWithUnit(term.min_price, term.unit, { from: true })}`)).toEqual([
      '月租 ¥12,000/月起',
      '年租 ¥525,070/年起',
      '天 ¥1,260/天起',
    ]);
    expect(lowestDayEquivalent(prices)).toBe(40000);
    expect(lowestDayEquivalent([])).toBe(0);
  });

  it('price tiers say they compare prices per day', () => {
    expect(PRICE_TIERS.every((tier) => tier.label.includes('元/天'))).toBe(true);
  });
});
