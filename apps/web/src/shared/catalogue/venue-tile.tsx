import type { VenueCard } from '@vm/contracts/catalogue-search';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { priceLabel } from './price-label';
import { SafeImage } from './safe-image';
import styles from './venue-tile.module.css';
import { paths } from '../../app/paths';

/**
 * A venue card of GET /api/fields (and lists shaped like it): cover, name, place, floor price and
 * bookings. `to` defaults to the venue page; `extra` goes under the place line (e.g. a community link).
 */
export function VenueTile({ venue, to, extra }: { venue: VenueCard; to?: string; extra?: ReactNode }) {
  const href = to ?? paths.venue(venue.top_physical_id);
  const place = [venue.district_name, venue.trading_area_name, venue.field_type?.display_name].filter(Boolean).join(' · ');
  return (
    <article className={styles.tile} data-testid="venue-tile">
      <Link to={href} className={styles.cover}>
        <SafeImage src={venue.community_img?.pic_url} alt={venue.name} />
        {venue.is_proprietary && <span className={styles.badge}>自营</span>}
      </Link>
      <div className={styles.body}>
        <Link to={href} className={styles.name} title={venue.name}>
          {venue.name}
        </Link>
        <span className={styles.meta}>{place || venue.address}</span>
        {extra}
        <div className={styles.footer}>
          <span className={styles.price}>{priceLabel(venue.floor_price, { enquiry: venue.is_enquiry, from: true })}</span>
          <span className={styles.sold}>已订 {venue.order_quantity} 次</span>
        </div>
      </div>
    </article>
  );
}
