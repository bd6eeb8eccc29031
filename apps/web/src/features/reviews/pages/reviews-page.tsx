import { GiftOutlined } from '@ant-design/icons';
import { REVIEW_MESSAGES } from '@vm/domain/reviews';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { MY_REVIEWS_PAGE_SIZE, PENDING_PAGE_SIZE, useMyReviews, usePendingReviews } from '../api/use-reviews';
import { PendingReviewCard } from '../components/pending-review-card';
import { ReviewCard } from '../components/review-card';
import styles from '../components/reviews.module.css';

function PendingTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const pending = usePendingReviews(page);
  return (
    <PagedList query={pending} page={page} pageSize={PENDING_PAGE_SIZE} onPageChange={onPage} loading={<RowsSkeleton rows={2} />} empty="暂无待评论订单">
      {(rows) => (
        <>
          <p className={styles.intro}>
            <GiftOutlined /> {REVIEW_MESSAGES.couponHint}，每个子订单可评价一次
          </p>
          <ul className={styles.pendingList} data-testid="pending-reviews">
            {rows.map((item) => (
              <PendingReviewCard key={item.field_order_item_id} item={item} />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

function MineTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const mine = useMyReviews(page);
  return (
    <PagedList query={mine} page={page} pageSize={MY_REVIEWS_PAGE_SIZE} onPageChange={onPage} loading={<RowsSkeleton rows={2} />} empty="暂无评价">
      {(rows) => (
        <div data-testid="my-reviews">
          {rows.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
    </PagedList>
  );
}

/** /admin/comments/index?tab=pending|done&page=: finished sub-orders to review (4 a page) and the buyer's reviews. */
export function ReviewsPage() {
  usePageTitle('我的评价');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'done' ? 'done' : 'pending';
  const page = pageFromParam(params.get('page'));
  const pending = usePendingReviews(1);
  const pendingTotal = pending.data?.total ?? 0;

  const go = (next: { tab: 'pending' | 'done'; page?: number }) => {
    const search = new URLSearchParams();
    if (next.tab === 'done') search.set('tab', 'done');
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminFrame title="我的评价" testId="reviews-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key === 'done' ? 'done' : 'pending' })}
        items={[
          { key: 'pending', label: pendingTotal > 0 ? `待评价（${pendingTotal}）` : '待评价' },
          { key: 'done', label: '已评价' },
        ]}
      />
      {tab === 'pending' ? (
        <PendingTab page={page} onPage={(next) => go({ tab, page: next })} />
      ) : (
        <MineTab page={page} onPage={(next) => go({ tab, page: next })} />
      )}
    </AdminFrame>
  );
}
