import { CARD_IMAGE_SIZES } from '@vm/domain/image-variants';
import type { VenueCard as VenueCardData } from '@vm/contracts/catalogue-search';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { dayPriceLabel } from './price-label';
import { SafeImage } from './safe-image';
import styles from './venue-card.module.css';

export interface VenueCardView {
  href: string;
  image: string | undefined;
  name: string;
  /** The place line (district · trading area · community …). */
  place: string;
  price: string;
  orders: number;
  badges?: readonly string[];
  /** A wider-than-tall picture, for narrow side columns. */
  compact?: boolean;
  testId?: string;
  /** Above the fold: the picture loads at once and first (it may be the page's largest paint). */
  eager?: boolean;
}

/** The one venue card of the site: picture with badges, name, place, price and bookings. */
export function VenueCardFrame({ href, image, name, place, price, orders, badges = [], compact = false, testId = 'venue-card', eager = false }: VenueCardView) {
  return (
    <Link to={href} className={styles.card} data-testid={testId}>
      <div className={styles.media} style={compact ? { aspectRatio: '16 / 9' } : undefined}>
        <SafeImage src={image} alt={name} sizes={CARD_IMAGE_SIZES} priority={eager} />
        {badges.length > 0 && (
          <span className={styles.badges}>
            {badges.map((badge) => (
              <span key={badge} className={styles.badge}>
                {badge}
              </span>
            ))}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <p className={styles.meta} title={place}>
          {place}
        </p>
        <div className={styles.footer}>
          <span className={styles.price}>{price}</span>
          <span className={styles.orders}>已订 {orders} 单</span>
        </div>
      </div>
    </Link>
  );
}

/**
 * The card's shape while its venue loads: the same boxes and line heights as VenueCardFrame, so nothing
 * moves when the venue arrives (layout shift).
 */
export function VenueCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="venue-card-skeleton">
      <div className={styles.media} style={compact ? { aspectRatio: '16 / 9' } : undefined} />
      <div className={styles.body}>
        <div className={styles.name}>{'\u00a0'}</div>
        <p className={styles.meta}>{'\u00a0'}</p>
        <div className={styles.footer}>
          <span className={styles.price}>{'\u00a0'}</span>
          <span className={styles.orders}>{'\u00a0'}</span>
        </div>
      </div>
    </div>
  );
}

/** A venue of GET /api/fields and lists shaped like it (list, home modules, themes, communities, ads). */
export function VenueCard({ venue, eager = false }: { venue: VenueCardData; eager?: boolean }) {
  const badges = [venue.is_proprietary ? '自营' : null, venue.has_panorama ? '全景' : null].filter((badge): badge is string => badge !== null);
  const place = [venue.district_name, venue.trading_area_name, venue.community_name].filter(Boolean).join(' · ') || venue.address;
  return (
    <VenueCardFrame
      href={paths.venue(venue.top_physical_id)}
      image={venue.community_img?.pic_url}
      name={venue.name}
      place={place}
      price={dayPriceLabel(venue.floor_day_price, { enquiry: venue.is_enquiry, from: true })}
      orders={venue.order_quantity}
      badges={badges}
      eager={eager}
    />
  );
}
