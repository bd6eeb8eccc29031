import type { PendingComment } from '@vm/contracts/reviews';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import { Link } from 'react-router';
import { SafeImage } from '@/shared/catalogue/safe-image';
import styles from './reviews.module.css';
import { paths } from '@/shared/paths';

/** A finished sub-order waiting for the buyer's review: picture, venue, booth, dates, price, 去评价. */
export function PendingReviewCard({ item }: { item: PendingComment }) {
  const dates = item.start === item.end ? item.start : `${item.start} 至 ${item.end}`;
  return (
    <li className={styles.pending} data-testid="pending-review" data-order-item-id={item.field_order_item_id}>
      <SafeImage src={item.pic_url} alt={item.field_name} className={styles.pendingPic} />
      <div className={styles.pendingBody}>
        <Link to={paths.venue(item.top_physical_id)} className={styles.venueName} title={item.field_name}>
          {item.field_name}
        </Link>
        <p className={styles.muted}>
          {item.size.replaceAll('*', 'x')} · {item.lease_term_type} · {dates}
        </p>
        <p className={styles.muted}>
          子订单 {item.order_num} · 实付 {formatYuan(item.price)}
        </p>
      </div>
      <Link to={paths.commentEdit(item.field_order_item_id)}>
        <Button type="primary">去评价</Button>
      </Link>
    </li>
  );
}
