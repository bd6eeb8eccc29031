import type { ResourceCoupon, ResourceCoupons } from '@vm/contracts/coupons';
import type { PricedLine } from '@vm/contracts/orders';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { errorMessage } from '@/shared/api/api-error';
import { useExchangeCoupon, useRefreshCoupons } from '@/shared/coupons/coupon-api';
import { couponYuan, thresholdText, validityRange } from '@/shared/coupons/coupon-text';
import { toast } from '@/shared/ui/feedback';
import { checkoutCouponProblem } from '../coupon-eligibility';
import styles from './coupon-choice.module.css';

/**
 * Every coupon of the venues once: the buyer's received coupons (by their own id) first, then points
 * coupons on offer (no id until claimed) — the server already answers them in that order per venue.
 */
export function mergeCheckoutCoupons(answer: ResourceCoupons | undefined): ResourceCoupon[] {
  const seen = new Set<string>();
  const merged: ResourceCoupon[] = [];
  for (const venue of answer ?? []) {
    for (const coupon of venue.coupons) {
      const key = coupon.id === null ? `offer-${coupon.coupon_id}` : `mine-${coupon.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(coupon);
    }
  }
  return merged.sort((a, b) => Number(a.id === null) - Number(b.id === null));
}

/**
 * The coupon choice of the checkout: no coupon, one of the buyer's coupons, or a points coupon that is
 * claimed (points spent) first to get its id. A coupon the domain's evaluateCoupon refuses for the
 * previewed lines (threshold of the lines it covers, face value, validity) cannot be chosen, so the page
 * never offers a coupon the server would refuse; whatever else is wrong the preview reports.
 */
export function CouponChoice({
  coupons,
  selectedId,
  lines,
  pointsBalance,
  onSelect,
  now = new Date(),
}: {
  coupons: ResourceCoupon[];
  selectedId: number | null;
  /** The previewed lines of the order (empty while the first preview loads). */
  lines: readonly PricedLine[];
  pointsBalance: number;
  onSelect: (couponId: number | null) => void;
  /** The instant coupon validity is judged at. */
  now?: Date;
}) {
  const exchange = useExchangeCoupon();
  const refresh = useRefreshCoupons();

  const claim = async (coupon: ResourceCoupon) => {
    try {
      const claimed = await exchange.mutateAsync(coupon);
      void toast.success('兑换成功，已为您选择该优惠券');
      await refresh();
      onSelect(claimed.id);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <div data-testid="coupon-choice">
      <Radio.Group
        value={selectedId ?? 0}
        onChange={(event) => onSelect(event.target.value === 0 ? null : (event.target.value as number))}
        className={styles.group}
      >
        <Radio value={0} className={styles.row}>
          不使用优惠券
        </Radio>
        {coupons.map((coupon) => {
          const problem = checkoutCouponProblem(coupon, lines, now);
          const unusable = problem !== null;
          const label = (
            <span className={styles.coupon} title={problem ?? undefined}>
              <span className={styles.amount}>{couponYuan(coupon.amount)}</span>
              <span className={styles.text}>{coupon.text}</span>
              <span className={styles.meta}>
                {thresholdText(coupon.min_goods_amount)} · {coupon.scope_text}
                {coupon.start_at && coupon.end_at ? ` · ${validityRange(coupon.start_at, coupon.end_at)}` : ''}
                {unusable ? ' · 未满足使用条件' : ''}
              </span>
            </span>
          );
          if (coupon.id !== null) {
            return (
              <Radio key={`mine-${coupon.id}`} value={coupon.id} disabled={unusable} className={styles.row}>
                {label}
              </Radio>
            );
          }
          const affordable = pointsBalance >= coupon.consumption_point;
          return (
            <div key={`offer-${coupon.coupon_id}`} className={`${styles.row} ${styles.offer}`}>
              {label}
              <Button
                size="small"
                disabled={!affordable || unusable}
                loading={exchange.isPending && exchange.variables?.coupon_id === coupon.coupon_id}
                onClick={() => void claim(coupon)}
              >
                {coupon.consumption_point}积分兑换并使用
              </Button>
              {!affordable && <span className={styles.meta}>积分不足</span>}
            </div>
          );
        })}
      </Radio.Group>
      {coupons.length === 0 && <p className={styles.empty}>暂无可用优惠券</p>}
    </div>
  );
}
