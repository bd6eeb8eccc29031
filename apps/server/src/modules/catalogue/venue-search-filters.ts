import type { VenueSearchQuery } from '@vm/contracts/catalogue-search';
import { resolvePriceFilter, resolveYearFilter, type FilterRange } from '@vm/domain/price-tiers';
import type { UnderstoodKeyword } from './search-understanding';
import type { SqlParams } from './sql-params';

/** Point of the query (for distance), when both coordinates are given. */
export function queryPoint(query: VenueSearchQuery): { latitude: number; longitude: number } | null {
  return query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
}

function rangeConditions(column: string, range: FilterRange, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (range.min !== null) conditions.push(`${column} >= ${params.add(range.min)}`);
  if (range.max !== null) conditions.push(`${column} ${range.maxExclusive ? '<' : '<='} ${params.add(range.max)}`);
  return conditions;
}

const customRange = (min: number | undefined, max: number | undefined): FilterRange => ({
  min: min ?? null,
  max: max ?? null,
  maxExclusive: false,
  source: 'custom',
  tier: null,
});

/** One id is a plain equality, so a btree on (column, sort key) can also give the order and stop at the page. */
function anyOf(column: string, ids: readonly number[], params: SqlParams): string[] {
  if (ids.length === 0) return [];
  return ids.length === 1 ? [`${column} = ${params.add(ids[0])}::int`] : [`${column} = any(${params.add(ids)}::int[])`];
}

function geoConditions(query: VenueSearchQuery, params: SqlParams): string[] {
  const point = queryPoint(query);
  if (!point) return [];
  const { latitude_delta: latDelta, longitude_delta: lngDelta } = query;
  if (latDelta !== undefined && lngDelta !== undefined) {
    // Two ranges rather than point-in-box: the btree on (latitude, longitude) serves them, and the planner
    // estimates them from the column statistics (a box on a GiST got a fixed guess of 0.1 %, so a wide box
    // was read whole and sorted instead of walking the sort index until the page was full).
    return [
      `v.latitude between ${params.add(point.latitude - latDelta)}::float8 and ${params.add(point.latitude + latDelta)}::float8`,
      `v.longitude between ${params.add(point.longitude - lngDelta)}::float8 and ${params.add(point.longitude + lngDelta)}::float8`,
    ];
  }
  if (latDelta !== undefined) return [`v.latitude between ${params.add(point.latitude - latDelta)} and ${params.add(point.latitude + latDelta)}`];
  if (lngDelta !== undefined) return [`v.longitude between ${params.add(point.longitude - lngDelta)} and ${params.add(point.longitude + lngDelta)}`];
  return [];
}

/**
 * WHERE conditions of a venue search on `venue_search v`, every value a parameter. Price and year go
 * through the domain's tier rules (a custom range wins over a tier). The keyword's words are matched by
 * search-venues.ts (keywordSearchSql, through venue_keyword_matches); here a keyword only decides whether
 * there is a search at all: null when it can match nothing; a keyword of generic words only (场地) is no
 * condition.
 */
export function venueSearchConditions(query: VenueSearchQuery, params: SqlParams, understood: UnderstoodKeyword | null): string[] | null {
  const conditions: string[] = [];
  if (query.keyword) {
    if (!understood || (understood.tsquery === null && understood.generic.length === 0)) return null;
  }
  conditions.push(
    ...anyOf('v.city_id', query.city_ids, params),
    ...anyOf('v.district_id', query.district_ids, params),
    ...anyOf('v.trading_area_id', query.trading_area_ids, params),
    ...anyOf('v.subway_station_id', query.subway_station_ids, params),
    ...anyOf('v.location_type_id', query.location_type_ids, params),
    ...anyOf('v.community_type_id', query.community_type_ids, params),
    ...anyOf('v.category_id', query.category_ids, params),
  );
  if (query.subway_line_id !== undefined) conditions.push(`v.subway_line_ids @> array[${params.add(query.subway_line_id)}::int]`);
  // Several labels: a venue with any of them (the chips read as "地铁沿线 或 人流密集").
  if (query.label_ids.length > 0) conditions.push(`v.label_ids && ${params.add(query.label_ids)}::int[]`);
  // Several attributes: every one must match, each by any of its chosen options.
  for (const filter of query.attributes) conditions.push(`v.attribute_option_ids && ${params.add(filter.option_ids)}::int[]`);
  if (query.indoor !== undefined) conditions.push(`v.indoor = ${params.add(query.indoor)}`);
  if (query.has_panorama !== undefined) conditions.push(`v.has_panorama = ${params.add(query.has_panorama)}`);
  if (query.is_proprietary !== undefined) conditions.push(`v.is_proprietary = ${params.add(query.is_proprietary)}`);
  if (query.in_trading_area !== undefined) conditions.push(query.in_trading_area ? 'v.trading_area_id is not null' : 'v.trading_area_id is null');
  if (query.has_subsidy !== undefined) conditions.push(`v.has_subsidy = ${params.add(query.has_subsidy)}`);
  if (query.not_need_deposit !== undefined) conditions.push(`v.has_deposit_free = ${params.add(query.not_need_deposit)}`);
  if (query.res_type_id !== undefined) conditions.push(`v.res_type_ids @> array[${params.add(query.res_type_id)}::smallint]`);
  conditions.push(...rangeConditions('v.floor_day_price', resolvePriceFilter(query), params));
  conditions.push(...rangeConditions('v.year', resolveYearFilter(query), params));
  conditions.push(...rangeConditions('v.area', customRange(query.min_area, query.max_area), params));
  conditions.push(...rangeConditions('v.person_flow', customRange(query.min_person_flow, query.max_person_flow), params));
  conditions.push(...geoConditions(query, params));
  return conditions;
}
