import type { MyComment } from '@vm/contracts/reviews';
import { GiftOutlined } from '@ant-design/icons';
import Image from 'antd/es/image';
import Rate from 'antd/es/rate';
import { Link } from 'react-router';
import { couponYuan } from '@/shared/coupons/coupon-text';
import styles from './reviews.module.css';
import { paths } from '@/shared/paths';

/** A review the buyer wrote: venue, stars, date, text, photos, the supplier's reply and the coupon it earned. */
export function ReviewCard({ review, showVenue = true }: { review: MyComment; showVenue?: boolean }) {
  return (
    <article className={styles.review} data-testid="my-review">
      <header className={styles.reviewHead}>
        {showVenue && (
          <Link to={paths.venue(review.top_physical_id)} className={styles.venueName}>
            {review.field_name}
          </Link>
        )}
        <Rate disabled value={review.rating} className={styles.rate} aria-label={`${review.rating}星`} />
        <time className={styles.muted}>{review.created_at.slice(0, 16).replace('T', ' ')}</time>
      </header>
      <p className={styles.reviewText}>{review.content}</p>
      {review.images.length > 0 && (
        <Image.PreviewGroup>
          <div className={styles.photos}>
            {review.images.map((url) => (
              <Image key={url} src={url} width={80} height={80} style={{ objectFit: 'cover', borderRadius: 4 }} alt="评价图片" />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {review.reply && <p className={styles.reply}>场地方回复：{review.reply}</p>}
      {review.coupon && (
        <p className={styles.coupon}>
          <GiftOutlined /> 已获得优惠券「{review.coupon.text}」{couponYuan(review.coupon.amount)}，<Link to={paths.coupons()}>去我的优惠券查看</Link>
        </p>
      )}
    </article>
  );
}
