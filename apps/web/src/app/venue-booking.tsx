import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { lazyWithAntd } from '@/shared/ui/antd-lazy';
import { Suspense, useState } from 'react';
import { SpecPicker, type EnquiryDialogProps } from '@/features/booking/spec-picker';
import { useAddToCart } from '@/features/cart/api/use-add-to-cart';

/** The enquiry dialog (antd's Form, Input and Modal, the enquiry rules) loads when 询价 is first tapped (decision 0048). */
const EnquiryDialog = lazyWithAntd(() => import('@/features/enquiries/enquiry-dialog').then((module) => module.EnquiryDialog));

function EnquiryDialogOnIntent(props: EnquiryDialogProps) {
  // Mounted from the first opening on, so the dialog animates closed.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialog {...props} />
    </Suspense>
  );
}

/**
 * The venue page's booking block, composed here so that no feature imports another: the picker of
 * features/booking, adding to the cart of features/cart, the enquiry dialog of features/enquiries.
 * What only an action needs (calendar, enquiry form, the order contract's schemas) loads on that
 * action (decision 0048).
 */
export function VenueBooking({ venue }: { venue: VenueDetail }) {
  const cart = useAddToCart();
  return <SpecPicker venue={venue} cart={cart} EnquiryDialog={EnquiryDialogOnIntent} />;
}
