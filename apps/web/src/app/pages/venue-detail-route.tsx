import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { lazy, Suspense } from 'react';
import { afterFirstPaint } from '@/shared/ui/after-first-paint';
import { VenueCouponsPanel } from '@/features/coupons/components/venue-coupons-panel';
import { VenueDetailPage, type VenuePageParts } from '@/features/venues/pages/venue-detail-page';
import styles from './venue-detail-route.module.css';

/**
 * The booking block (spec picker, calendar, cart and enquiry) is most of the page's code: it loads
 * beside the page instead of before it, so the venue's pictures and facts are drawn without waiting
 * for it (decision 0027), and only once the page is on screen (decision 0029).
 */
const LazyVenueBooking = lazy(() =>
  afterFirstPaint()
    .then(() => import('../venue-booking'))
    .then((module) => ({ default: module.VenueBooking })),
);

function VenueBookingWhenLoaded({ venue }: { venue: VenueDetail }) {
  return (
    <Suspense
      fallback={
        <div className={styles.bookingLoading} role="status" aria-busy="true">
          可售规格加载中…
        </div>
      }
    >
      <LazyVenueBooking venue={venue} />
    </Suspense>
  );
}

/** What the venue page shows from other features: the booking block (app/venue-booking) and the coupons panel. */
const parts: VenuePageParts = { Booking: VenueBookingWhenLoaded, CouponsPanel: VenueCouponsPanel };

/** /fields/{id}: the venue page of features/venues with the parts composed here. */
export function VenueDetailRoute() {
  return <VenueDetailPage parts={parts} />;
}
