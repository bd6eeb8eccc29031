import { parseFilterNumber, swapIfReversed } from '@vm/domain/validation';
import { rangeKeys, type IdListKey, type RangeKind, type VenueFilters } from './venue-filters';

/**
 * How the list filters change: every change but paging returns to page 1, tiers and custom ranges
 * replace each other, and empty values leave the filters (and so the URL).
 */

/** Any change of filters starts again at page 1; only a page change keeps the rest. */
export function withFilters(filters: VenueFilters, patch: Partial<VenueFilters>): VenueFilters {
  const next: VenueFilters = { ...filters, page: 1, ...patch };
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete (next as Record<string, unknown>)[key];
  }
  if (next.order_by === 'distance' && next.latitude === undefined) delete next.order_by;
  if (next.order_by === undefined) delete next.order;
  return next;
}

/** The filters without the places of one city (districts, trading areas, subway, labels, map box). */
export function withoutPlaces(filters: VenueFilters): VenueFilters {
  return withFilters(filters, {
    district_ids: undefined,
    trading_area_ids: undefined,
    subway_line_id: undefined,
    subway_station_ids: undefined,
    label_ids: undefined,
    latitude: undefined,
    longitude: undefined,
    latitude_delta: undefined,
    longitude_delta: undefined,
    nearby: undefined,
  });
}

/** Adds or removes one id of a multi-choice group. */
export function toggleId(filters: VenueFilters, key: IdListKey, id: number): VenueFilters {
  const current = filters[key] ?? [];
  const ids = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
  return withFilters(filters, { [key]: ids });
}

/** Choosing a preset tier clears the custom range of the same kind (they are exclusive). */
export function selectTier(filters: VenueFilters, kind: 'price' | 'year', tier: number | undefined): VenueFilters {
  const keys = rangeKeys(kind);
  return withFilters(filters, { [`${kind}_tier`]: tier, [keys.min]: undefined, [keys.max]: undefined });
}

/**
 * Applies a typed custom range: invalid numbers are cleared, min above max is swapped, and a range
 * with any bound replaces the preset tier of its kind.
 */
export function applyRange(filters: VenueFilters, kind: RangeKind, minText: unknown, maxText: unknown): VenueFilters {
  const { min, max } = swapIfReversed(minText, maxText);
  const keys = rangeKeys(kind);
  const patch: Partial<VenueFilters> = { [keys.min]: min, [keys.max]: max };
  if ((kind === 'price' || kind === 'year') && (min !== undefined || max !== undefined)) {
    Object.assign(patch, { [`${kind}_tier`]: undefined });
  }
  return withFilters(filters, patch);
}

/** The min/max currently set for a range kind. */
export function rangeOf(filters: VenueFilters, kind: RangeKind): { min?: number; max?: number } {
  const keys = rangeKeys(kind);
  return { min: filters[keys.min], max: filters[keys.max] };
}

/** A typed bound as it will be applied: a valid number, or '' when it will be cleared. */
export function cleanBound(text: string): string {
  const value = parseFilterNumber(text);
  return value === undefined ? '' : String(value);
}
