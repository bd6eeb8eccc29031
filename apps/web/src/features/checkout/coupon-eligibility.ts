import type { ResourceCoupon } from '@vm/contracts/coupons';
import type { PricedLine } from '@vm/contracts/orders';
import { couponRejectionMessage, evaluateCoupon, type Coupon, type CouponLine } from '@vm/domain/coupons';

/**
 * A checkout coupon as the domain's coupon rules see it, the way the server loads it for an order
 * (scope target → scope_ids). A points coupon on offer has no validity window until it is claimed
 * (the window starts then), so it is judged as valid now.
 */
export function toDomainCoupon(coupon: ResourceCoupon, now: Date): Coupon {
  return {
    id: coupon.id ?? coupon.coupon_id,
    amount: coupon.amount,
    min_goods_amount: coupon.min_goods_amount,
    scope: coupon.scope,
    scope_ids: coupon.target_id === null ? null : [coupon.target_id],
    start_at: coupon.start_at ?? now,
    end_at: coupon.end_at ?? now,
  };
}

/** The preview's priced lines as coupon lines (amount before subsidy, the subsidy, what scopes look at). */
export function toCouponLines(lines: readonly PricedLine[]): CouponLine[] {
  return lines.map((line) => ({
    amount: line.amount,
    subsidy: line.subsidy,
    community_id: line.community_id,
    field_type_id: line.field_type_id,
    selling_resource_id: line.selling_resource_id,
  }));
}

/**
 * Why the coupon cannot be used on these lines now (the Chinese message the server would answer), or
 * null when it can: packages/domain evaluateCoupon, the rule the server applies to the order.
 */
export function checkoutCouponProblem(coupon: ResourceCoupon, lines: readonly PricedLine[], now: Date): string | null {
  const evaluation = evaluateCoupon(toDomainCoupon(coupon, now), toCouponLines(lines), now);
  return evaluation.reason ? couponRejectionMessage(evaluation.reason, coupon) : null;
}
