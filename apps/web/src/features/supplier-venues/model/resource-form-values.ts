import type { BoothInput, ManagedBooth, ManagedResource, ManagedResourceBody } from '@vm/contracts/supplier-resources';
import dayjs, { type Dayjs } from 'dayjs';
import { fenToYuanField, yuanToFenOrNull } from '@/shared/supplier/yuan-field';

/**
 * The venue form's values and their translation to and from the API: money typed in yuan (strings,
 * exact) and sent in fen; dates held as dayjs by the pickers and sent as `YYYY-MM-DD`.
 */

export const AMENITIES = [
  { value: 'has_chair', label: '提供桌椅' },
  { value: 'has_power', label: '提供电源' },
  { value: 'has_tent', label: '提供帐篷' },
  { value: 'leaflet', label: '可发传单' },
  { value: 'overnight_material', label: '物料可过夜' },
] as const;
export type Amenity = (typeof AMENITIES)[number]['value'];

export const RES_TYPES = [
  { value: 1, label: '普通' },
  { value: 2, label: '特殊' },
  { value: 3, label: '活动' },
] as const;

export interface TermPriceValues {
  lease_term_type_id?: number;
  price?: string;
  deposit?: string;
  subsidy?: string;
}

export interface DatedPriceValues {
  date?: Dayjs | null;
  price?: string;
}

export interface BoothFormValues {
  id?: number;
  size: string;
  custom_dimension: string;
  custom_name: string;
  tag: string;
  count: number | null;
  minimum_booking_days: number | null;
  days_in_advance: number | null;
  is_enquiry: boolean;
  prices: TermPriceValues[];
  unavailable_dates: string[];
  special_prices: DatedPriceValues[];
  raised_prices: DatedPriceValues[];
  res_type_id: number;
  activity_type_name?: string;
  activity_window?: [Dayjs, Dayjs] | null;
  amenities: Amenity[];
  special_requirements: string[];
  /** Read-only facts shown in the editor. */
  live_order_count?: number;
  is_online?: boolean;
}

export interface ResourceFormValues {
  community_id?: number | null;
  name: string;
  field_type_id?: number | null;
  /** Square metres, typed (string mode: exact decimals). */
  area?: string | null;
  indoor: boolean;
  person_flow?: number | null;
  description: string;
  images: string[];
  case_images: string[];
  /** At most one panorama picture. */
  panorama: string[];
  /** attribute id → chosen option id. */
  attributes: Record<string, number | null | undefined>;
  booths: BoothFormValues[];
}

/** A first booth for a new venue: one unit, a day price to fill in. */
export function newBooth(): BoothFormValues {
  return {
    size: '',
    custom_dimension: '',
    custom_name: '',
    tag: '',
    count: 1,
    minimum_booking_days: 1,
    days_in_advance: 2,
    is_enquiry: false,
    prices: [{ lease_term_type_id: 9 }],
    unavailable_dates: [],
    special_prices: [],
    raised_prices: [],
    res_type_id: 1,
    activity_window: null,
    amenities: [],
    special_requirements: [],
  };
}

export function newResource(communityId?: number): ResourceFormValues {
  return {
    community_id: communityId ?? null,
    name: '',
    field_type_id: null,
    area: null,
    indoor: true,
    person_flow: 0,
    description: '',
    images: [],
    case_images: [],
    panorama: [],
    attributes: {},
    booths: [newBooth()],
  };
}

const fen = (value: string | undefined): number => yuanToFenOrNull(value) ?? 0;
const day = (value: Dayjs | null | undefined): string => (value ? value.format('YYYY-MM-DD') : '');

function datedToBody(rows: DatedPriceValues[]): { date: string; price: number }[] {
  return rows.filter((row) => row.date && row.price).map((row) => ({ date: day(row.date), price: fen(row.price) }));
}

