import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PRICE_TIERS, YEAR_TIERS, findTier, inRange, resolvePriceFilter, resolveYearFilter } from './price-tiers';

describe('resolvePriceFilter', () => {
  it.each([
    [{ price_tier: 1 }, { min: 0, max: 100000, maxExclusive: true, source: 'tier', tier: 1 }],
    [{ price_tier: '2' }, { min: 100000, max: 300000, maxExclusive: true, source: 'tier', tier: 2 }],
    [
      { price_tier: 3, min_price: 1, max_price: 2 },
      { min: 100, max: 200, maxExclusive: false, source: 'custom', tier: null },
    ], // a custom range wins
    [
      { price_tier: 3, min_price: 'x', max_price: '' },
      { min: 300000, max: 500000, maxExclusive: true, source: 'tier', tier: 3 },
    ], // invalid bounds leave the tier
    [{ price_tier: 4 }, { min: 500000, max: null, maxExclusive: true, source: 'tier', tier: 4 }],
    [
      { price_tier: 9, min_price: '100', max_price: '200.5' },
      { min: 10000, max: 20050, maxExclusive: false, source: 'custom', tier: null },
    ],
    [
      { min_price: '2000', max_price: '500' },
      { min: 50000, max: 200000, maxExclusive: false, source: 'custom', tier: null },
    ],
    [
      { min_price: 'abc', max_price: '500' },
      { min: null, max: 50000, maxExclusive: false, source: 'custom', tier: null },
    ],
    [
      { min_price: '-5', max_price: '1.234' },
      { min: null, max: null, maxExclusive: false, source: 'none', tier: null },
    ],
    [
      { price_tier: '', min_price: '' },
      { min: null, max: null, maxExclusive: false, source: 'none', tier: null },
    ],
    [{}, { min: null, max: null, maxExclusive: false, source: 'none', tier: null }],
  ])('%j → %j', (query, expected) => {
    expect(resolvePriceFilter(query)).toEqual(expected);
  });

  it.each([
    [0, 1],
    [99999, 1],
    [100000, 2], // 1000 yuan is tier 2, not tier 1
    [299999, 2],
    [300000, 3],
    [500000, 4],
    [99999999, 4],
  ])('%i fen falls in exactly tier %i', (fen, tier) => {
    const matching = PRICE_TIERS.filter((t) => inRange(fen, resolvePriceFilter({ price_tier: t.id })));
    expect(matching.map((t) => t.id)).toEqual([tier]);
  });

  it('custom ranges include both ends', () => {
    const range = resolvePriceFilter({ min_price: '10', max_price: '20' });
    expect([999, 1000, 2000, 2001].map((v) => inRange(v, range))).toEqual([false, true, true, false]);
  });

  it('a custom range is always ordered (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (a, b) => {
        const range = resolvePriceFilter({ min_price: String(a), max_price: String(b) });
        return range.min === Math.min(a, b) * 100 && range.max === Math.max(a, b) * 100;
      }),
    );
  });
});

describe('resolveYearFilter', () => {
  it.each([
    [{ year_tier: 1 }, { min: 1960, max: 1980, maxExclusive: true, source: 'tier', tier: 1 }],
    [
      { year_tier: '4', min_year: 1990 },
      { min: 1990, max: null, maxExclusive: false, source: 'custom', tier: null },
    ],
    [
      { year_tier: '4', min_year: '19x' },
      { min: 2000, max: null, maxExclusive: true, source: 'tier', tier: 4 },
    ],
    [
      { min_year: '2010', max_year: '1995' },
      { min: 1995, max: 2010, maxExclusive: false, source: 'custom', tier: null },
    ],
    [
      { min_year: '1995.5', max_year: 2000 },
      { min: null, max: 2000, maxExclusive: false, source: 'custom', tier: null },
    ],
  ])('%j → %j', (query, expected) => {
    expect(resolveYearFilter(query)).toEqual(expected);
  });

  it.each([
    [1979, 1],
    [1980, 2],
    [1999, 3],
    [2000, 4],
    [2026, 4],
  ])('year %i is in tier %i only', (year, tier) => {
    expect(YEAR_TIERS.filter((t) => inRange(year, resolveYearFilter({ year_tier: t.id }))).map((t) => t.id)).toEqual([tier]);
  });

  it('finds tiers by number or string', () => {
    expect(findTier(YEAR_TIERS, ' 2 ')?.label).toBe('1980-1990年');
    expect(findTier(YEAR_TIERS, 5)).toBeUndefined();
    expect(findTier(YEAR_TIERS, null)).toBeUndefined();
  });
});
