import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_POINTS_PER_ORDER,
  POINTS_MESSAGES,
  pointsChoiceMessage,
  applyPoints,
  canRedeemPointsCoupon,
  pointsEarned,
  pointsToFen,
  usablePoints,
} from './points';

describe('usablePoints', () => {
  it.each([
    // balance, order fen, points, fen, problem
    [999, 20000, 0, 0, POINTS_MESSAGES.notEnough],
    [1000, 20000, 1000, 500, null],
    [1999, 20000, 1000, 500, null],
    [5000, 20000, 5000, 2500, null],
    [10001, 20000, 10000, 5000, null],
    [25000, 20000, 10000, 5000, null],
    [1000, 10000, 0, 0, POINTS_MESSAGES.orderTooSmall], // exactly 100.00 yuan
    [1000, 10001, 1000, 500, null], // 100.01 yuan
    [10001, 10001, 10000, 5000, null],
    [999, 10000, 0, 0, POINTS_MESSAGES.notEnough], // the balance is checked first
    [0, 0, 0, 0, POINTS_MESSAGES.notEnough],
  ])('balance %i on an order of %i fen → %i points (%i fen)', (balance, order, points, fen, problem) => {
    expect(usablePoints(balance, order)).toEqual({ points, fen, problem });
  });

  it('uses the spec messages', () => {
    expect(POINTS_MESSAGES.notEnough).toBe('积分不足，无法使用积分！');
    expect(POINTS_MESSAGES.orderTooSmall).toBe('订单金额小于100元，无法使用积分抵扣');
  });

  it.each([
    [-1, 20000],
    [1.5, 20000],
    [1000, 1.5],
  ])('rejects balance %d / order %d', (balance, order) => {
    expect(() => usablePoints(balance, order)).toThrow(RangeError);
  });

  it('is a capped multiple of 1000 worth half a fen per point (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (balance, order) => {
        const { points, fen, problem } = usablePoints(balance, order);
        const ok = points % 1000 === 0 && points <= MAX_POINTS_PER_ORDER && points <= balance && fen * 2 === points;
        const usable = balance >= 1000 && order > 10000;
        return ok && (problem === null) === usable && points > 0 === usable && (!usable || balance - points < 1000 || points === MAX_POINTS_PER_ORDER);
      }),
    );
  });
});

describe('applyPoints', () => {
  it.each([
    [0, 5000, 20000, 0, null],
    [3500, 5000, 20000, 3000, null],
    [20000, 50000, 20000, 10000, null],
    [1000, 999, 20000, 0, POINTS_MESSAGES.notEnough],
    [1000, 1000, 10000, 0, POINTS_MESSAGES.orderTooSmall],
    [500, 5000, 20000, 0, null],
  ])('asks %i with balance %i on %i fen → %i', (requested, balance, order, points, problem) => {
    const result = applyPoints(requested, balance, order);
    expect(result.points).toBe(points);
    expect(result.fen).toBe(points / 2);
    expect(result.problem).toBe(problem);
  });
});

describe('other point rules', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 500],
    [2500, 1000],
    [10000, 5000],
  ])('pointsToFen(%i) = %i', (points, fen) => {
    expect(pointsToFen(points)).toBe(fen);
  });

  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [12345, 123],
    [-500, 0],
  ])('paying %i fen earns %i points', (fen, points) => {
    expect(pointsEarned(fen)).toBe(points);
  });

  it('points coupons need enough points', () => {
    expect(canRedeemPointsCoupon(1000, 1000)).toBe(true);
    expect(canRedeemPointsCoupon(999, 1000)).toBe(false);
  });
});

describe('pointsChoiceMessage', () => {
  it('ticking 使用积分 on an order of 100 yuan or less says 订单金额小于100，无法使用积分！', () => {
    expect(pointsChoiceMessage(usablePoints(5000, 10000).problem)).toBe('订单金额小于100，无法使用积分！');
    expect(pointsChoiceMessage(usablePoints(500, 50000).problem)).toBe('积分不足，无法使用积分！');
    expect(pointsChoiceMessage(usablePoints(5000, 50000).problem)).toBeNull();
  });
});
