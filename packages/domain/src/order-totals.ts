import { couponRejectionMessage, evaluateCoupon, type Coupon, type CouponLine } from './coupons';
import { assertFen, multiplyFen, percentOf, sumFen, type Fen } from './money';
import { applyPoints } from './points';
import { splitProportionally } from './proportional-split';

/**
 * Order totals, all in fen. The checkout shows them and the server recomputes them from its own data
 * before accepting an order; both call {@link computeOrderTotals}.
 */

/** One order line (one selling resource) as the totals need it. */
export interface TotalsLine {
  /** Price of one unit for each booked date (day-based) or each booked period (ids 3–8). */
  prices: readonly Fen[];
  /** Identical units booked on every date. */
  units: number;
  /** Platform subsidy in percent of the line amount (0 or absent = none). */
  subsidy_rate?: number | null;
  /**
   * The line's subsidy (fen) when it is already fixed — a cart line as the server priced it today —
   * instead of computing it from `subsidy_rate` and the bounds.
   */
  subsidy?: Fen | null;
  /** Bounds (fen) for the line amount after subsidy, applied when a subsidy rate is set; 0 = no bound. */
  min_after_subsidy?: Fen | null;
  max_after_subsidy?: Fen | null;
  /** Deposit of this line (fen); the order's deposit is the largest. */
  deposit?: Fen | null;
  /** What coupon scopes look at. */
  community_id?: number | null;
  field_type_id?: number | null;
  selling_resource_id?: number | null;
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  /** The coupon the buyer chose, if any. */
  coupon?: Coupon | null;
  /** Points the buyer asks to use (the order payload's `point`); 0 or absent = none. */
  points?: number;
  /** The buyer's points balance; required when `points` > 0. */
  pointsBalance?: number;
  /** The instant the coupon's validity is checked at. */
  now: Date;
}

export interface LineTotals {
  amount: Fen;
  subsidy: Fen;
  /** This line's share of the coupon discount. */
  coupon: Fen;
  /** This line's share of the points deduction. */
  integral: Fen;
  /** amount − subsidy − coupon − integral: what a refund of this line alone returns (deposit apart). */
  payable: Fen;
  deposit: Fen;
}

export interface OrderTotals {
  total_amount: Fen;
  /** Σ line subsidies. */
  subsidy: Fen;
  total_deposit: Fen;
  coupon: Fen;
  integral: Fen;
  /** Points consumed for `integral`. */
  points: number;
  /** total_amount − subsidy − coupon − integral + total_deposit, never below 1 fen. */
  total_actual_price: Fen;
  lines: LineTotals[];
  /** Why the chosen coupon gives nothing (Chinese), or null. */
  coupon_problem: string | null;
  /** Why the requested points give nothing (Chinese), or null. */
  points_problem: string | null;
}

/** Σ(price of each booked date or period) × units. */
export function lineAmount(prices: readonly Fen[], units: number): Fen {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`units must be a non-negative integer, got ${units}`);
  prices.forEach((price, i) => assertFen(price, `prices[${i}]`, { nonNegative: true }));
  return multiplyFen(sumFen(prices), units);
}

/**
 * Subsidy of a line: `amount × rate%` rounded half-up to the fen, then moved so that the amount after
 * subsidy lies within [min_after_subsidy, max_after_subsidy] (the minimum wins if the bounds cross),
 * and finally kept within [0, amount − 1] so a subsidised line still costs at least 1 fen.
 * No rate, no subsidy: the bounds alone never create one. A bound of 0 (or null) means no bound.
 */
export function lineSubsidy(amount: Fen, rate?: number | null, minAfter?: Fen | null, maxAfter?: Fen | null): Fen {
  assertFen(amount, 'amount', { nonNegative: true });
  if (!rate || rate <= 0 || amount === 0) return 0;
  let subsidy = percentOf(amount, rate);
  // 0 is the database default for "no bound" (a price of 0 after subsidy would make no sense).
  if (maxAfter && maxAfter > 0 && amount - subsidy > maxAfter) subsidy = amount - maxAfter;
  if (minAfter && minAfter > 0 && amount - subsidy < minAfter) subsidy = amount - minAfter;
  return Math.min(Math.max(subsidy, 0), amount - 1);
}

/**
 * Every figure of an order: per-line amount and subsidy, the coupon (rules of {@link evaluateCoupon},
 * spread over the lines it covers), the points deduction (rules of {@link applyPoints}, judged on the
 * amount after subsidy and coupon, spread over all lines), the deposit (largest of the lines) and the
 * price to pay. Spreads are proportional to what each line still costs, with largest remainders, so
 * the parts add up exactly and no line goes below zero. Throws a RangeError for an order without lines
 * or with malformed figures (negative or fractional fen, fractional units).
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  if (input.lines.length === 0) throw new RangeError('an order needs at least one line');
  const amounts = input.lines.map((line) => lineAmount(line.prices, line.units));
  const subsidies = input.lines.map((line, i) =>
    line.subsidy !== undefined && line.subsidy !== null
      ? Math.min(assertFen(line.subsidy, `lines[${i}].subsidy`, { nonNegative: true }), amounts[i] ?? 0)
      : lineSubsidy(amounts[i] ?? 0, line.subsidy_rate, line.min_after_subsidy, line.max_after_subsidy),
  );
  const deposits = input.lines.map((line, i) => assertFen(line.deposit ?? 0, `lines[${i}].deposit`, { nonNegative: true }));
  const net = amounts.map((amount, i) => amount - (subsidies[i] ?? 0));

  let couponShares = input.lines.map(() => 0);
  let couponProblem: string | null = null;
  if (input.coupon) {
    const couponLines: CouponLine[] = input.lines.map((line, i) => ({ ...line, amount: amounts[i] ?? 0, subsidy: subsidies[i] ?? 0 }));
    const evaluation = evaluateCoupon(input.coupon, couponLines, input.now);
    if (evaluation.reason) couponProblem = couponRejectionMessage(evaluation.reason, input.coupon);
    couponShares = evaluation.shares;
  }
  const coupon = sumFen(couponShares);
  const afterCoupon = net.map((value, i) => value - (couponShares[i] ?? 0));

  const requested = input.points ?? 0;
  const applied = applyPoints(requested, input.pointsBalance ?? 0, sumFen(afterCoupon));
  // Points never exceed 5000 fen and need more than 10000 fen left, so the deduction always fits.
  const integralShares = splitProportionally(applied.fen, afterCoupon);

  const total_amount = sumFen(amounts);
  const subsidy = sumFen(subsidies);
  const total_deposit = deposits.reduce((max, deposit) => Math.max(max, deposit), 0);
  const computed = total_amount - subsidy - coupon - applied.fen + total_deposit;
  return {
    total_amount,
    subsidy,
    total_deposit,
    coupon,
    integral: applied.fen,
    points: applied.points,
    total_actual_price: Math.max(1, computed),
    lines: input.lines.map((_, i) => ({
      amount: amounts[i] ?? 0,
      subsidy: subsidies[i] ?? 0,
      coupon: couponShares[i] ?? 0,
      integral: integralShares[i] ?? 0,
      payable: (afterCoupon[i] ?? 0) - (integralShares[i] ?? 0),
      deposit: deposits[i] ?? 0,
    })),
    coupon_problem: couponProblem,
    points_problem: requested > 0 ? applied.problem : null,
  };
}
