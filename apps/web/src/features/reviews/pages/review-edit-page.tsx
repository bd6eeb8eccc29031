import type { MyComment } from '@vm/contracts/reviews';
import { REVIEW_MESSAGES } from '@vm/domain/reviews';
import { formatYuan } from '@vm/domain/money';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { couponYuan } from '@/shared/coupons/coupon-text';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useReviewSubject } from '../api/use-reviews';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';
import styles from '../components/reviews.module.css';
import { paths } from '@/shared/paths';

/** What the buyer sees once the review is in: where it shows, and the coupon it earned. */
export function Written({ review }: { review: MyComment }) {
  // The form was long (photos, text) and the buyer pressed 提交 at its foot: bring the confirmation into view
  // (a phone showed nothing new on its screen) and announce it.
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} tabIndex={-1} role="status" aria-live="polite" className={styles.written} data-testid="review-written">
      <Result
        status="success"
        title="评价成功"
        subTitle={
          review.coupon ? (
            <span data-testid="review-coupon">
              已获得优惠券「{review.coupon.text}」{couponYuan(review.coupon.amount)}，有效期至 {review.coupon.end_at.slice(0, 10)}
            </span>
          ) : (
            '感谢您的评价，它已展示在场地页面'
          )
        }
        extra={[
          <Link key="venue" to={paths.venue(review.top_physical_id)}>
            <Button type="primary">查看场地评价</Button>
          </Link>,
          review.coupon ? (
            <Link key="coupons" to={paths.coupons()}>
              <Button>查看我的优惠券</Button>
            </Link>
          ) : null,
          <Link key="more" to={paths.comments()}>
            <Button>继续评价</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

/** /admin/comments/edit/{order item id}: review a finished sub-order, or see the review already written. */
export function ReviewEditPage() {
  usePageTitle('评价订单');
  const itemId = Number(useParams().id);
  const subject = useReviewSubject(Number.isSafeInteger(itemId) && itemId > 0 ? itemId : 0);
  const [written, setWritten] = useState<MyComment | null>(null);
  const crumbs = [{ label: '我的评价', to: paths.comments() }];

  if (!(Number.isSafeInteger(itemId) && itemId > 0)) {
    return (
      <AdminFrame title="评价订单" crumbs={crumbs}>
        <LoadError error={null} title="订单不存在" />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title="评价订单" crumbs={crumbs} testId="review-edit-page">
      <QueryState query={subject} loading={<RowsSkeleton rows={2} />}>
        {(data) =>
          written ? (
            <Written review={written} />
          ) : (
            <>
              <section className={styles.subject}>
                <SafeImage src={data.item.pic_url} alt={data.item.field_name} className={styles.pendingPic} />
                <div className={styles.pendingBody}>
                  <Link to={paths.venue(data.item.top_physical_id)} className={styles.venueName}>
                    {data.item.field_name}
                  </Link>
                  <p className={styles.muted}>
                    {data.item.size.replaceAll('*', 'x')} · {data.item.lease_term_type} · {data.item.start} 至 {data.item.end}
                  </p>
                  <p className={styles.muted}>
                    子订单 {data.item.order_num} · 实付 {formatYuan(data.item.price)}
                  </p>
                </div>
              </section>
              {data.comment ? (
                <>
                  <Alert type="success" showIcon title="您已评价过该订单" style={{ marginBottom: 8 }} />
                  <ReviewCard review={data.comment} showVenue={false} />
                </>
              ) : data.can_comment ? (
                <ReviewForm subject={data} onWritten={setWritten} />
              ) : (
                <Alert type="info" showIcon title={REVIEW_MESSAGES.notFinished} />
              )}
            </>
          )
        }
      </QueryState>
    </AdminFrame>
  );
}
