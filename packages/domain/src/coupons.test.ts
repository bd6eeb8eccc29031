import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  bestCoupon,
  couponCoversLine,
  couponRejectionMessage,
  couponScopeKind,
  couponValidity,
  evaluateCoupon,
  fittingCoupons,
  type Coupon,
  type CouponLine,
} from './coupons';

const NOW = new Date('2026-12-01T12:00:00+08:00');
const coupon = (extra: Partial<Coupon>): Coupon => ({
  id: 1,
  amount: 5000,
  min_goods_amount: 20000,
  scope: 1,
  scope_ids: null,
  start_at: '2026-11-01T00:00:00+08:00',
  end_at: '2026-12-31T23:59:59+08:00',
  ...extra,
});
const lineA: CouponLine = { amount: 30000, community_id: 10, field_type_id: 100, selling_resource_id: 1000 };
const lineB: CouponLine = { amount: 10000, community_id: 20, field_type_id: 200, selling_resource_id: 2000 };

describe('scopes', () => {
  it.each([
    [1, 'all'],
    [2, 'venue'],
    [4, 'venue'],
    [3, 'category'],
    [5, 'booth'],
    [6, 'booth'],
    [7, null],
    [0, null],
  ])('scope %i is %s', (scope, kind) => {
    expect(couponScopeKind(scope)).toBe(kind);
  });

  it.each([
    [1, null, true, true],
    [2, [10], true, false],
    [4, [20], false, true],
    [3, [100, 200], true, true],
    [3, [300], false, false],
    [5, [1000], true, false],
    [6, [2000], false, true],
    [5, null, false, false],
    [9, [1000], false, false],
  ])('scope %i ids %j covers A %s, B %s', (scope, ids, a, b) => {
    const c = coupon({ scope, scope_ids: ids });
    expect(couponCoversLine(c, lineA)).toBe(a);
    expect(couponCoversLine(c, lineB)).toBe(b);
  });

  it('a line without the id is not covered', () => {
    expect(couponCoversLine(coupon({ scope: 2, scope_ids: [10] }), { amount: 100 })).toBe(false);
  });
});

describe('couponValidity', () => {
  it.each([
    ['2026-10-31T23:59:59+08:00', 'not_started'],
    ['2026-11-01T00:00:00+08:00', 'active'],
    ['2026-12-31T23:59:59+08:00', 'active'],
    ['2027-01-01T00:00:00+08:00', 'expired'],
  ])('at %s it is %s', (at, state) => {
    expect(couponValidity(coupon({}), new Date(at))).toBe(state);
  });

  it('accepts Date bounds and rejects malformed ones', () => {
    expect(couponValidity(coupon({ start_at: new Date(0), end_at: new Date('2030-01-01') }), NOW)).toBe('active');
    expect(() => couponValidity(coupon({ end_at: 'soon' }), NOW)).toThrow(RangeError);
  });
});

