import { COUPON_STATUS_LABELS, type MyCoupon } from '@vm/contracts/coupons';
import { Link } from 'react-router';
import { CouponTicket } from './coupon-ticket';
import { validityRange } from '@/shared/coupons/coupon-text';
import styles from './coupon-grid.module.css';
import { paths } from '@/shared/paths';

/** Where a coupon can be spent: its venue, or the venue list. */
function spendLink(coupon: MyCoupon): string {
  return (coupon.scope === 2 || coupon.scope === 4) && coupon.target_id ? paths.community(coupon.target_id) : paths.venueList();
}

/** The caller's coupons of one tab; used and expired ones are greyed with a stamp. */
export function MyCouponList({ coupons }: { coupons: MyCoupon[] }) {
  return (
    <div className={styles.grid}>
      {coupons.map((coupon) => (
        <CouponTicket
          key={coupon.id}
          amount={coupon.amount}
          minGoodsAmount={coupon.min_goods_amount}
          title={coupon.text}
          scopeText={coupon.scope_text}
          validityText={validityRange(coupon.start_at, coupon.end_at)}
          note={coupon.status === 'used' && coupon.used_at ? `使用于 ${coupon.used_at.slice(0, 16).replace('T', ' ')}` : undefined}
          stamp={coupon.status === 'unused' ? undefined : COUPON_STATUS_LABELS[coupon.status]}
          action={
            coupon.status === 'unused' ? (
              <Link className={styles.useLink} to={spendLink(coupon)}>
                去使用
              </Link>
            ) : undefined
          }
          testId="my-coupon"
        />
      ))}
    </div>
  );
}
