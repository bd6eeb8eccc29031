import type { VenueCard as VenueCardData } from '@vm/contracts/catalogue-search';
import { Link } from 'react-router';
import { priceLabel } from '../../../../shared/catalogue/price-label';
import { SafeImage } from '../../../../shared/catalogue/safe-image';
import { paths } from '../../../../app/paths';
import styles from './venue-card.module.css';

/** A venue of the list: image, name, floor price, order quantity, district. */
export function VenueCard({ venue }: { venue: VenueCardData }) {
  return (
    <Link to={paths.venue(venue.top_physical_id)} className={styles.card} data-testid="venue-card">
      <div className={styles.media}>
        <SafeImage src={venue.community_img.pic_url} alt={venue.name} />
        {venue.has_panorama && <span className={styles.badge}>全景</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={venue.name}>
          {venue.name}
        </h3>
        <p className={styles.meta} title={venue.community_name}>
          {venue.district_name}
          {venue.trading_area_name ? ` · ${venue.trading_area_name}` : ''} · {venue.community_name}
        </p>
        <div className={styles.footer}>
          <span className={styles.price}>{priceLabel(venue.floor_price, { enquiry: venue.is_enquiry, from: true })}</span>
          <span className={styles.orders}>已订 {venue.order_quantity} 单</span>
        </div>
      </div>
    </Link>
  );
}
