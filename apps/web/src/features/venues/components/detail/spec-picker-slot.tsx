import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { SpecPicker } from '../../../booking/spec-picker';

/** The venue page's specification picker and calendar (features/booking). */
export function SpecPickerSlot({ venue }: { venue: VenueDetail }) {
  return <SpecPicker venue={venue} />;
}
