import type { ContactField, ContactInput } from './form-validation';

/**
 * One builder for an address-book entry — a contact (联系人) or a postal address (收货地址), the same
 * fields with the region and address required for an address (issue 40: both were written twice, on the
 * server and on the web). The checks are packages/domain `contactErrors`.
 */

/** The region as the three selects give it. */
export interface RegionIds {
  province_id?: number | null;
  city_id?: number | null;
  district_id?: number | null;
}

/** The dialog's form values (the region is one form item of three selects). */
export interface ContactEntryValues {
  name?: string;
  mobile?: string;
  region?: RegionIds;
  address?: string;
  is_default?: boolean;
}

/** What the server answers for an entry (contact or address). */
export interface ContactEntry {
  name: string;
  mobile: string;
  province_id: number | null;
  city_id: number | null;
  district_id: number | null;
  address: string;
  is_default: boolean;
}

/** The request body of an entry: the fields trimmed, an empty region as nulls. */
export type ContactEntryBody = Required<ContactInput> & { is_default: boolean };

/** The dialog's starting values: the entry's, or an empty form that is not the default. */
export function contactEntryValues(entry: ContactEntry | null): ContactEntryValues {
  if (!entry) return { is_default: false, region: {} };
  return {
    name: entry.name,
    mobile: entry.mobile,
    region: { province_id: entry.province_id, city_id: entry.city_id, district_id: entry.district_id },
    address: entry.address,
    is_default: entry.is_default,
  };
}

/** The body the dialog sends (and checks with contactErrors before sending). */
export function contactEntryBody(values: ContactEntryValues): ContactEntryBody {
  return {
    name: values.name?.trim() ?? '',
    mobile: values.mobile?.trim() ?? '',
    is_default: values.is_default ?? false,
    province_id: values.region?.province_id ?? null,
    city_id: values.region?.city_id ?? null,
    district_id: values.region?.district_id ?? null,
    address: values.address?.trim() ?? '',
  };
}

/** The dialog's form items, in order (the region is one item of three selects). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'mobile', 'region', 'address'];

/** A server 422's field name as the dialog's form item (`province_id`… are the one region item). */
export function contactFieldOf(field: string): ContactField | null {
  if (field === 'province_id' || field === 'city_id' || field === 'district_id') return 'region';
  return (CONTACT_FIELDS as readonly string[]).includes(field) ? (field as ContactField) : null;
}

/** The stored columns of a checked entry (the server's insert and update): trimmed, no region as nulls. */
export function contactEntryColumns(body: ContactInput): {
  name: string;
  mobile: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  address: string;
} {
  return {
    name: (body.name ?? '').trim(),
    mobile: (body.mobile ?? '').trim(),
    provinceId: body.province_id ?? null,
    cityId: body.city_id ?? null,
    districtId: body.district_id ?? null,
    address: (body.address ?? '').trim(),
  };
}

/** The parts of an entry's address as it is shown and stored on an order (names, not ids). */
export interface AddressParts {
  province?: string | null;
  city?: string | null;
  district?: string | null;
  address?: string | null;
}

/** The order's stored address is at most this long (orders.address). */
export const ORDER_ADDRESS_MAX = 120;

/**
 * An entry's address as one line — province, city, district, street, the empty ones left out — for the
 * contact list, the checkout's contact and the order's stored address (cut to ORDER_ADDRESS_MAX there).
 */
export function addressLine(parts: AddressParts | null | undefined, separator = ' '): string {
  if (!parts) return '';
  return [parts.province, parts.city, parts.district, parts.address].filter(Boolean).join(separator);
}