describe('evaluateCoupon', () => {
  it.each([
    ['all lines, threshold met', coupon({}), [lineA, lineB], true, null, 40000, 5000, [3750, 1250]],
    ['threshold exactly met', coupon({ min_goods_amount: 40000 }), [lineA, lineB], true, null, 40000, 5000, [3750, 1250]],
    ['threshold missed', coupon({ min_goods_amount: 40001 }), [lineA, lineB], false, 'below_threshold', 40000, 0, [0, 0]],
    ['venue of B only', coupon({ scope: 2, scope_ids: [20], min_goods_amount: 10000 }), [lineA, lineB], true, null, 10000, 5000, [0, 5000]],
    ['venue threshold counts eligible lines only', coupon({ scope: 2, scope_ids: [20] }), [lineA, lineB], false, 'below_threshold', 10000, 0, [0, 0]],
    ['nothing covered', coupon({ scope: 5, scope_ids: [1] }), [lineA], false, 'no_eligible_lines', 0, 0, [0]],
    ['zero threshold below price', coupon({ min_goods_amount: 0, amount: 9999 }), [lineB], true, null, 10000, 9999, [9999]],
    ['zero threshold equal to price', coupon({ min_goods_amount: 0, amount: 10000 }), [lineB], false, 'not_below_price', 10000, 0, [0]],
    [
      'face value above eligible amount',
      coupon({ min_goods_amount: 100, amount: 20000, scope: 6, scope_ids: [2000] }),
      [lineA, lineB],
      true,
      null,
      10000,
      10000,
      [0, 10000],
    ],
    ['keeps 1 fen to pay', coupon({ min_goods_amount: 100, amount: 20000 }), [lineB], true, null, 10000, 9999, [9999]],
    ['subsidised amount caps the discount', coupon({ min_goods_amount: 100, amount: 20000 }), [{ ...lineB, subsidy: 4000 }], true, null, 10000, 5999, [5999]],
    ['not started', coupon({ start_at: '2026-12-02T00:00:00+08:00' }), [lineA], false, 'not_started', 30000, 0, [0]],
    ['expired', coupon({ end_at: '2026-12-01T11:59:59+08:00' }), [lineA], false, 'expired', 30000, 0, [0]],
  ] as const)('%s', (_name, c, lines, fits, reason, eligibleAmount, discount, shares) => {
    const result = evaluateCoupon(c, lines, NOW);
    expect(result).toMatchObject({ fits, reason, eligibleAmount, discount });
    expect(result.shares).toEqual(shares);
  });

  it('rejects malformed amounts', () => {
    expect(() => evaluateCoupon(coupon({ amount: -1 }), [lineA], NOW)).toThrow(RangeError);
    expect(() => evaluateCoupon(coupon({ min_goods_amount: 1.5 }), [lineA], NOW)).toThrow(RangeError);
  });

  it('shares sum to the discount, stay on eligible lines and under their price (property)', () => {
    const lineArb = fc
      .record({
        amount: fc.integer({ min: 0, max: 1e8 }),
        subsidy: fc.integer({ min: 0, max: 1e6 }),
        community_id: fc.integer({ min: 1, max: 3 }),
      })
      .map((l) => ({ ...l, subsidy: Math.min(l.subsidy, l.amount) }));
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.constantFrom(1, 2),
        (lines, amount, threshold, scope) => {
          const c = coupon({ amount, min_goods_amount: threshold, scope, scope_ids: [1] });
          const r = evaluateCoupon(c, lines, NOW);
          const sum = r.shares.reduce((a, b) => a + b, 0);
          const totalNet = lines.reduce((a, l) => a + l.amount - l.subsidy, 0);
          return (
            sum === r.discount &&
            r.discount <= amount &&
            (r.fits || r.discount === 0) &&
            r.shares.every((s, i) => (r.eligible[i] || s === 0) && s <= (lines[i]?.amount ?? 0) - (lines[i]?.subsidy ?? 0)) &&
            (r.discount === 0 || totalNet - r.discount >= 1)
          );
        },
      ),
    );
  });
});

describe('fittingCoupons and bestCoupon', () => {
  const coupons = [
    coupon({ id: 1, amount: 3000 }),
    coupon({ id: 2, amount: 5000, end_at: '2026-12-20T00:00:00+08:00' }),
    coupon({ id: 3, amount: 5000 }),
    coupon({ id: 4, amount: 8000, min_goods_amount: 100000 }),
    coupon({ id: 5, amount: 5000, end_at: '2026-12-20T00:00:00+08:00' }),
  ];

  it('lists fitting coupons, best first', () => {
    expect(fittingCoupons(coupons, [lineA, lineB], NOW).map((e) => e.coupon.id)).toEqual([2, 5, 3, 1]);
    expect(bestCoupon(coupons, [lineA, lineB], NOW)?.coupon.id).toBe(2);
    expect(bestCoupon(coupons, [{ amount: 100 }], NOW)).toBeNull();
  });

  it('has a Chinese message for every rejection', () => {
    expect(couponRejectionMessage('below_threshold', { min_goods_amount: 20000 })).toBe('订单金额未满200.00元，无法使用该优惠券');
    for (const reason of ['not_started', 'expired', 'no_eligible_lines', 'not_below_price'] as const) {
      expect(couponRejectionMessage(reason, { min_goods_amount: 0 })).toMatch(/优惠券/);
    }
  });
});
