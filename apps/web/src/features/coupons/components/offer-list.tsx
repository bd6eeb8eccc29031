import type { CouponOffer } from '@vm/contracts/coupons';
import { CouponClaimButton } from './coupon-claim-button';
import { CouponTicket } from './coupon-ticket';
import styles from './coupon-grid.module.css';

/** Coupons on offer as tickets with their receive (or exchange) button, two per row. */
export function OfferList({ offers, onFailed, testId = 'offer' }: { offers: CouponOffer[]; onFailed: () => void; testId?: string }) {
  return (
    <div className={styles.grid}>
      {offers.map((offer) => (
        <CouponTicket
          key={offer.coupon_id}
          amount={offer.amount}
          minGoodsAmount={offer.min_goods_amount}
          title={offer.text}
          scopeText={offer.scope_text}
          validityText={offer.validity_text}
          note={
            offer.point_coupons ? `需${offer.consumption_point}积分兑换` : offer.remaining <= 20 && offer.remaining > 0 ? `仅剩${offer.remaining}张` : undefined
          }
          action={<CouponClaimButton offer={offer} onFailed={onFailed} />}
          testId={testId}
        />
      ))}
    </div>
  );
}
