import type { RecommendedResource } from '@vm/contracts/catalogue-communities';
import { priceWithUnit } from '@/shared/catalogue/price-label';
import { VenueCardFrame } from '@/shared/catalogue/venue-card';
import { paths } from '@/shared/paths';

/** `¥800/天`, the reference range when no single price applies, or 面议 for enquiry-only venues. */
export function recommendedPriceText(item: RecommendedResource): string {
  if (item.is_enquiry) return '面议';
  if (item.price > 0) return priceWithUnit(item.price, item.unit || '天', { from: item.refer_max_price > item.price });
  return '面议';
}

/** A recommended or nearby venue (GET communities/recommends, communities/{id}/nearby) in the one venue card. */
export function RecommendedCard({ item, compact = false }: { item: RecommendedResource; compact?: boolean }) {
  const distance = item.distance !== null ? (item.distance >= 1000 ? `${(item.distance / 1000).toFixed(1)}km` : `${item.distance}m`) : null;
  return (
    <VenueCardFrame
      href={paths.venue(item.top_physical_id)}
      image={item.pic_url}
      name={item.resource_name}
      place={[item.district, item.community_name, distance].filter(Boolean).join(' · ')}
      price={recommendedPriceText(item)}
      orders={item.order_count}
      compact={compact}
      testId="recommended-card"
    />
  );
}
