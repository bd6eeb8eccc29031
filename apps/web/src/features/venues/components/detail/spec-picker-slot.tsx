import type { VenueDetail } from '@vm/contracts/catalogue-venue';

/**
 * SLOT — specification picker and two-month calendar (product-spec "Ordering and payment"): lease
 * term, booth size, supplier or tag, special requirement, dates, then enquiry / add to cart / order
 * now. The ordering issue replaces this component's body; it receives the venue with its
 * selling_resources already loaded. Renders nothing until then.
 */
export function SpecPickerSlot(_props: { venue: VenueDetail }) {
  return <div data-slot="spec-picker" hidden />;
}
