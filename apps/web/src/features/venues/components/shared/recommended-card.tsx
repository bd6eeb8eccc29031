import type { RecommendedResource } from '@vm/contracts/catalogue-communities';
import { Link } from 'react-router';
import { priceLabel } from '../../../../shared/catalogue/price-label';
import { SafeImage } from '../../../../shared/catalogue/safe-image';
import { paths } from '../../../../app/paths';
import styles from './venue-card.module.css';

/** `¥800/天`, the reference range when no single price applies, or 面议 for enquiry-only venues. */
export function recommendedPriceText(item: RecommendedResource): string {
  if (item.is_enquiry) return '面议';
  if (item.price > 0) return `${priceLabel(item.price)}${item.unit ? `/${item.unit}` : ''}`;
  if (item.refer_min_price > 0) {
    return item.refer_max_price > item.refer_min_price
      ? `${priceLabel(item.refer_min_price)}-${priceLabel(item.refer_max_price)}`
      : priceLabel(item.refer_min_price);
  }
  return '面议';
}

/** A recommended or nearby venue (GET communities/recommends, communities/{id}/nearby). */
export function RecommendedCard({ item, compact = false }: { item: RecommendedResource; compact?: boolean }) {
  return (
    <Link to={paths.venue(item.top_physical_id)} className={styles.card} data-testid="recommended-card">
      <div className={styles.media} style={compact ? { aspectRatio: '16 / 9' } : undefined}>
        <SafeImage src={item.pic_url} alt={item.resource_name} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={item.resource_name}>
          {item.resource_name}
        </h3>
        <p className={styles.meta} title={item.address}>
          {item.district} · {item.community_name}
          {item.distance !== null ? ` · ${item.distance >= 1000 ? `${(item.distance / 1000).toFixed(1)}km` : `${item.distance}m`}` : ''}
        </p>
        <div className={styles.footer}>
          <span className={styles.price}>{recommendedPriceText(item)}</span>
          <span className={styles.orders}>已订 {item.order_count} 单</span>
        </div>
      </div>
    </Link>
  );
}
