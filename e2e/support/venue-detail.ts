/** The parts of `GET /api/fields/{id}` the booking journeys read to find a bookable booth in the demo data. */
export interface Booth {
  id: number;
  physical_resource_id: number;
  physical_resource_name: string;
  size: string;
  tag: string;
  user: { id: number; name: string };
  is_enquiry: boolean;
  res_type_id: number;
  minimum_booking_days: number;
  special_requirements: string[];
  selling_price: { lease_term_type_id: number; price: number }[];
}

export interface Venue {
  top_physical_id: number;
  name: string;
  selling_resources: Booth[];
}

/** The picker's 供应商/标签 option of a booth: its tag, else its supplier's name, else 默认. */
export const boothLabel = (booth: Booth) => booth.tag.trim() || booth.user.name.trim() || '默认';
/** The picker's 摊位大小 option of a booth (`2*2` is shown as `2x2`). */
export const boothSize = (booth: Booth) => booth.size.replace(/\*/g, 'x');
