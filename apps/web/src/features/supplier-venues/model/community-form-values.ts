import type { ManagedCommunity } from '@vm/contracts/supplier-communities';
import { COMMUNITY_LIMITS as LIMITS, isYear } from '@vm/domain/validation';
import { COMMUNITY_MESSAGES as MESSAGES } from '@vm/domain/validation-messages';
import type { ApiBody } from '@/shared/api/typed-api';
import type { LatLng } from '../components/coordinate-map';

/** What the community form holds; `point` is the map picker's value. */
export interface CommunityFormValues {
  name: string;
  city_id?: number | null;
  district_id?: number | null;
  address: string;
  community_type_id?: number | null;
  location_type_id?: number | null;
  point?: LatLng | null;
  trading_area_id?: number | null;
  /** Narrows the station select; not stored on its own. */
  subway_line_id?: number | null;
  subway_station_id?: number | null;
  /** As typed: 19xx or 20xx. */
  year?: string | null;
  person_flow?: number | null;
  label_ids?: number[];
  images?: string[];
  description?: string;
  /** An agent's community: the owner (业主) it is run for. */
  agent_for?: string;
}

/** The body of POST / PUT communities as the server's document declares it (every field, so an edit keeps them). */
export type CommunityBody = ApiBody<'/communities', 'post'>;

export const COMMUNITY_LIMITS = LIMITS;
export const COMMUNITY_MESSAGES = MESSAGES;

/** A typed year is empty or 19xx / 20xx (docs/spec/product-spec.md section 5). */
export const isYearOrEmpty = (value: string | null | undefined): boolean => !value || isYear(value.trim());

/** A community from the list → the form's values (edit). */
export function toCommunityFormValues(community: ManagedCommunity): CommunityFormValues & { id: number } {
  return {
    id: community.id,
    name: community.name,
    city_id: community.city_id,
    district_id: community.district_id,
    address: community.address,
    community_type_id: community.community_type_id,
    location_type_id: community.location_type_id,
    point: { latitude: community.latitude, longitude: community.longitude },
    trading_area_id: community.trading_area_id,
    subway_line_id: community.subway_line_id,
    subway_station_id: community.subway_station_id,
    year: community.year === null ? null : String(community.year),
    person_flow: community.person_flow,
    label_ids: community.label_ids,
    images: community.images,
    description: community.description,
    agent_for: community.agent_for,
  };
}

/** The form's values once validated → the request body (text trimmed, empty choices null). */
export function toCommunityBody(values: CommunityFormValues): CommunityBody {
  if (!values.city_id || !values.district_id || !values.community_type_id || !values.point) throw new Error('community form submitted before validation');
  const year = values.year?.trim();
  return {
    name: values.name.trim(),
    city_id: values.city_id,
    district_id: values.district_id,
    address: values.address.trim(),
    latitude: values.point.latitude,
    longitude: values.point.longitude,
    community_type_id: values.community_type_id,
    ...(values.location_type_id ? { location_type_id: values.location_type_id } : {}),
    trading_area_id: values.trading_area_id ?? null,
    subway_line_id: values.subway_station_id ? (values.subway_line_id ?? null) : null,
    subway_station_id: values.subway_station_id ?? null,
    year: year ? Number(year) : null,
    person_flow: values.person_flow ?? 0,
    label_ids: values.label_ids ?? [],
    images: values.images ?? [],
    description: values.description?.trim() ?? '',
    agent_for: values.agent_for?.trim() ?? '',
  };
}

/** Server field names that belong to the map picker. */
export function communityFieldOf(serverField: string): keyof CommunityFormValues {
  return serverField === 'latitude' || serverField === 'longitude' ? 'point' : (serverField as keyof CommunityFormValues);
}
