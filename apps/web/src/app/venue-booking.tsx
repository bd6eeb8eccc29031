import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { SpecPicker } from '../features/booking/spec-picker';
import { useAddToCart } from '../features/cart/api/use-add-to-cart';
import { EnquiryDialog } from '../features/enquiries/enquiry-dialog';

/**
 * The venue page's booking block, composed here so that no feature imports another: the picker of
 * features/booking, adding to the cart of features/cart, the enquiry dialog of features/enquiries.
 */
export function VenueBooking({ venue }: { venue: VenueDetail }) {
  const cart = useAddToCart();
  return <SpecPicker venue={venue} cart={cart} EnquiryDialog={EnquiryDialog} />;
}
