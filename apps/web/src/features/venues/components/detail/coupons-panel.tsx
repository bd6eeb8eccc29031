import { formatYuan } from '@vm/domain/money';
import { useCommunityCoupons } from '../../api/use-community-coupons';
import styles from './venue-sections.module.css';

export const NO_COUPONS_TEXT = '暂无可用优惠券';

/** 满¥500.00可用, or 无门槛. */
function thresholdText(minGoodsAmount: number): string {
  return minGoodsAmount > 0 ? `满${formatYuan(minGoodsAmount)}可用` : '无门槛';
}

/**
 * The coupons on offer for this venue (GET communities/{id}/coupons). Receiving a coupon comes with
 * the coupons issue; until the endpoint answers, the panel says there is none.
 */
export function CouponsPanel({ communityId, physicalResourceId }: { communityId: number; physicalResourceId: number }) {
  const coupons = useCommunityCoupons(communityId, physicalResourceId);
  const list = coupons.data ?? [];
  return (
    <aside className={styles.sideCard} aria-labelledby="venue-coupons-title">
      <h3 id="venue-coupons-title">优惠券</h3>
      {coupons.isPending ? (
        <p className={styles.muted}>加载中…</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{NO_COUPONS_TEXT}</p>
      ) : (
        <ul className={styles.coupons}>
          {list.map((coupon, index) => (
            <li key={coupon.id ?? `c-${coupon.coupon_id ?? index}`} className={styles.coupon}>
              <strong>{formatYuan(coupon.amount)}</strong>
              <span>{coupon.text || thresholdText(coupon.min_goods_amount)}</span>
              {coupon.end_at && <small>有效期至 {coupon.end_at.slice(0, 10)}</small>}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
