import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assertCouponValiditySpec,
  couponScopeLabel,
  couponValidityText,
  effectiveCouponStatus,
  isCouponOfferOpen,
  receivedCouponWindow,
  type CouponValiditySpec,
} from './coupon-validity';

const dated: CouponValiditySpec = { valid_start_date: '2026-11-01', valid_end_date: '2026-12-31', valid_days: null };
const days = (n: number): CouponValiditySpec => ({ valid_start_date: null, valid_end_date: null, valid_days: n });

describe('receivedCouponWindow', () => {
  it('covers whole Shanghai days for a dated coupon', () => {
    const window = receivedCouponWindow(dated, new Date('2026-11-22T02:00:00Z'));
    expect(window.start_at.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(window.end_at.toISOString()).toBe('2026-12-31T15:59:59.999Z');
  });

  it.each([
    // received at (UTC), days, end (UTC)
    ['2026-11-22T02:00:00Z', 1, '2026-11-22T15:59:59.999Z'],
    ['2026-11-22T02:00:00Z', 30, '2026-12-21T15:59:59.999Z'],
    // 23:30 in Shanghai is still the 22nd: that day counts as the first
    ['2026-11-22T15:30:00Z', 1, '2026-11-22T15:59:59.999Z'],
    // 00:30 on the 23rd in Shanghai
    ['2026-11-22T16:30:00Z', 1, '2026-11-23T15:59:59.999Z'],
  ])('received at %s, valid %i days → ends %s', (at, n, end) => {
    const window = receivedCouponWindow(days(n), new Date(at));
    expect(window.start_at.toISOString()).toBe(new Date(at).toISOString());
    expect(window.end_at.toISOString()).toBe(end);
  });

  it('always starts no later than it ends (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3650 }), fc.integer({ min: 0, max: 4e12 }), (n, ms) => {
        const window = receivedCouponWindow(days(n), new Date(ms));
        return window.start_at.getTime() < window.end_at.getTime();
      }),
    );
  });

  it.each([
    [{ valid_start_date: null, valid_end_date: null, valid_days: null }],
    [{ valid_start_date: '2026-12-02', valid_end_date: '2026-12-01', valid_days: null }],
    [{ valid_start_date: '2026-12-01', valid_end_date: '2026-12-31', valid_days: 3 }],
    [days(0)],
    [days(1.5)],
    [{ valid_start_date: '2026-02-30', valid_end_date: '2026-03-01', valid_days: null }],
  ] as CouponValiditySpec[][])('refuses a malformed spec %j', (spec) => {
    expect(() => assertCouponValiditySpec(spec)).toThrow(RangeError);
  });
});

describe('offer and status', () => {
  it.each([
    ['2026-12-31T15:59:59Z', true], // 23:59:59 on the last day in Shanghai
    ['2026-12-31T16:00:00Z', false],
  ])('a dated offer at %s is open: %s', (at, open) => {
    expect(isCouponOfferOpen(dated, new Date(at))).toBe(open);
    expect(isCouponOfferOpen(days(7), new Date(at))).toBe(true);
  });

  it.each([
    ['unused', '2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z', 'unused'],
    ['unused', '2026-12-01T00:00:00Z', '2026-12-01T00:00:00.001Z', 'expired'],
    ['used', '2026-12-01T00:00:00Z', '2027-12-01T00:00:00Z', 'used'],
    ['expired', '2027-12-01T00:00:00Z', '2026-12-01T00:00:00Z', 'expired'],
  ] as const)('stored %s ending %s reads at %s as %s', (stored, end, now, status) => {
    expect(effectiveCouponStatus(stored, end, new Date(now))).toBe(status);
  });

  it('describes validity and scope in Chinese', () => {
    expect(couponValidityText(dated)).toBe('2026-11-01 至 2026-12-31');
    expect(couponValidityText(days(30))).toBe('领取后30天内有效');
    expect([1, 2, 3, 4, 5, 6, 7].map(couponScopeLabel)).toEqual([
      '全场通用',
      '指定场地可用',
      '指定品类可用',
      '指定场地可用',
      '指定摊位可用',
      '指定摊位可用',
      '不可用',
    ]);
  });
});
