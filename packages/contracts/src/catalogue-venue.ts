import { z } from 'zod';
import { zDate, zNumeric, zPageOf } from './common';

/** Price of one unit under one lease term (fen). */
export const ZSellingPrice = z.object({
  lease_term_type_id: z.number().int(),
  lease_term_type: z.string(),
  price: z.number().int(),
  subsidy: z.number().int(),
  deposit: z.number().int(),
});
export type SellingPrice = z.infer<typeof ZSellingPrice>;

/** A price replacing the lease term's price on one date (special price, or raised price). */
export const ZDatedPrice = z.object({ date: z.string(), price: z.number().int() });
export type DatedPrice = z.infer<typeof ZDatedPrice>;

export const ZPicture = z.object({ pic_url: z.string() });

/**
 * A selling resource (booth) as the venue page's spec picker and calendar need it. `lease_term_type_id`
 * is its main lease term; `selling_price` lists every term it is offered under.
 */
export const ZSellingResource = z.object({
  id: z.number().int(),
  physical_resource_id: z.number().int(),
  physical_resource_name: z.string(),
  size: z.string(),
  custom_dimension: z.string(),
  custom_name: z.string(),
  field_type: z.string(),
  lease_term_type_id: z.number().int(),
  lease_term_type: z.string(),
  count: z.number().int(),
  is_enquiry: z.boolean(),
  minimum_booking_days: z.number().int(),
  days_in_advance: z.number().int(),
  selling_price: z.array(ZSellingPrice),
  special_price: z.array(ZDatedPrice),
  raise_price: z.array(ZDatedPrice),
  /** Dates the supplier closed (calendars' exp_date). */
  unavailable_dates: z.array(z.string()),
  calendars: z.object({ exp_date: z.array(z.string()) }),
  /** 2 = special resource, 3 = activity (bookable only inside its activity window). */
  res_type_id: z.number().int(),
  activity_type: z.object({ display_name: z.string() }).nullable(),
  activity_start_date: z.string().nullable(),
  deadline: z.string().nullable(),
  /** True once an activity's deadline has passed (Asia/Shanghai). */
  expired: z.boolean(),
  has_chair: z.boolean(),
  has_power: z.boolean(),
  has_tent: z.boolean(),
  leaflet: z.boolean(),
  overnight_material: z.boolean(),
  /** Percentage, e.g. 10 for 10 %. */
  subsidy_rate: z.number(),
  min_after_subsidy: z.number().int(),
  max_after_subsidy: z.number().int(),
  special_requirements: z.array(z.string()),
  /** Supplier tag shown in the picker (供应商或标签). */
  tag: z.string(),
  pic_url: z.string(),
  /** The supplier; `company_id` opens its company page (/company/view/{id}) when it entered one. */
  user: z.object({ id: z.number().int(), name: z.string(), company_id: z.number().int().nullable().optional() }),
  /** The supplier's price rules still to come (packages/domain price-rules.ts); the calendar applies them. */
  price_rules: z
    .array(
      z.object({
        id: z.number().int(),
        lease_term_type_id: z.number().int(),
        start: z.string(),
        end: z.string(),
        weekdays: z.array(z.number().int()),
        price: z.number().int().nullable(),
        raise_percent: z.number().int().nullable(),
      }),
    )
    .optional(),
});
export type SellingResource = z.infer<typeof ZSellingResource>;

export const ZAttributeValue = z.object({
  id: z.number().int(),
  name: z.string(),
  options: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const ZVenueCommunity = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  district_id: z.number().int(),
  district_name: z.string(),
  trading_area: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subway_station: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  community_type: z.object({ id: z.number().int(), name: z.string() }),
  location_type: z.object({ id: z.number().int(), name: z.string() }),
  year: z.number().int().nullable(),
  person_flow: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  is_proprietary: z.boolean(),
  /** An agent's venue (代理): the owner it is run for. Absent or null for the owner's own venues. */
  agency: z.object({ owner_name: z.string() }).nullable().optional(),
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  pic_url: z.string(),
  description: z.string(),
});

export type VenueCommunity = z.infer<typeof ZVenueCommunity>;

