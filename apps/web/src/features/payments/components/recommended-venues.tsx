import type { RecommendedResource } from '@vm/contracts/catalogue-communities';
import { Link } from 'react-router';
import { priceWithUnit } from '@/shared/catalogue/price-label';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { useCurrentCity } from '@/shared/city/current-city';
import { EmptyBlock } from '@/shared/ui/load-state';
import { useRecommendedVenues } from '../api/success-queries';
import styles from './order-success.module.css';
import { paths } from '@/shared/paths';

function priceText(item: RecommendedResource): string {
  if (item.is_enquiry) return '面议';
  return priceWithUnit(item.price, item.unit || '天', { from: item.refer_max_price > item.price });
}

/** 为您推荐: venues of the buyer's city (GET /api/communities/recommends), 暂无推荐 when none. */
export function RecommendedVenues() {
  const city = useCurrentCity();
  const recommends = useRecommendedVenues(city.id);
  const items = recommends.data?.data ?? [];
  if (recommends.isPending) return null;
  if (items.length === 0) return <EmptyBlock text="暂无推荐" />;
  return (
    <div className={styles.recommends} data-testid="success-recommends">
      {items.map((item) => (
        <Link key={item.physical_resource_id} to={paths.venue(item.top_physical_id)} className={styles.venue}>
          <SafeImage src={item.pic_url} alt={item.resource_name} className={styles.venueImage} />
          <span className={styles.venueName} title={item.resource_name}>
            {item.resource_name}
          </span>
          <span className={styles.venueMeta}>
            {item.district} · {item.community_name}
          </span>
          <span className={styles.venuePrice}>{priceText(item)}</span>
        </Link>
      ))}
    </div>
  );
}
