import type { ActivityCard as Activity } from '@vm/contracts/catalogue-content';
import { Link } from 'react-router';
import { priceLabel } from '@/shared/catalogue/price-label';
import { SafeImage } from '@/shared/catalogue/safe-image';
import styles from './activity-card.module.css';
import { activityWindow } from './activity-window';
import { paths } from '@/shared/paths';

/** One activity of a list: cover with its type, name, community, window and price. */
export function ActivityCard({ activity }: { activity: Activity }) {
  const to = paths.activity(activity.top_physical_id);
  return (
    <Link to={to} className={styles.card} data-testid="activity-card">
      <div className={styles.cover}>
        <SafeImage src={activity.pic_url} alt={activity.name} />
        <span className={styles.type}>{activity.activity_type?.display_name ?? '活动'}</span>
        {activity.expired && <span className={styles.expired}>已截止</span>}
      </div>
      <div className={styles.body}>
        <span className={styles.name} title={activity.name}>
          {activity.name}
        </span>
        <span className={styles.meta}>{activity.community_name}</span>
        <span className={styles.meta}>活动时间：{activityWindow(activity.activity_start_date, activity.deadline)}</span>
        <span className={styles.price}>{priceLabel(activity.price, { enquiry: activity.is_enquiry, from: true })}</span>
      </div>
    </Link>
  );
}
