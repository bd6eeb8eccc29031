import { assertFen, type Fen } from './money';

/**
 * Points (积分): 1000 points = 5 yuan. Usable in blocks of 1000, at most 10000 points (50 yuan) per
 * order, never more than the balance, and only for orders over 100 yuan.
 */

/** Points are spent in blocks of this many. */
export const POINTS_BLOCK = 1000;
/** Fen one block is worth (5 yuan). */
export const FEN_PER_POINTS_BLOCK = 500;
/** Most points one order may use (50 yuan). */
export const MAX_POINTS_PER_ORDER = 10000;
/** Points need an order strictly above this amount (100 yuan). */
export const POINTS_MIN_ORDER_FEN = 10000;

export const POINTS_MESSAGES = {
  notEnough: '积分不足，无法使用积分！',
  orderTooSmall: '订单金额小于100元，无法使用积分抵扣',
  /** The same rule when the buyer ticks 使用积分 on a small order (docs/spec/product-spec.md's points row). */
  orderTooSmallToUse: '订单金额小于100，无法使用积分！',
} as const;

/**
 * What ticking 使用积分 says when no points can be used: the spec words the small-order case as
 * 订单金额小于100，无法使用积分！ there, and 订单金额小于100元，无法使用积分抵扣 on the order's check.
 */
export function pointsChoiceMessage(problem: string | null): string | null {
  return problem === POINTS_MESSAGES.orderTooSmall ? POINTS_MESSAGES.orderTooSmallToUse : problem;
}

export interface UsablePoints {
  /** Points that may be used: a multiple of 1000, ≤ 10000 and ≤ the balance (0 when not usable). */
  points: number;
  /** What they are worth in fen. */
  fen: Fen;
  /** Why no points can be used, or null. */
  problem: string | null;
}

function assertPoints(points: number, label: string): void {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`${label} must be a non-negative integer, got ${points}`);
}

/** Whole blocks of `points` in fen: `pointsToFen(2500)` → 1000 (two blocks; the rest is not spendable). */
export function pointsToFen(points: number): Fen {
  assertPoints(points, 'points');
  return Math.floor(points / POINTS_BLOCK) * FEN_PER_POINTS_BLOCK;
}

/**
 * How many points the buyer may use on an order of `orderAmount` fen with `balance` points.
 * Checks the balance first (积分不足，无法使用积分！ below 1000), then the order (订单金额小于100元，
 * 无法使用积分抵扣 at 100 yuan or less).
 */
export function usablePoints(balance: number, orderAmount: Fen): UsablePoints {
  assertPoints(balance, 'balance');
  assertFen(orderAmount, 'orderAmount');
  if (balance < POINTS_BLOCK) return { points: 0, fen: 0, problem: POINTS_MESSAGES.notEnough };
  if (orderAmount <= POINTS_MIN_ORDER_FEN) return { points: 0, fen: 0, problem: POINTS_MESSAGES.orderTooSmall };
  const points = Math.min(Math.floor(balance / POINTS_BLOCK) * POINTS_BLOCK, MAX_POINTS_PER_ORDER);
  return { points, fen: pointsToFen(points), problem: null };
}

/**
 * Points actually applied when the buyer asks for `requested` points: `requested` rounded down to a
 * block and capped by {@link usablePoints}. `problem` is set when points were asked for but none apply.
 */
export function applyPoints(requested: number, balance: number, orderAmount: Fen): UsablePoints {
  assertPoints(requested, 'requested');
  if (requested === 0) return { points: 0, fen: 0, problem: null };
  const usable = usablePoints(balance, orderAmount);
  const points = Math.min(Math.floor(requested / POINTS_BLOCK) * POINTS_BLOCK, usable.points);
  return { points, fen: pointsToFen(points), problem: usable.problem };
}

/** Points earned when an order finishes: 1 point per whole yuan paid. */
export function pointsEarned(paidFen: Fen): number {
  assertFen(paidFen, 'paidFen');
  return paidFen > 0 ? Math.floor(paidFen / 100) : 0;
}

/** True when a balance can pay for a points coupon costing `consumptionPoint` points. */
export function canRedeemPointsCoupon(balance: number, consumptionPoint: number): boolean {
  assertPoints(balance, 'balance');
  assertPoints(consumptionPoint, 'consumptionPoint');
  return balance >= consumptionPoint;
}
