import type { GroupPurchase } from '@vm/contracts/group-buys';
import { formatYuan } from '@vm/domain/money';
import Progress from 'antd/es/progress';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { SafeImage } from '../catalogue/safe-image';
import { GroupCountdown } from './group-countdown';
import styles from './group-buys.module.css';

/** A group in a list (the success page's other group-buys): picture, venue, group price, progress and time left. */
export function GroupCard({ group }: { group: GroupPurchase }) {
  return (
    <Link to={paths.groupView(group.id)} className={styles.card} data-testid="group-card">
      <SafeImage src={group.pic_url} alt={group.field_name} className={styles.cardImage} />
      <span className={styles.cardName} title={`${group.community_name} ${group.field_name}`}>
        {group.field_name}
      </span>
      <span className={styles.cardMeta}>
        {group.community_name} · {group.size}
      </span>
      <span className={styles.cardPrice}>
        拼团价 <strong>{formatYuan(group.total_price)}</strong> <del>{formatYuan(group.total_origin_price)}</del>
      </span>
      <Progress percent={Math.round((group.number_of_group_purchase_now / group.max_members) * 100)} size="small" showInfo={false} />
      <span className={styles.cardMeta}>
        已拼 {group.number_of_group_purchase_now}/{group.max_members} 人 · 剩余 <GroupCountdown deadline={group.deadline} />
      </span>
    </Link>
  );
}
