/**
 * The query of /service/index: keyword, page, and one comma-joined id list per filter type
 * (`service_type_ids=1,3&city_ids=90`). The list is a function of the URL: every change rebuilds it.
 */
export const SERVICE_FILTER_TYPES = ['service_type_ids', 'city_ids'] as const;
export type ServiceFilterType = (typeof SERVICE_FILTER_TYPES)[number];

export interface ServiceQuery {
  keyword: string;
  page: number;
  filters: Record<ServiceFilterType, number[]>;
}

function idList(raw: string | null): number[] {
  const ids = (raw ?? '').split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

export function parseServiceQuery(params: URLSearchParams): ServiceQuery {
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    filters: { service_type_ids: idList(params.get('service_type_ids')), city_ids: idList(params.get('city_ids')) },
  };
}

/** The URL search string of a query: empty parts left out, page 1 implied, ids sorted and comma-joined. */
export function serviceQueryString(query: ServiceQuery): string {
  const parts: string[] = [];
  if (query.keyword) parts.push(`keyword=${encodeURIComponent(query.keyword)}`);
  for (const type of SERVICE_FILTER_TYPES) {
    const ids = [...query.filters[type]].sort((a, b) => a - b);
    if (ids.length > 0) parts.push(`${type}=${ids.join(',')}`);
  }
  if (query.page > 1) parts.push(`page=${query.page}`);
  return parts.join('&');
}

/** A checkbox ticked or unticked: that type's list changes and the list starts again at page 1. */
export function toggleFilter(query: ServiceQuery, type: ServiceFilterType, id: number, checked: boolean): ServiceQuery {
  const current = query.filters[type].filter((value) => value !== id);
  return { ...query, page: 1, filters: { ...query.filters, [type]: checked ? [...current, id] : current } };
}

/** 不限: clears one type only. */
export function clearFilter(query: ServiceQuery, type: ServiceFilterType): ServiceQuery {
  return { ...query, page: 1, filters: { ...query.filters, [type]: [] } };
}

/** The search button: a new keyword, from page 1. */
export function withKeyword(query: ServiceQuery, keyword: string): ServiceQuery {
  return { ...query, keyword: keyword.trim(), page: 1 };
}

/** Pagination: only the page changes. */
export function withPage(query: ServiceQuery, page: number): ServiceQuery {
  return { ...query, page };
}
