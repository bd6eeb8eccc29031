import { normalizeHallFilters, type DemandHallFilters } from '@vm/domain/demands';

/** The hall's filters as the API takes them (docs/spec/product-spec.md section 2 /demand/hall); page 1 when absent. */
export type HallQuery = DemandHallFilters & { page: number };

const KEYS = ['page_city_id', 'community_type_id', 'start', 'end', 'min_single_field_budget', 'max_single_field_budget', 'page'] as const;

/**
 * The filters in the URL, cleaned as the filter bar cleans what is typed (domain normalizeHallFilters):
 * non-numeric budgets dropped, a reversed budget swapped, past dates dropped, an end before the start cleared.
 */
export function parseHallFilters(search: string, today: string): HallQuery {
  const params = new URLSearchParams(search);
  const raw = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const filters = normalizeHallFilters(raw, today);
  return { ...filters, page: filters.page ?? 1 };
}

/** The canonical search string of some filters (no empty values, no page 1). */
export function hallFiltersToSearch(filters: DemandHallFilters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params.toString();
}
