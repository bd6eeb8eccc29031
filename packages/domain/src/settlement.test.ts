import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  commissionRateFor,
  DEFAULT_COMMISSION_RATE,
  earningAvailableAt,
  monthsBetween,
  pickCommissionRule,
  shanghaiMonthOf,
  splitEarning,
  supplierAmountOf,
  statementMonthRange,
} from './settlement';

const gross = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const rate = fc.integer({ min: 0, max: 10_000 });

describe('commissionOf', () => {
  it.each([
    [10_000, 1000, 1000],
    [5, 1000, 1], // 0.5 → 1 (half up)
    [4, 1000, 0], // 0.4 → 0
    [15, 1000, 2], // 1.5 → 2
    [25, 1000, 3], // 2.5 → 3
    [80_000, 800, 6400],
    [333, 1500, 50], // 49.95 → 50
    [1, 5000, 1], // 0.5 → 1
    [0, 1000, 0],
    [12_345, 0, 0],
    [12_345, 10_000, 12_345],
  ])('gross %i at %i bp → %i', (g, r, expected) => {
    expect(commissionOf(g, r)).toBe(expected);
  });

  it('is round-half-up of gross × rate ÷ 10000, exactly (BigInt reference)', () => {
    fc.assert(
      fc.property(gross, rate, (g, r) => {
        const exact = BigInt(g) * BigInt(r);
        const floor = exact / 10_000n;
        const expected = exact % 10_000n >= 5000n ? floor + 1n : floor;
        expect(commissionOf(g, r)).toBe(Number(expected));
      }),
    );
  });

  it('never exceeds gross, never negative, and grows with the rate and the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), rate, rate, (g, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const c = commissionOf(g, low);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(g);
        expect(commissionOf(g, high)).toBeGreaterThanOrEqual(c);
        expect(commissionOf(g + 1, low)).toBeGreaterThanOrEqual(c);
      }),
    );
  });

  it('is within half a fen of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), rate, (g, r) => {
        expect(Math.abs(commissionOf(g, r) - (g * r) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('mirrors a negative gross exactly (a refund entry cancels its earning)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), rate, (g, r) => {
        const earned = splitEarning(g, r);
        const undone = splitEarning(-g, r);
        expect(earned.commission + undone.commission).toBe(0);
        expect(earned.net + undone.net).toBe(0);
      }),
    );
  });

  it('refuses fractions and rates out of range', () => {
    expect(() => commissionOf(1.5, 1000)).toThrow(RangeError);
    expect(() => commissionOf(100, 10_001)).toThrow(RangeError);
    expect(() => commissionOf(100, -1)).toThrow(RangeError);
    expect(() => commissionOf(100, 12.5)).toThrow(RangeError);
  });
});

describe('supplierAmountOf', () => {
  // The demo's sub-order: rent ¥4,440, a ¥50 coupon, a ¥500 deposit. The supplier home showed the buyer's
  // payable (¥4,390) and the review list the rent (¥4,440); both show the rent now, the earning's gross.
  it('is the rent: before subsidy, coupon and points, without the deposit', () => {
    const item = { amount: 444_000, subsidy: 0, coupon: 5_000, integral: 0, payable: 439_000, deposit: 50_000 };
    expect(supplierAmountOf(item)).toBe(444_000);
    expect(splitEarning(supplierAmountOf(item), 1000).gross).toBe(444_000);
  });

  it('never depends on what the buyer saved or leaves as deposit (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (amount, discount, deposit) => {
        const payable = Math.max(0, amount - discount);
        return supplierAmountOf({ amount, payable, coupon: discount, deposit } as { amount: number }) === amount;
      }),
    );
  });
});

describe('splitEarning', () => {
  it('net + commission = gross, always', () => {
    fc.assert(
      fc.property(gross, rate, (g, r) => {
        const split = splitEarning(g, r);
        expect(split.net + split.commission).toBe(g);
        expect(split.net).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('commission rules', () => {
  const rules = [
    { id: 1, supplierId: null, categoryId: null, rate: 1200 },
    { id: 2, supplierId: null, categoryId: 5, rate: 900 },
    { id: 3, supplierId: 77, categoryId: null, rate: 800 },
    { id: 4, supplierId: 77, categoryId: 6, rate: 700 },
  ];
  it.each([
    [77, 6, 700],
    [77, 5, 800],
    [77, null, 800],
    [12, 5, 900],
    [12, 6, 1200],
    [12, null, 1200],
  ])('supplier %i, category %s → %i', (supplierId, categoryId, expected) => {
    expect(commissionRateFor(rules, { supplierId, categoryId })).toBe(expected);
  });

  it('falls back to 10 % with no rule; the newest of equals wins', () => {
    expect(commissionRateFor([], { supplierId: 1, categoryId: 1 })).toBe(DEFAULT_COMMISSION_RATE);
    expect(
      pickCommissionRule(
        [
          { id: 1, supplierId: 3, categoryId: null, rate: 1 },
          { id: 9, supplierId: 3, categoryId: null, rate: 2 },
        ],
        { supplierId: 3, categoryId: null },
      )?.rate,
    ).toBe(2);
  });

  it('a supplier rule always beats a category or default rule (any order of rules)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(rules, { minLength: 1 }), (subset) => {
        const picked = pickCommissionRule(subset, { supplierId: 77, categoryId: 5 });
        const hasSupplier = subset.some((rule) => rule.supplierId === 77 && rule.categoryId === null);
        // With the supplier's rule it wins; without it a category or default rule applies (rule 4 is another category's).
        expect(picked?.supplierId === 77).toBe(hasSupplier);
      }),
    );
  });
});

describe('dates', () => {
  it('is available at 00:00 Shanghai, the day after the last date plus the hold', () => {
    expect(earningAvailableAt('2026-12-10', 7).toISOString()).toBe('2026-12-17T16:00:00.000Z');
    expect(earningAvailableAt('2026-12-31', 0).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
  it('statement months are Shanghai months', () => {
    expect(statementMonthRange('2026-12')).toEqual({ start: new Date('2026-11-30T16:00:00Z'), end: new Date('2026-12-31T16:00:00Z') });
    expect(() => statementMonthRange('2026-13')).toThrow(RangeError);
    expect(shanghaiMonthOf(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
