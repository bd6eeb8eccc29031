import type { AttributeFilter } from '@vm/contracts/catalogue-query-params';
import type { VenueOrderBy, VenueSearchInput } from '@vm/contracts/catalogue-search';
import { PRICE_TIERS, YEAR_TIERS, findTier } from '@vm/domain/price-tiers';
import { swapIfReversed } from '@vm/domain/validation';
import { paths } from '@/shared/paths';

/**
 * The /fieldslist filters as the page keeps them: read from the URL (so a reload or a shared link
 * restores them) and written back to it. The encoding is the one GET /api/fields reads
 * (`ZVenueSearchQuery` of @vm/contracts: comma-joined ids, flags 1/0, attributes `12:3,4;15:7`); the
 * contracts module itself is not imported at run time because it would put zod into the list page's
 * first download. `venue-filters.test.ts` proves both sides read the same URL the same way.
 */
export type VenueFilters = VenueSearchInput & { page: number };

export type IdListKey =
  'city_ids' | 'district_ids' | 'trading_area_ids' | 'subway_station_ids' | 'label_ids' | 'location_type_ids' | 'community_type_ids' | 'category_ids';

export type RangeKind = 'price' | 'year' | 'area' | 'person_flow';

export const ID_LIST_KEYS: readonly IdListKey[] = [
  'city_ids',
  'district_ids',
  'trading_area_ids',
  'subway_station_ids',
  'label_ids',
  'location_type_ids',
  'community_type_ids',
  'category_ids',
];

/**
 * Yes-only flags the list reads from the URL: panorama is a filter row; the other three are what the
 * home page's 商圈 / 补贴 / 免押金 modules link with, shown as chips.
 */
export const FLAG_KEYS = ['has_panorama', 'in_trading_area', 'has_subsidy', 'not_need_deposit'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export const SORT_FIELDS: readonly VenueOrderBy[] = ['price', 'person_flow', 'area', 'order_quantity', 'distance'];

/** Filters the home page may link with `?navigation=1&{type}={id}`, by their singular or list name. */
const NAVIGATION_ALIASES: Record<string, IdListKey | 'subway_line_id'> = {
  city_id: 'city_ids',
  district_id: 'district_ids',
  trading_area_id: 'trading_area_ids',
  subway_station_id: 'subway_station_ids',
  label_id: 'label_ids',
  location_type_id: 'location_type_ids',
  community_type_id: 'community_type_ids',
  category_id: 'category_ids',
};

const MAX_ID = 2_147_483_647;
const KEYWORD_MAX = 50;

/** `"1,2,x,2"` → `[1, 2]`: non-ids are dropped (cleared), duplicates removed, at most 50. */
export function parseIds(raw: string | null | undefined): number[] {
  const ids = new Set<number>();
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && id <= MAX_ID) ids.add(id);
    if (ids.size >= 50) break;
  }
  return [...ids];
}

function parseFlag(raw: string | null): boolean | undefined {
  const text = raw?.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return undefined;
}

function parseCoordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

function parseDelta(raw: string | null): number | undefined {
  const value = parseCoordinate(raw, 10);
  return value !== undefined && value > 0 ? value : undefined;
}

/** `12:3,4;15:7` → attribute filters; a malformed value is cleared as a whole. */
export function parseAttributeFilters(raw: string | null): AttributeFilter[] {
  if (!raw?.trim()) return [];
  const byAttribute = new Map<number, Set<number>>();
  for (const group of raw.split(';')) {
    const text = group.trim();
    if (!text) continue;
    const match = /^(\d{1,9}):(\d{1,9}(?:,\d{1,9})*)$/.exec(text);
    if (!match) return [];
    const options = byAttribute.get(Number(match[1])) ?? new Set<number>();
    for (const option of match[2]!.split(',')) options.add(Number(option));
    byAttribute.set(Number(match[1]), options);
  }
  return [...byAttribute].map(([attribute_id, options]) => ({ attribute_id, option_ids: [...options] }));
}

export function formatAttributeFilters(filters: readonly AttributeFilter[] | undefined): string {
  return (filters ?? [])
    .filter((filter) => filter.option_ids.length > 0)
    .map((filter) => `${filter.attribute_id}:${filter.option_ids.join(',')}`)
    .join(';');
}

/** URL keys of a range kind: `min_price` / `max_price`, … */
export function rangeKeys(kind: RangeKind) {
  return { min: `min_${kind}`, max: `max_${kind}` } as const;
}

/** Reads one custom range from the URL: invalid numbers cleared, a reversed range swapped. */
function readRange(params: URLSearchParams, kind: RangeKind): { min?: number; max?: number } {
  const keys = rangeKeys(kind);
  const { min, max } = swapIfReversed(params.get(keys.min), params.get(keys.max));
  return { min, max };
}

function positiveInt(raw: string | null, fallback: number): number {
  return raw && /^\d{1,6}$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : fallback;
}