export function boothToBody(booth: BoothFormValues): BoothInput {
  const activity = booth.res_type_id === 3 && booth.activity_window;
  const amenities = new Set(booth.amenities);
  return {
    ...(booth.id ? { id: booth.id } : {}),
    size: booth.size.trim(),
    custom_dimension: booth.custom_dimension.trim(),
    custom_name: booth.custom_name.trim(),
    tag: booth.tag.trim(),
    count: booth.count ?? 1,
    minimum_booking_days: booth.minimum_booking_days ?? 1,
    days_in_advance: booth.days_in_advance ?? 2,
    is_enquiry: booth.is_enquiry,
    lease_term_type_id: booth.prices[0]?.lease_term_type_id,
    prices: booth.prices.map((row) => ({
      lease_term_type_id: row.lease_term_type_id ?? 0,
      price: fen(row.price),
      deposit: fen(row.deposit),
      subsidy: fen(row.subsidy),
    })),
    unavailable_dates: [...booth.unavailable_dates].sort(),
    special_prices: datedToBody(booth.special_prices),
    raised_prices: datedToBody(booth.raised_prices),
    res_type_id: booth.res_type_id,
    activity_type_name: booth.res_type_id === 3 ? booth.activity_type_name?.trim() || null : null,
    activity_start_date: activity ? day(activity[0]) : null,
    deadline: activity ? day(activity[1]) : null,
    has_chair: amenities.has('has_chair'),
    has_power: amenities.has('has_power'),
    has_tent: amenities.has('has_tent'),
    leaflet: amenities.has('leaflet'),
    overnight_material: amenities.has('overnight_material'),
    special_requirements: booth.special_requirements.map((text) => text.trim()).filter(Boolean),
  };
}

/** The validated form → the body of POST / PUT managed_resources. */
export function toResourceBody(values: ResourceFormValues): ManagedResourceBody {
  return {
    community_id: values.community_id ?? 0,
    name: values.name.trim(),
    field_type_id: values.field_type_id ?? 0,
    area: Number(values.area),
    indoor: values.indoor,
    person_flow: values.person_flow ?? 0,
    description: values.description.trim(),
    images: values.images,
    case_images: values.case_images,
    panorama: values.panorama[0] ?? null,
    attributes: Object.values(values.attributes).filter((option): option is number => typeof option === 'number'),
    booths: values.booths.map(boothToBody),
  };
}

const datedToValues = (rows: { date: string; price: number }[]): DatedPriceValues[] =>
  rows.map((row) => ({ date: dayjs(row.date), price: fenToYuanField(row.price) }));

export function boothToValues(booth: ManagedBooth): BoothFormValues {
  // The main lease term first: the body sends the first price's term as the main one.
  const prices = [...booth.prices].sort(
    (a, b) => Number(b.lease_term_type_id === booth.lease_term_type_id) - Number(a.lease_term_type_id === booth.lease_term_type_id),
  );
  return {
    id: booth.id,
    size: booth.size,
    custom_dimension: booth.custom_dimension,
    custom_name: booth.custom_name,
    tag: booth.tag,
    count: booth.count,
    minimum_booking_days: booth.minimum_booking_days,
    days_in_advance: booth.days_in_advance,
    is_enquiry: booth.is_enquiry,
    prices: prices.map((row) => ({
      lease_term_type_id: row.lease_term_type_id,
      price: fenToYuanField(row.price),
      deposit: fenToYuanField(row.deposit),
      subsidy: fenToYuanField(row.subsidy),
    })),
    unavailable_dates: booth.unavailable_dates,
    special_prices: datedToValues(booth.special_prices),
    raised_prices: datedToValues(booth.raised_prices),
    res_type_id: booth.res_type_id,
    activity_type_name: booth.activity_type_name ?? '',
    activity_window: booth.activity_start_date && booth.deadline ? [dayjs(booth.activity_start_date), dayjs(booth.deadline)] : null,
    amenities: AMENITIES.filter((amenity) => booth[amenity.value]).map((amenity) => amenity.value),
    special_requirements: booth.special_requirements,
    live_order_count: booth.live_order_count,
    is_online: booth.is_online,
  };
}

/**
 * A held resource → the form. `attributeOf` maps an option id to its attribute id (from the field
 * type's attribute lists), so each attribute's select shows its chosen option.
 */
export function resourceToValues(resource: ManagedResource, attributeOf: (optionId: number) => number | undefined): ResourceFormValues {
  const attributes: Record<string, number> = {};
  for (const optionId of resource.attributes) {
    const attributeId = attributeOf(optionId);
    if (attributeId !== undefined) attributes[String(attributeId)] = optionId;
  }
  return {
    community_id: resource.community_id,
    name: resource.name,
    field_type_id: resource.field_type_id,
    area: String(resource.area),
    indoor: resource.indoor,
    person_flow: resource.person_flow,
    description: resource.description,
    images: resource.images,
    case_images: resource.case_images,
    panorama: resource.panorama ? [resource.panorama] : [],
    attributes,
    booths: resource.booths.map(boothToValues),
  };
}