/** GET /api/fields/{top_physical_id}: the venue page. Money in fen. */
export const ZVenueDetail = z.object({
  id: z.number().int(),
  top_physical_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  field_type: z.object({ id: z.number().int(), display_name: z.string() }),
  indoor: z.boolean(),
  area: z.number(),
  person_flow: z.number().int(),
  floor_price: z.number().int(),
  min_price: z.number().int(),
  max_price: z.number().int(),
  /** Lowest day-equivalent price over its priced booths (a period's price ÷ its days), fen; 0 when none. */
  floor_day_price: z.number().int(),
  /** The reference price per lease term (lowest and highest of each term over its priced booths), in the lease-term table's order. */
  reference_prices: z.array(
    z.object({
      lease_term_id: z.number().int(),
      name: z.string(),
      unit: z.string(),
      min_price: z.number().int(),
      max_price: z.number().int(),
      day_price: z.number().int(),
    }),
  ),
  order_quantity: z.number().int(),
  panorama_url: z.string().nullable(),
  physical_resource_imgs: z.array(ZPicture),
  case_imgs: z.array(ZPicture),
  attributes: z.array(ZAttributeValue),
  /** Physical resources below the top one (their booths are in selling_resources too). */
  children: z.array(z.object({ id: z.number().int(), name: z.string(), area: z.number() })),
  community: ZVenueCommunity,
  selling_resources: z.array(ZSellingResource),
  favorite: z.object({ status: z.union([z.literal(0), z.literal(1)]), count: z.number().int() }),
  comment_count: z.number().int(),
  sales_count: z.number().int(),
});
export type VenueDetail = z.infer<typeof ZVenueDetail>;

export const ZTopPhysicalParam = z.object({
  top_physical_id: zNumeric(
    z.coerce
      .number({ error: '场地ID必须是数字' })
      .int({ error: '场地ID必须是整数' })
      .positive({ error: '场地ID必须为正数' })
      .max(2_147_483_647, { error: '场地不存在' }),
  ),
});

export const ZCalendarQuery = z.object({
  start: zDate,
  end: zDate,
  lease_term_type_id: zNumeric(
    z.coerce.number({ error: '请先选择订购周期' }).int({ error: '请先选择订购周期' }).min(3, { error: '订购周期不正确' }).max(15, { error: '订购周期不正确' }),
  ),
});
export type CalendarQuery = z.infer<typeof ZCalendarQuery>;

export const ZCalendarDay = z.object({
  date: z.string(),
  price: z.number().int(),
  subsidy: z.number().int(),
  deposit: z.number().int(),
  available: z.boolean(),
  remaining: z.number().int(),
  /** Why the date is not bookable: past, too_soon, unavailable, outside_window, no_price, sold_out. */
  reason: z.string().nullable(),
  /**
   * Outdoor booths, on the days a forecast covers: the condition and low/high (°C). `source`
   * `development` marks the development stand-in (模拟天气), never a real forecast.
   */
  weather: z.object({ text: z.string(), temp_min: z.number().int(), temp_max: z.number().int(), source: z.string() }).optional(),
});
export const ZCalendar = z.object({
  selling_resource_id: z.number().int(),
  lease_term_type_id: z.number().int(),
  today: z.string(),
  days: z.array(ZCalendarDay),
});
export type Calendar = z.infer<typeof ZCalendar>;

/** GET /api/physical_resources/{id}/comments (v4 shape). */
export const ZComment = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string(), avatar: z.string() }),
  /** 1–5 stars. */
  score: z.number().int(),
  content: z.string(),
  images: z.array(ZPicture),
  size: z.string(),
  lease_term_type: z.string(),
  reply: z.string().nullable(),
  created_at: z.string(),
});
export const ZCommentPage = zPageOf(ZComment).extend({ average_score: z.number() });
export type CommentPage = z.infer<typeof ZCommentPage>;

/** GET /api/lists/{id}/sales: bookings of a venue, buyer masked. */
export const ZSale = z.object({
  id: z.number().int(),
  buyer: z.string(),
  size: z.string(),
  lease_term_type: z.string(),
  count: z.number().int(),
  start_date: z.string(),
  created_at: z.string(),
});
export const ZSalePage = zPageOf(ZSale);
export type SalePage = z.infer<typeof ZSalePage>;
