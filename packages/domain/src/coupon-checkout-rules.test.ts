import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateCoupon, type Coupon, type CouponLine } from './coupons';
import { computeOrderTotals } from './order-totals';
import { POINTS_MESSAGES, usablePoints } from './points';

/**
 * The checkout rules issue 4 must prove, in one place: threshold boundary, every scope, a coupon larger
 * than the order, and the points table.
 */
const NOW = new Date('2026-12-01T12:00:00+08:00');
const coupon = (extra: Partial<Coupon>): Coupon => ({
  id: 1,
  amount: 3000,
  min_goods_amount: 20000,
  scope: 1,
  scope_ids: null,
  start_at: '2026-11-01T00:00:00+08:00',
  end_at: '2026-12-31T23:59:59+08:00',
  ...extra,
});
const line = (amount: number, extra: Partial<CouponLine> = {}): CouponLine => ({
  amount,
  community_id: 11,
  field_type_id: 22,
  selling_resource_id: 33,
  ...extra,
});

describe('threshold boundary', () => {
  it.each([
    ['one fen below', 19999, false],
    ['exactly at', 20000, true],
    ['above', 20001, true],
  ])('eligible amount %s the threshold', (_name, amount, fits) => {
    const result = evaluateCoupon(coupon({}), [line(amount)], NOW);
    expect(result.fits).toBe(fits);
    expect(result.discount).toBe(fits ? 3000 : 0);
  });

  it('counts only the eligible lines towards the threshold', () => {
    const scoped = coupon({ scope: 2, scope_ids: [11] });
    const other = line(50000, { community_id: 99 });
    expect(evaluateCoupon(scoped, [line(19999), other], NOW).reason).toBe('below_threshold');
    expect(evaluateCoupon(scoped, [line(20000), other], NOW).fits).toBe(true);
  });
});

describe('scope matching', () => {
  it.each([
    [1, null, true],
    [2, [11], true],
    [2, [12], false],
    [4, [11], true],
    [4, [12], false],
    [3, [22], true],
    [3, [23], false],
    [5, [33], true],
    [5, [34], false],
    [6, [33], true],
    [6, [34], false],
  ])('scope %i targeting %j covers the line: %s', (scope, ids, covers) => {
    const result = evaluateCoupon(coupon({ scope, scope_ids: ids }), [line(30000)], NOW);
    expect(result.fits).toBe(covers);
    expect(result.reason).toBe(covers ? null : 'no_eligible_lines');
  });
});

describe('a coupon larger than the order', () => {
  it('leaves 1 fen to pay', () => {
    const totals = computeOrderTotals({
      lines: [{ prices: [1000], units: 1 }],
      coupon: coupon({ amount: 500000, min_goods_amount: 100 }),
      now: NOW,
    });
    expect(totals.coupon).toBe(999);
    expect(totals.total_actual_price).toBe(1);
  });

  it('never makes the payable amount below 1 fen (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (prices, amount, threshold) => {
          const totals = computeOrderTotals({
            lines: prices.map((price) => ({ prices: [price], units: 1 })),
            coupon: coupon({ amount, min_goods_amount: threshold }),
            now: NOW,
          });
          const payable = totals.lines.reduce((sum, l) => sum + l.payable, 0);
          return totals.total_actual_price >= 1 && payable >= 1 && totals.lines.every((l) => l.payable >= 0);
        },
      ),
    );
  });
});

describe('points rules table', () => {
  it.each([
    // balance, order (fen), usable points, deduction (fen), problem
    [999, 10001, 0, 0, POINTS_MESSAGES.notEnough],
    [1000, 10001, 1000, 500, null],
    [10001, 10001, 10000, 5000, null],
    [999, 10000, 0, 0, POINTS_MESSAGES.notEnough],
    [1000, 10000, 0, 0, POINTS_MESSAGES.orderTooSmall],
    [10001, 10000, 0, 0, POINTS_MESSAGES.orderTooSmall],
  ])('%i points on an order of %i fen → %i points, %i fen', (balance, order, points, fen, problem) => {
    expect(usablePoints(balance, order)).toEqual({ points, fen, problem });
  });
});
