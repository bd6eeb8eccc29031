import type { PointHistory } from '@vm/contracts/points';
import { MAX_POINTS_PER_ORDER, POINTS_BLOCK, pointsToFen } from '@vm/domain/points';
import type { ResponsiveColumn } from '@/shared/ui/responsive-table';
import { COUPON_PATHS, useCouponOffers } from '@/shared/coupons/coupon-api';
import { couponYuan } from '@/shared/coupons/coupon-text';
import { EmptyBlock } from '@/shared/ui/load-state';
import { usePageParam } from '@/shared/ui/paged-list';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { usePointHistories } from '../api/use-coupon-queries';
import { OfferList } from '../components/offer-list';
import styles from './points-page.module.css';

const PAGE_SIZE = 10;

const COLUMNS: ResponsiveColumn<PointHistory>[] = [
  { title: '时间', dataIndex: 'created_at', width: 180, render: (value: string) => value.slice(0, 19).replace('T', ' ') },
  { title: '类型', dataIndex: 'reason_text', width: 140, card: 'title' },
  {
    title: '积分变动',
    dataIndex: 'point',
    width: 120,
    align: 'right',
    card: 'status',
    render: (value: number) => <span className={value > 0 ? styles.plus : styles.minus}>{value > 0 ? `+${value}` : value}</span>,
  },
  { title: '变动后余额', dataIndex: 'balance_after', width: 120, align: 'right' },
  { title: '说明', key: 'note', render: (_: unknown, row: PointHistory) => (row.order_id ? `订单 ${row.order_id}` : row.note || '—') },
];

/** Points coupons for every venue that the balance can buy (venue-only ones show on their venue). */
function PointsCoupons() {
  const offers = useCouponOffers(COUPON_PATHS.offers, { point_coupons: 1, scope: 1, page: 1, page_size: 6 });
  const list = offers.data?.data ?? [];
  if (offers.isPending || list.length === 0) return null;
  return (
    <Panel title="积分兑换优惠券">
      <OfferList offers={list} onFailed={() => void offers.refetch()} testId="points-offer" />
    </Panel>
  );
}

/** /admin/points/index: the points balance, what it is worth, and every change (the ledger), in the member centre. */
export function PointsPage() {
  usePageTitle('我的积分');
  const [page, setPage] = usePageParam();
  const history = usePointHistories(page, PAGE_SIZE);
  const balance = history.data?.balance ?? 0;

  return (
    <AdminFrame title="我的积分" testId="points-page">
      <Panel title="我的积分">
        <div className={styles.summary}>
          <div>
            <span className={styles.label}>当前积分</span>
            <strong className={styles.balance} data-testid="points-balance">
              {history.data ? balance : '—'}
            </strong>
          </div>
          <div>
            <span className={styles.label}>单笔订单最多可抵扣</span>
            <strong className={styles.worth}>{couponYuan(pointsToFen(Math.min(balance, MAX_POINTS_PER_ORDER)))}</strong>
          </div>
          <ul className={styles.rules}>
            <li>{`每${POINTS_BLOCK}积分抵扣${couponYuan(pointsToFen(POINTS_BLOCK))}，按${POINTS_BLOCK}的整数倍使用`}</li>
            <li>{`每笔订单最多使用${MAX_POINTS_PER_ORDER}积分（${couponYuan(pointsToFen(MAX_POINTS_PER_ORDER))}），订单金额需满100元`}</li>
            <li>订单完成后按实付金额每1元得1积分；订单取消或驳回时退回已用积分</li>
          </ul>
        </div>
      </Panel>
      <Panel title="积分明细">
        <ResponsiveQueryTable<PointHistory>
          query={history}
          spinWhile="pending"
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          empty={<EmptyBlock text="暂无积分记录" />}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ hideOnSinglePage: true }}
        />
      </Panel>
      <PointsCoupons />
    </AdminFrame>
  );
}
