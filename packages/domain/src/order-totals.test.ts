import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Coupon } from './coupons';
import { computeOrderTotals, lineAmount, lineSubsidy, type TotalsLine } from './order-totals';
import { POINTS_MESSAGES } from './points';

const NOW = new Date('2026-12-01T12:00:00+08:00');
const coupon = (extra: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  amount: 5000,
  min_goods_amount: 20000,
  scope: 1,
  start_at: '2026-11-01T00:00:00+08:00',
  end_at: '2026-12-31T23:59:59+08:00',
  ...extra,
});

describe('lineAmount', () => {
  it.each([
    [[10000, 12000], 2, 44000],
    [[60000], 1, 60000],
    [[], 3, 0],
    [[1, 2, 3], 0, 0],
  ])('%j × %i = %i', (prices, units, amount) => {
    expect(lineAmount(prices, units)).toBe(amount);
  });

  it.each([
    [[-1], 1],
    [[1.5], 1],
    [[100], 1.5],
    [[100], -1],
    [[Number.MAX_SAFE_INTEGER], 2],
  ])('rejects %j × %d', (prices, units) => {
    expect(() => lineAmount(prices, units)).toThrow(RangeError);
  });
});

describe('lineSubsidy', () => {
  it.each([
    // amount, rate, min after, max after, subsidy
    [44000, 10, null, null, 4400],
    [44005, 10, null, null, 4401], // 4400.5 rounds up
    [44000, 0, null, 1000, 0], // no rate, no subsidy
    [44000, null, null, null, 0],
    [44000, 10, 41000, null, 3000], // would fall to 39600 < 41000
    [44000, 10, 50000, null, 0], // minimum above the amount: no subsidy
    [44000, 10, null, 30000, 14000], // would stay at 39600 > 30000
    [44000, 10, 41000, 30000, 3000], // crossed bounds: the minimum wins
    [44000, 100, null, null, 43999], // at least 1 fen left
    [44000, 10, 0, 0, 4400], // 0 bounds are no bounds (database default)
    [0, 10, null, null, 0],
    [999, 12.5, null, null, 125],
  ])('%i at %d%% within %s..%s → %i', (amount, rate, min, max, subsidy) => {
    expect(lineSubsidy(amount, rate, min, max)).toBe(subsidy);
  });
});

