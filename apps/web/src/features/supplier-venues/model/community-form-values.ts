import type { LatLng } from '../components/coordinate-map';

/** What the community form holds; `point` is the map picker's value. */
export interface CommunityFormValues {
  name: string;
  city_id?: number | null;
  district_id?: number | null;
  address: string;
  community_type_id?: number | null;
  point?: LatLng | null;
}

/** The body of POST / PUT communities (api.md "Supplier back office"). */
export interface CommunityBody {
  name: string;
  city_id: number;
  district_id: number;
  address: string;
  latitude: number;
  longitude: number;
  community_type_id: number;
}

export const COMMUNITY_LIMITS = { name: 60, address: 120 } as const;

export const COMMUNITY_MESSAGES = {
  nameRequired: '请输入社区名称',
  cityRequired: '请选择城市',
  districtRequired: '请选择区县',
  addressRequired: '请输入详细地址',
  typeRequired: '请选择社区类型',
  pointRequired: '请在地图上选择位置',
} as const;

/** The form's values once validated → the request body (text trimmed). */
export function toCommunityBody(values: CommunityFormValues): CommunityBody {
  if (!values.city_id || !values.district_id || !values.community_type_id || !values.point) throw new Error('community form submitted before validation');
  return {
    name: values.name.trim(),
    city_id: values.city_id,
    district_id: values.district_id,
    address: values.address.trim(),
    latitude: values.point.latitude,
    longitude: values.point.longitude,
    community_type_id: values.community_type_id,
  };
}

/** Server field names that belong to the map picker. */
export function communityFieldOf(serverField: string): keyof CommunityFormValues {
  return serverField === 'latitude' || serverField === 'longitude' ? 'point' : (serverField as keyof CommunityFormValues);
}
