import type { VenueCard } from '@vm/contracts/catalogue-search';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link, useNavigate } from 'react-router';
import { compactCount, dayPriceLabel } from '@/shared/catalogue/price-label';
import { SafeImage } from '@/shared/catalogue/safe-image';
import styles from './proprietary-field-row.module.css';
import { paths } from '@/shared/paths';

/** The community page of a proprietary venue, marked as reached from this list; opened in a new window. */
export function proprietaryCommunityUrl(communityId: number): string {
  return paths.community(communityId, 'proprietary');
}

/** One proprietary venue: picture, name, community (new window), facts, price and a detail button. */
export function ProprietaryFieldRow({ venue }: { venue: VenueCard }) {
  const navigate = useNavigate();
  const to = paths.venue(venue.top_physical_id);
  return (
    <article className={styles.row} data-testid="proprietary-field">
      <Link to={to} className={styles.cover}>
        <SafeImage src={venue.community_img?.pic_url} alt={venue.name} />
      </Link>
      <div className={styles.main}>
        <Link to={to} className={styles.name} title={venue.name}>
          {venue.name}
        </Link>
        <span className={styles.line}>
          <span className={styles.label}>所属社区：</span>
          <a className={styles.community} href={proprietaryCommunityUrl(venue.community_id)} target="_blank" rel="noopener">
            {venue.community_name}
          </a>
        </span>
        <span className={styles.line}>
          <span className={styles.label}>地址：</span>
          {[venue.district_name, venue.address].filter(Boolean).join(' ')}
        </span>
        <span className={styles.line}>
          <span className={styles.label}>场地：</span>
          {venue.field_type?.display_name} · {venue.indoor ? '室内' : '室外'} · {venue.area}㎡ · 日均人流 {compactCount(venue.person_flow)}
        </span>
        <div>
          <Tag color="red">平台自营</Tag>
          {venue.labels.slice(0, 4).map((label) => (
            <Tag key={label.id}>{label.name}</Tag>
          ))}
        </div>
      </div>
      <div className={styles.side}>
        <span className={styles.price}>{dayPriceLabel(venue.floor_day_price, { enquiry: venue.is_enquiry, from: true })}</span>
        <span className={styles.sold}>已订 {venue.order_quantity} 次</span>
        <Button type="primary" onClick={() => void navigate(to)}>
          查看详情
        </Button>
      </div>
    </article>
  );
}
