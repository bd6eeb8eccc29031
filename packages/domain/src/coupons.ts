import { assertFen, fenToYuanString, sumFen, type Fen } from './money';
import { splitProportionally } from './proportional-split';

/**
 * Coupon applicability and discount. Scopes: 1 all; 2 and 4 a venue (community); 3 a category (field
 * type); 5 and 6 a booth (selling resource). One coupon per order.
 */

export const COUPON_SCOPE = { all: 1, venue: [2, 4], category: 3, booth: [5, 6] } as const;

export type CouponScopeKind = 'all' | 'venue' | 'category' | 'booth';

export interface Coupon {
  id: number;
  /** Face value in fen. */
  amount: Fen;
  /** Threshold in fen the eligible lines must reach (0 = no threshold). */
  min_goods_amount: Fen;
  scope: number;
  /** What the scope targets: community ids (2, 4), field type ids (3) or selling resource ids (5, 6). */
  scope_ids?: readonly number[] | null;
  /** Validity window, instants (ISO-8601 with offset, or Date); both ends included. */
  start_at: string | Date;
  end_at: string | Date;
}

/** An order line as coupon rules see it. */
export interface CouponLine {
  /** Line amount before subsidy, fen. */
  amount: Fen;
  /** Subsidy already granted on the line, fen (0 when absent). A coupon never discounts it twice. */
  subsidy?: Fen;
  community_id?: number | null;
  field_type_id?: number | null;
  selling_resource_id?: number | null;
}

export type CouponRejection = 'not_started' | 'expired' | 'no_eligible_lines' | 'below_threshold' | 'not_below_price';

export interface CouponEvaluation {
  coupon: Coupon;
  fits: boolean;
  reason: CouponRejection | null;
  /** Per line: does the coupon's scope cover it. */
  eligible: boolean[];
  /** Σ amount of eligible lines, fen (before subsidy). */
  eligibleAmount: Fen;
  /** Discount granted, fen: min(face value, eligible amount after subsidy), keeping ≥ 1 fen to pay; 0 when it does not fit. */
  discount: Fen;
  /** `discount` spread over the eligible lines in proportion to their amount after subsidy (0 elsewhere). */
  shares: Fen[];
}

/** Chinese message for a coupon that cannot be used. */
export function couponRejectionMessage(reason: CouponRejection, coupon: Pick<Coupon, 'min_goods_amount'>): string {
  switch (reason) {
    case 'not_started':
      return '该优惠券尚未到使用时间';
    case 'expired':
      return '该优惠券已过期';
    case 'no_eligible_lines':
      return '该优惠券不适用于所选场地';
    case 'below_threshold':
      return `订单金额未满${fenToYuanString(coupon.min_goods_amount)}元，无法使用该优惠券`;
    case 'not_below_price':
      return '订单金额需高于优惠券金额才能使用该优惠券';
  }
}

/** What kind of target a scope id means; null for an unknown scope. */
export function couponScopeKind(scope: number): CouponScopeKind | null {
  if (scope === COUPON_SCOPE.all) return 'all';
  if ((COUPON_SCOPE.venue as readonly number[]).includes(scope)) return 'venue';
  if (scope === COUPON_SCOPE.category) return 'category';
  if ((COUPON_SCOPE.booth as readonly number[]).includes(scope)) return 'booth';
  return null;
}

/** True when the coupon's scope covers the line. */
export function couponCoversLine(coupon: Pick<Coupon, 'scope' | 'scope_ids'>, line: CouponLine): boolean {
  const ids = coupon.scope_ids ?? [];
  const has = (id: number | null | undefined) => id !== null && id !== undefined && ids.includes(id);
  switch (couponScopeKind(coupon.scope)) {
    case 'all':
      return true;
    case 'venue':
      return has(line.community_id);
    case 'category':
      return has(line.field_type_id);
    case 'booth':
      return has(line.selling_resource_id);
    case null:
      return false;
  }
}

function instant(value: string | Date, label: string): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`${label} is not a valid instant: ${String(value)}`);
  return ms;
}

/** Where `now` lies in the coupon's validity window (both ends included). */
export function couponValidity(coupon: Pick<Coupon, 'start_at' | 'end_at'>, now: Date): 'active' | 'not_started' | 'expired' {
  const at = instant(now, 'now');
  if (at < instant(coupon.start_at, 'start_at')) return 'not_started';
  if (at > instant(coupon.end_at, 'end_at')) return 'expired';
  return 'active';
}

/**
 * Whether `coupon` fits the order `lines` at `now`, and its discount. It fits when it is inside its
 * validity window, covers at least one line, the covered lines' amount reaches `min_goods_amount`,
 * and — for a zero-threshold coupon — its face value is below that amount.
 */
export function evaluateCoupon(coupon: Coupon, lines: readonly CouponLine[], now: Date): CouponEvaluation {
  assertFen(coupon.amount, 'coupon.amount', { nonNegative: true });
  assertFen(coupon.min_goods_amount, 'coupon.min_goods_amount', { nonNegative: true });
  const eligible = lines.map((line) => couponCoversLine(coupon, line));
  const eligibleAmount = sumFen(lines.filter((_, i) => eligible[i]).map((line) => line.amount));
  const net = lines.map((line) => Math.max(0, line.amount - (line.subsidy ?? 0)));
  const rejected = (reason: CouponRejection): CouponEvaluation => ({
    coupon,
    fits: false,
    reason,
    eligible,
    eligibleAmount,
    discount: 0,
    shares: lines.map(() => 0),
  });
  const validity = couponValidity(coupon, now);
  if (validity !== 'active') return rejected(validity);
  if (eligibleAmount <= 0) return rejected('no_eligible_lines');
  if (eligibleAmount < coupon.min_goods_amount) return rejected('below_threshold');
  if (coupon.min_goods_amount === 0 && coupon.amount >= eligibleAmount) return rejected('not_below_price');
  const weights = net.map((value, i) => (eligible[i] ? value : 0));
  const eligibleNet = sumFen(weights);
  const payableCap = Math.max(0, sumFen(net) - 1);
  const discount = Math.min(coupon.amount, eligibleNet, payableCap);
  return { coupon, fits: true, reason: null, eligible, eligibleAmount, discount, shares: splitProportionally(discount, weights) };
}

/** The coupons that fit, best first (largest discount, then the one expiring first, then lower id). */
export function fittingCoupons(coupons: readonly Coupon[], lines: readonly CouponLine[], now: Date): CouponEvaluation[] {
  return coupons
    .map((coupon) => evaluateCoupon(coupon, lines, now))
    .filter((evaluation) => evaluation.fits)
    .sort((a, b) => b.discount - a.discount || instant(a.coupon.end_at, 'end_at') - instant(b.coupon.end_at, 'end_at') || a.coupon.id - b.coupon.id);
}

/** The best fitting coupon, or null (the checkout's default choice). */
export function bestCoupon(coupons: readonly Coupon[], lines: readonly CouponLine[], now: Date): CouponEvaluation | null {
  return fittingCoupons(coupons, lines, now)[0] ?? null;
}
