import { useState } from 'react';
import { Link } from 'react-router';
import { useCouponOffers, COUPON_PATHS } from '@/shared/coupons/coupon-api';
import { SimplePager } from '@/shared/ui/simple-pager';
import { CouponClaimButton } from './coupon-claim-button';
import { CouponTicket } from './coupon-ticket';
import styles from './venue-coupons-panel.module.css';
import { paths } from '@/shared/paths';

export const NO_COUPONS_TEXT = '暂无可用优惠券';
const PAGE_SIZE = 5;

/**
 * The venue page's coupon side panel (docs/spec/product-spec.md "a coupons side panel"): the coupons on offer for a
 * community — narrowed to a physical resource when given — each with a real receive button. Visitors
 * are sent to the login page and come back. Fits the 300 px side column.
 */
export function VenueCouponsPanel({ communityId, physicalResourceId }: { communityId: number; physicalResourceId?: number }) {
  const [page, setPage] = useState(1);
  const offers = useCouponOffers(COUPON_PATHS.communityCoupons(communityId), { page, page_size: PAGE_SIZE, physical_resource_id: physicalResourceId });
  const list = offers.data?.data ?? [];
  return (
    <aside className={styles.panel} aria-labelledby="venue-coupons-title" data-testid="venue-coupons-panel">
      <header className={styles.head}>
        <h3 id="venue-coupons-title">优惠券</h3>
        <Link to={paths.coupons()}>我的优惠券</Link>
      </header>
      {offers.isPending ? (
        <p className={styles.muted}>加载中…</p>
      ) : offers.isError || list.length === 0 ? (
        <p className={styles.muted}>{NO_COUPONS_TEXT}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((offer) => (
            <li key={offer.coupon_id}>
              <CouponTicket
                compact
                amount={offer.amount}
                minGoodsAmount={offer.min_goods_amount}
                title={offer.text}
                scopeText={offer.scope_text}
                validityText={offer.validity_text}
                action={<CouponClaimButton offer={offer} size="small" onFailed={() => void offers.refetch()} />}
                testId="venue-coupon"
              />
            </li>
          ))}
        </ul>
      )}
      {(offers.data?.total ?? 0) > PAGE_SIZE && (
        <div className={styles.pager}>
          <SimplePager page={page} total={offers.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} label="优惠券分页" />
        </div>
      )}
    </aside>
  );
}
