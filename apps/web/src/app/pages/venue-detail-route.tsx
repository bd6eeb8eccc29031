import { VenueDetailPage } from '../../features/venues/pages/venue-detail-page';
import { VenueBooking } from '../venue-booking';

/** /fields/{id}: the venue page of features/venues with the booking block of app/venue-booking. */
export function VenueDetailRoute() {
  return <VenueDetailPage Booking={VenueBooking} />;
}
