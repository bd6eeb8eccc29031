import { COUPON_STATUSES, COUPON_STATUS_LABELS, type CouponStatus } from '@vm/contracts/coupons';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { COUPON_PATHS, useCouponOffers } from '@/shared/coupons/coupon-api';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useMyCoupons } from '../api/use-coupon-queries';
import styles from '../components/coupon-grid.module.css';
import { MyCouponList } from '../components/my-coupon-list';
import { OfferList } from '../components/offer-list';

const EMPTY_TEXT: Record<CouponStatus, string> = { unused: '暂无可用优惠券', used: '暂无已使用的优惠券', expired: '暂无已过期的优惠券' };
const OFFERS_PER_PAGE = 6;

function statusFromParam(value: string | null): CouponStatus {
  return (COUPON_STATUSES as readonly string[]).includes(value ?? '') ? (value as CouponStatus) : 'unused';
}

/** The coupons still to be had, with receive buttons; a failed receive reloads the list. */
function CouponCentre() {
  const [page, setPage] = useState(1);
  const offers = useCouponOffers(COUPON_PATHS.offers, { is_received: 0, page, page_size: OFFERS_PER_PAGE });
  return (
    <Panel title="领券中心">
      <PagedList
        query={offers}
        page={page}
        pageSize={OFFERS_PER_PAGE}
        onPageChange={setPage}
        loading={<RowsSkeleton rows={2} />}
        empty="暂无可领取的优惠券"
        pagerOptions={{ className: styles.pager }}
      >
        {(list) => <OfferList offers={list} onFailed={() => void offers.refetch()} />}
      </PagedList>
    </Panel>
  );
}

/**
 * /admin/coupons/index?status=unused|used|expired: the company's coupons by status, and coupons to receive,
 * in the member centre (its side menu) like the other member pages.
 */
export function CompanyCouponsPage() {
  usePageTitle('我的优惠券');
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const coupons = useMyCoupons(status, page);
  const counts = coupons.data?.counts;

  const go = (next: { status?: CouponStatus; page?: number }) => {
    const search = new URLSearchParams({ status: next.status ?? status });
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminFrame title="我的优惠券" testId="company-coupons-page">
      <Panel title="我的优惠券">
        <Tabs
          activeKey={status}
          onChange={(key) => go({ status: statusFromParam(key) })}
          items={COUPON_STATUSES.map((key) => ({ key, label: `${COUPON_STATUS_LABELS[key]}${counts ? `（${counts[key]}）` : ''}` }))}
        />
        <PagedList
          query={coupons}
          page={page}
          pageSize={coupons.data?.page_size ?? 10}
          onPageChange={(next) => go({ page: next })}
          loading={<RowsSkeleton rows={2} />}
          empty={EMPTY_TEXT[status]}
          pagerOptions={{ className: styles.pager }}
        >
          {(list) => <MyCouponList coupons={list} />}
        </PagedList>
      </Panel>
      <CouponCentre />
    </AdminFrame>
  );
}