/** The filters a /fieldslist URL describes. Anything unreadable is left out, never an error. */
export function parseVenueFilters(search: URLSearchParams | string): VenueFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: VenueFilters = { page: positiveInt(params.get('page'), 1) };

  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  if (keyword) filters.keyword = keyword;

  for (const key of ID_LIST_KEYS) {
    const ids = parseIds(params.get(key));
    if (ids.length) filters[key] = ids;
  }
  // Home-page links: `?navigation=1&district_id=5` means the same as `district_ids=5`.
  if (params.get('navigation') !== null) {
    for (const [alias, key] of Object.entries(NAVIGATION_ALIASES)) {
      const ids = parseIds(params.get(alias));
      if (ids.length && key !== 'subway_line_id') filters[key] = [...new Set([...(filters[key] ?? []), ...ids])];
    }
  }
  const line = parseIds(params.get('subway_line_id'))[0];
  if (line) filters.subway_line_id = line;

  const indoor = parseFlag(params.get('indoor'));
  if (indoor !== undefined) filters.indoor = indoor;
  for (const key of FLAG_KEYS) if (parseFlag(params.get(key)) === true) filters[key] = true;

  for (const kind of ['price', 'year', 'area', 'person_flow'] as const) {
    const { min, max } = readRange(params, kind);
    const keys = rangeKeys(kind);
    if (min !== undefined) filters[keys.min] = min;
    if (max !== undefined) filters[keys.max] = max;
  }
  // A custom range and a preset tier are exclusive: the range wins.
  const priceTier = findTier(PRICE_TIERS, params.get('price_tier'));
  if (priceTier && filters.min_price === undefined && filters.max_price === undefined) filters.price_tier = priceTier.id;
  const yearTier = findTier(YEAR_TIERS, params.get('year_tier'));
  if (yearTier && filters.min_year === undefined && filters.max_year === undefined) filters.year_tier = yearTier.id;

  const latitude = parseCoordinate(params.get('latitude'), 90);
  const longitude = parseCoordinate(params.get('longitude'), 180);
  if (latitude !== undefined && longitude !== undefined) {
    filters.latitude = latitude;
    filters.longitude = longitude;
    const latitudeDelta = parseDelta(params.get('latitude_delta'));
    const longitudeDelta = parseDelta(params.get('longitude_delta'));
    if (latitudeDelta !== undefined) filters.latitude_delta = latitudeDelta;
    if (longitudeDelta !== undefined) filters.longitude_delta = longitudeDelta;
    if (parseFlag(params.get('nearby')) === true) filters.nearby = true;
  }

  const attributes = parseAttributeFilters(params.get('attributes'));
  if (attributes.length) filters.attributes = attributes;

  const orderBy = params.get('order_by') as VenueOrderBy | null;
  // Distance needs a point; without one the sort is dropped rather than refused.
  if (orderBy && SORT_FIELDS.includes(orderBy) && (orderBy !== 'distance' || filters.latitude !== undefined)) {
    filters.order_by = orderBy;
    const order = params.get('order');
    if (order === 'asc' || order === 'desc') filters.order = order;
  }
  return filters;
}

/** URL keys in the order they are written, so equal filters always give the same URL. */
const KEY_ORDER = [
  'keyword',
  ...ID_LIST_KEYS,
  'subway_line_id',
  'indoor',
  'price_tier',
  'min_price',
  'max_price',
  'year_tier',
  'min_year',
  'max_year',
  'min_area',
  'max_area',
  'min_person_flow',
  'max_person_flow',
  ...FLAG_KEYS,
  'latitude',
  'longitude',
  'latitude_delta',
  'longitude_delta',
  'nearby',
  'attributes',
  'order_by',
  'order',
  'page',
] as const;

/** Key/value pairs of the filters; unset, empty and default values (page 1) are left out. */
export function venueFilterEntries(filters: VenueSearchInput): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of KEY_ORDER) {
    const value = (filters as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'attributes') {
      const text = formatAttributeFilters(value as AttributeFilter[]);
      if (text) entries.push([key, text]);
    } else if (Array.isArray(value)) {
      if (value.length) entries.push([key, value.join(',')]);
    } else if (typeof value === 'boolean') {
      entries.push([key, value ? '1' : '0']);
    } else if (!(key === 'page' && value === 1)) {
      entries.push([key, String(value)]);
    }
  }
  return entries;
}

/** The query string of a /fieldslist URL (without `?`); commas, colons and semicolons kept readable. */
export function venueFiltersToSearch(filters: VenueSearchInput): string {
  return venueFilterEntries(filters)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%3B/g, ';')}`)
    .join('&');
}

/** `/fieldslist?…` for these filters. */
export function venueListUrl(filters: VenueSearchInput = {}): string {
  const search = venueFiltersToSearch(filters);
  return search ? paths.venueList(search) : paths.venueList();
}

/** The home page's one-filter link: `/fieldslist?navigation=1&category_ids=3`. */
export function navigationUrl(type: IdListKey, id: number): string {
  return paths.venueList(`navigation=1&${type}=${id}`);
}
