import { GiftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useCurrentCity } from '@/shared/city/current-city';
import { EmptyBlock } from '@/shared/ui/load-state';
import { usePendingComments } from '../api/success-queries';
import styles from './order-success.module.css';
import { paths } from '@/shared/paths';

/** 评价送优惠券: the buyer's finished sub-orders awaiting a review (4), each with a link to review it. */
export function ReviewPrompt() {
  const city = useCurrentCity();
  const finished = usePendingComments(city.id);
  const items = finished.data?.data ?? [];
  return (
    <div data-testid="review-prompt">
      <p className={styles.reviewIntro}>
        <GiftOutlined /> 评价已完成的订单即可获得优惠券，下次预订更优惠
        <Link to={paths.orders('status=finished&page=1')} className={styles.more}>
          查看全部已完成订单
        </Link>
      </p>
      {finished.isPending ? null : items.length === 0 ? (
        <EmptyBlock text="暂无待评论订单" />
      ) : (
        <ul className={styles.reviewList}>
          {items.map((item) => (
            <li key={item.field_order_item_id}>
              <span className={styles.reviewName}>{item.field_name}</span>
              <span className={styles.venueMeta}>
                {item.start} 至 {item.end}
              </span>
              <Link to={paths.commentEdit(item.field_order_item_id)} className={styles.more}>
                去评价
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
