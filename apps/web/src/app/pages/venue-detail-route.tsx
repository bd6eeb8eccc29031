import { VenueCouponsPanel } from '../../features/coupons/components/venue-coupons-panel';
import { VenueDetailPage, type VenuePageParts } from '../../features/venues/pages/venue-detail-page';
import { VenueBooking } from '../venue-booking';

/** What the venue page shows from other features: the booking block (app/venue-booking) and the coupons panel. */
const parts: VenuePageParts = { Booking: VenueBooking, CouponsPanel: VenueCouponsPanel };

/** /fields/{id}: the venue page of features/venues with the parts composed here. */
export function VenueDetailRoute() {
  return <VenueDetailPage parts={parts} />;
}