describe('computeOrderTotals', () => {
  const dayLine: TotalsLine = { prices: [10000, 12000], units: 2, deposit: 50000, community_id: 1 };
  const weekLine: TotalsLine = { prices: [60000], units: 1, deposit: 100000, subsidy_rate: 10, community_id: 2 };

  it('takes a fixed subsidy (a cart line as priced today) instead of a rate, never above the amount', () => {
    const totals = computeOrderTotals({
      lines: [
        { prices: [30000], units: 1, subsidy: 3000, deposit: 20000 },
        { prices: [500], units: 1, subsidy: 900 },
      ],
      now: NOW,
    });
    expect(totals.lines.map((line) => line.subsidy)).toEqual([3000, 500]);
    expect(totals).toMatchObject({ total_amount: 30500, subsidy: 3500, total_deposit: 20000, total_actual_price: 47000 });
  });

  it('adds a single line with its deposit', () => {
    expect(computeOrderTotals({ lines: [dayLine], now: NOW })).toEqual({
      total_amount: 44000,
      subsidy: 0,
      total_deposit: 50000,
      coupon: 0,
      integral: 0,
      points: 0,
      total_actual_price: 94000,
      lines: [{ amount: 44000, subsidy: 0, coupon: 0, integral: 0, payable: 44000, deposit: 50000 }],
      coupon_problem: null,
      points_problem: null,
    });
  });

  it('applies subsidy, coupon, points and the largest deposit', () => {
    const totals = computeOrderTotals({ lines: [dayLine, weekLine], coupon: coupon(), points: 5500, pointsBalance: 8000, now: NOW });
    expect(totals).toMatchObject({
      total_amount: 104000,
      subsidy: 6000,
      total_deposit: 100000,
      coupon: 5000,
      integral: 2500,
      points: 5000,
      total_actual_price: 104000 - 6000 - 5000 - 2500 + 100000,
    });
    // coupon spread by what each line costs after subsidy: 44000 : 54000
    expect(totals.lines.map((l) => l.coupon)).toEqual([2245, 2755]);
    expect(totals.lines.map((l) => l.integral)).toEqual([1122, 1378]);
    expect(totals.lines.map((l) => l.payable)).toEqual([44000 - 2245 - 1122, 54000 - 2755 - 1378]);
  });

  it('spreads a scoped coupon over its lines only', () => {
    const totals = computeOrderTotals({ lines: [dayLine, weekLine], coupon: coupon({ scope: 2, scope_ids: [2] }), now: NOW });
    expect(totals.lines.map((l) => l.coupon)).toEqual([0, 5000]);
  });

  it.each([
    ['coupon below its threshold', { coupon: coupon({ min_goods_amount: 50000 }) }, '订单金额未满500.00元，无法使用该优惠券', null],
    ['too few points', { points: 1000, pointsBalance: 999 }, null, POINTS_MESSAGES.notEnough],
  ])('reports %s', (_name, extra, couponProblem, pointsProblem) => {
    const totals = computeOrderTotals({ lines: [dayLine], now: NOW, ...extra });
    expect(totals.coupon_problem).toBe(couponProblem);
    expect(totals.points_problem).toBe(pointsProblem);
    expect(totals.coupon + totals.integral).toBe(0);
  });

  it.each([
    [10000 + 5000, 0], // 100.00 yuan left after the coupon: no points
    [10001 + 5000, 500], // 100.01 yuan left: points apply
  ])('judges points on the amount after coupon (%i fen order)', (price, integral) => {
    const totals = computeOrderTotals({
      lines: [{ prices: [price], units: 1 }],
      coupon: coupon({ min_goods_amount: 0 }),
      points: 1000,
      pointsBalance: 1000,
      now: NOW,
    });
    expect(totals.integral).toBe(integral);
    expect(totals.points_problem).toBe(integral ? null : POINTS_MESSAGES.orderTooSmall);
  });

  it('never charges less than 1 fen', () => {
    const totals = computeOrderTotals({ lines: [{ prices: [300], units: 1 }], coupon: coupon({ amount: 5000, min_goods_amount: 100 }), now: NOW });
    expect(totals.coupon).toBe(299);
    expect(totals.total_actual_price).toBe(1);
  });

  it('rejects an order without lines', () => {
    expect(() => computeOrderTotals({ lines: [], now: NOW })).toThrow(RangeError);
  });

  it('figures add up, lines never go negative, total ≥ 1 fen (property)', () => {
    const lineArb = fc.record({
      prices: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 10 }),
      units: fc.integer({ min: 1, max: 5 }),
      subsidy_rate: fc.option(fc.integer({ min: 0, max: 100 })),
      min_after_subsidy: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      max_after_subsidy: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      deposit: fc.integer({ min: 0, max: 500_000 }),
      community_id: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.option(
          fc.record({
            amount: fc.integer({ min: 0, max: 10_000_000 }),
            min_goods_amount: fc.integer({ min: 0, max: 1_000_000 }),
            scope: fc.constantFrom(1, 2),
            scope_ids: fc.constant([1]),
          }),
        ),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 20000 }),
        (lines, c, points, balance) => {
          const t = computeOrderTotals({ lines, coupon: c ? coupon(c) : null, points, pointsBalance: balance, now: NOW });
          const sum = (key: 'amount' | 'subsidy' | 'coupon' | 'integral' | 'payable') => t.lines.reduce((a, l) => a + l[key], 0);
          return (
            sum('amount') === t.total_amount &&
            sum('subsidy') === t.subsidy &&
            sum('coupon') === t.coupon &&
            sum('integral') === t.integral &&
            t.lines.every((l) => l.payable >= 0 && l.subsidy >= 0 && l.subsidy < l.amount) &&
            sum('payable') + t.total_deposit === t.total_actual_price &&
            t.total_actual_price >= 1 &&
            t.integral * 2 === t.points &&
            t.points <= Math.min(balance, 10000) &&
            t.total_deposit === Math.max(...lines.map((l) => l.deposit))
          );
        },
      ),
    );
  });
});
