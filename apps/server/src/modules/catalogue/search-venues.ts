import { ZVenueSearchQuery, type VenueCard, type VenuePage, type VenueSearchQuery } from '@vm/contracts/catalogue-search';
import type { AppDeps } from '../../platform/deps';
import { cachedSearch } from './search-cache';
import { SqlParams } from './sql-params';
import { EMPTY_VOCABULARY, groupsTsQuery, understandKeyword, type UnderstoodKeyword } from './search-understanding';
import { understandSearchKeyword } from './search-vocabulary';
import { queryPoint, venueSearchConditions } from './venue-search-filters';

/**
 * Sort of the list: `alias` is the table the columns are read from (the search row, or the page of it).
 * A keyword search in the default order ranks by relevance (`relevance`, see relevanceExpression), then
 * sales, then distance when a point is given.
 */
function orderClause(query: VenueSearchQuery, alias: string, geoPoint: string | null, relevance: string | null): string {
  if (relevance && !query.order_by) {
    return `${relevance} desc, ${alias}.order_quantity desc nulls last${geoPoint ? `, ${alias}.geo <-> ${geoPoint}` : ''}, ${alias}.top_physical_id asc`;
  }
  const direction = query.order ?? (query.order_by === 'price' || query.order_by === 'distance' ? 'asc' : 'desc');
  // `nulls last` in both directions matches the indexes (created `desc nulls last`), so a filtered page
  // can be read in index order and stop after page_size rows.
  const by: Record<string, string> = {
    price: `${alias}.floor_day_price ${direction} nulls last`,
    person_flow: `${alias}.person_flow ${direction} nulls last`,
    area: `${alias}.area ${direction} nulls last`,
    order_quantity: `${alias}.order_quantity ${direction} nulls last`,
  };
  const main =
    query.order_by === 'distance' && geoPoint
      ? `${alias}.geo <-> ${geoPoint} ${direction}`
      : (by[query.order_by ?? ''] ?? `${alias}.order_quantity desc nulls last`);
  return `${main}, ${alias}.top_physical_id asc`;
}

/**
 * The rules' ranking of a keyword search: the venue's name starting with what was typed (4), then the
 * kind of place (2) and the field type (1) the query names; the other fields match with 0. `alias` has
 * `name`, `community_type_id` and `category_id` (a search row, or a keyword match of venue_keyword_matches).
 */
function relevanceExpression(understood: UnderstoodKeyword, params: SqlParams, alias = 'v'): string {
  const exact = params.add(understood.text.replace(/ /g, ''));
  const parts = [`case when starts_with(lower(${alias}.name), ${exact}::text) then 4 else 0 end`];
  if (understood.communityTypeIds.length > 0)
    parts.push(`case when ${alias}.community_type_id = any(${params.add(understood.communityTypeIds)}::int[]) then 2 else 0 end`);
  if (understood.categoryIds.length > 0) parts.push(`case when ${alias}.category_id = any(${params.add(understood.categoryIds)}::int[]) then 1 else 0 end`);
  return `(${parts.join(' + ')})`;
}

/** Great-circle metres from the query point (shown on the card). */
function distanceExpression(latitude: string, longitude: string): string {
  return `round(12742000 * asin(sqrt(power(sin(radians(v.latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ${longitude}) / 2), 2))))::int`;
}

export interface CardRow {
  top_physical_id: number;
  name: string;
  floor_price: number | null;
  max_price: number | null;
  floor_day_price: number | null;
  order_quantity: number;
  cover_url: string;
  latitude: number;
  longitude: number;
  city_id: number;
  district_id: number;
  district_name: string;
  trading_area_name: string | null;
  community_id: number;
  community_name: string;
  address: string;
  category_id: number;
  category_name: string;
  community_type_id: number;
  community_type_name: string;
  indoor: boolean;
  area: number;
  person_flow: number;
  year: number | null;
  has_panorama: boolean;
  is_enquiry: boolean;
  is_proprietary: boolean;
  labels: { id: number; name: string }[];
  distance: number | null;
}

/** What a page keeps of each search row (not the wide search words). */
const PAGE_COLUMNS = `v.top_physical_id, v.community_id, v.city_id, v.district_id, v.trading_area_id, v.category_id, v.community_type_id, v.label_ids,
  v.indoor, v.area, v.person_flow, v.year, v.has_panorama, v.is_proprietary, v.floor_price, v.max_price, v.floor_day_price, v.is_enquiry,
  v.order_quantity, v.latitude, v.longitude, v.geo, v.name, v.cover_url`;

/** Columns of a venue card, read from a page `p` of venue_search rows. Shared by every card list. */
export const CARD_COLUMNS = `p.top_physical_id, p.name, p.floor_price, p.max_price, p.floor_day_price, p.order_quantity, p.cover_url, p.latitude, p.longitude,
  p.city_id, p.district_id, d.name as district_name, ta.name as trading_area_name, p.community_id, c.name as community_name, c.address,
  p.category_id, cat.name as category_name, p.community_type_id, ct.name as community_type_name, p.indoor, p.area::float8 as area, p.person_flow, p.year, p.has_panorama, p.is_enquiry,
  p.is_proprietary,
  coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id) from labels l where l.id = any(p.label_ids)), '[]') as labels`;
/** The columns of {@link CARD_COLUMNS}, in order (for the named statements that read cards). */
export const CARD_COLUMN_NAMES = [
  'top_physical_id',
  'name',
  'floor_price',
  'max_price',
  'floor_day_price',
  'order_quantity',
  'cover_url',
  'latitude',
  'longitude',
  'city_id',
  'district_id',
  'district_name',
  'trading_area_name',
  'community_id',
  'community_name',
  'address',
  'category_id',
  'category_name',
  'community_type_id',
  'community_type_name',
  'indoor',
  'area',
  'person_flow',
  'year',
  'has_panorama',
  'is_enquiry',
  'is_proprietary',
  'labels',
] as const satisfies readonly (keyof CardRow)[];
export const CARD_JOINS = `join communities c on c.id = p.community_id join districts d on d.id = p.district_id
  left join trading_areas ta on ta.id = p.trading_area_id join categories cat on cat.id = p.category_id
  join community_types ct on ct.id = p.community_type_id`;

export function toVenueCard(row: Omit<CardRow, 'distance'> & { distance?: number | null }): VenueCard {
  return {
    id: row.top_physical_id,
    top_physical_id: row.top_physical_id,
    name: row.name,
    floor_price: row.floor_price ?? 0,
    max_price: row.max_price ?? 0,
    floor_day_price: row.floor_day_price ?? 0,
    order_quantity: row.order_quantity,
    community_img: { pic_url: row.cover_url },
    type: 'physical_resource',
    latitude: row.latitude,
    longitude: row.longitude,
    city_id: row.city_id,
    district_id: row.district_id,
    district_name: row.district_name,
    trading_area_name: row.trading_area_name,
    community_id: row.community_id,
    community_name: row.community_name,
    address: row.address,
    field_type: { id: row.category_id, display_name: row.category_name },
    community_type: { id: row.community_type_id, name: row.community_type_name },
    indoor: row.indoor,
    area: row.area,
    person_flow: row.person_flow,
    year: row.year,
    has_panorama: row.has_panorama,
    is_enquiry: row.is_enquiry,
    is_proprietary: row.is_proprietary,
    labels: row.labels,
    distance: row.distance ?? null,
  };
}

/**
 * The count of a search stops after this many matches: a broad search (a whole city, a common keyword)
 * answers `total: TOTAL_CAP` with `total_capped: true` instead of counting tens of thousands of rows on
 * every page (50 pages of 20 are more than anyone pages through; the pages after them still answer).
 */
export const TOTAL_CAP = 1000;

/**
 * The SQL of a venue search, exposed so benchmarks can run the same statements. `pageSql` answers the
 * page with the (capped) count of all matches in a `total` column on every row — one round trip; the
 * count is an uncorrelated subquery, so it runs once. `countSql` alone is for a page past the end, which
 * has no row to carry the count. `extraConditions` are fixed SQL of internal callers (ad search,
 * proprietary lists), never user input. `understood` is the keyword read against the vocabulary
 * (without it, against none: no synonyms, no correction).
 */
export function buildVenueSearchSql(
  query: VenueSearchQuery,
  extraConditions: string[] = [],
  totalCap = TOTAL_CAP,
  understood: UnderstoodKeyword | null = query.keyword ? understandKeyword(query.keyword, EMPTY_VOCABULARY) : null,
) {
  if (query.keyword && understood?.tsquery) return keywordSearchSql(query, extraConditions, totalCap, understood);
  const params = new SqlParams();
  const conditions = venueSearchConditions(query, params, understood);
  if (conditions === null) return null;
  const where = [...conditions, ...extraConditions];
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  // Counts at most TOTAL_CAP + 1 rows, so the planner can stop early (see TOTAL_CAP).
  const countSql = `select count(*)::int as total from (select 1 from venue_search v ${whereSql} limit ${totalCap + 1}) m`;
  const countExpression = `(select count(*)::int from (select 1 from venue_search v ${whereSql} limit ${totalCap + 1}) m)`;
  const countValues = [...params.values];
  const { distance, geoPoint } = pointExpressions(query, params);
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const pageSql = `with p as materialized (
      select ${PAGE_COLUMNS}, ${distance} as distance from venue_search v ${whereSql}
      order by ${orderClause(query, 'v', geoPoint, null)} limit ${limit} offset ${offset})
    select ${CARD_COLUMNS}, p.distance, ${countExpression} as total from p ${CARD_JOINS}
    order by ${orderClause(query, 'p', geoPoint, null)}`;
  return { countSql, countValues, pageSql, pageValues: params.values };
}

/** The distance column and the point to order by, when the query gives a point. */
function pointExpressions(query: VenueSearchQuery, params: SqlParams): { distance: string; geoPoint: string | null } {
  const point = queryPoint(query);
  if (!point) return { distance: 'null::int', geoPoint: null };
  const latitude = params.add(point.latitude);
  const longitude = params.add(point.longitude);
  return {
    distance: distanceExpression(`${latitude}::float8`, `${longitude}::float8`),
    geoPoint: `point(${longitude}::float8 * cos(radians(${latitude}::float8)), ${latitude}::float8)`,
  };
}

/**
 * A keyword search (decision 0057). The candidates are the venues matching any word of the keyword, read
 * through the keyword GIN by venue_keyword_matches (migration 0035) with what the ranking needs, so the
 * ranking sorts the matches only, never the whole city. A keyword of several parts (商场 中庭, 静安
 * 写字楼) shows the venues matching every part first, then those matching fewer parts — but only when
 * each part matches some venue there: a part that matches nothing (写字楼 火星) makes the search find
 * nothing, and the fallback says so. Without other filters, sort or point, the page is ranked from the
 * matches alone and only its rows are read from venue_search; otherwise the matches are joined to it.
 */
function keywordSearchSql(query: VenueSearchQuery, extraConditions: string[], totalCap: number, understood: UnderstoodKeyword) {
  const params = new SqlParams();
  const cities = params.add(query.city_ids.length > 0 ? query.city_ids : null);
  // A phrase of several things ranks its parts (see rankParts); any other keyword is one part: every word required.
  const parts = understood.rankParts ? understood.groups.map((group) => groupsTsQuery([group])) : [understood.tsquery!];
  // Any word of any part: a venue matching some of the parts is a candidate too (ranked after).
  const tsquery = params.add(parts.length > 1 ? parts.map((part) => `(${part})`).join(' | ') : understood.tsquery);
  const groups = params.add(parts);
  // Every part found in some venue (one part: every match has it).
  const every = parts.length > 1 ? `where (select bit_or(a.mask) from m a) = ${params.add(2 ** parts.length - 1)}::int` : '';
  const matches = `with m as materialized (select * from venue_keyword_matches(${cities}::int[], ${tsquery}::text, ${groups}::text[], null::int)),
    k as (select * from m ${every})`;
  const probe = new SqlParams();
  const filterOnly = { ...query, keyword: undefined, city_ids: [] };
  const direct = (venueSearchConditions(filterOnly, probe, null) ?? []).length === 0 && extraConditions.length === 0 && !query.order_by && !queryPoint(query);
  if (direct && parts.length > 1) return severalPartsSql(query, totalCap, understood, parts);
  if (direct) {
    const countSql = `${matches} select count(*)::int as total from (select 1 from k limit ${totalCap + 1}) x`;
    const countValues = [...params.values];
    const relevance = relevanceExpression(understood, params, 'k');
    const limit = params.add(query.page_size);
    const offset = params.add((query.page - 1) * query.page_size);
    const pageSql = `${matches},
    r as materialized (select k.top_physical_id, k.hits, ${relevance} as relevance from k
      order by k.hits desc, relevance desc, k.order_quantity desc, k.top_physical_id asc limit ${limit} offset ${offset}),
    ${pageFromRanked('r', `(select count(*)::int from (select 1 from k limit ${totalCap + 1}) x)`)}`;
    return { countSql, countValues, pageSql, pageValues: params.values };
  }
  const conditions = venueSearchConditions({ ...query, keyword: undefined }, params, null) ?? [];
  const where = [...conditions, ...extraConditions];
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const from = `k join venue_search v on v.top_physical_id = k.top_physical_id ${whereSql}`;
  const countSql = `${matches} select count(*)::int as total from (select 1 from ${from} limit ${totalCap + 1}) x`;
  const countValues = [...params.values];
  const { distance, geoPoint } = pointExpressions(query, params);
  const relevance = query.order_by ? null : relevanceExpression(understood, params);
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const pageSql = `${matches},
    p as materialized (
      select ${PAGE_COLUMNS}, ${distance} as distance, k.hits${relevance ? `, ${relevance} as relevance` : ''} from ${from}
      order by k.hits desc, ${orderClause(query, 'v', geoPoint, relevance)} limit ${limit} offset ${offset})
    select ${CARD_COLUMNS}, p.distance, (select count(*)::int from (select 1 from ${from} limit ${totalCap + 1}) x) as total from p ${CARD_JOINS}
    order by p.hits desc, ${orderClause(query, 'p', geoPoint, relevance ? 'p.relevance' : null)}`;
  return { countSql, countValues, pageSql, pageValues: params.values };
}

/** The page's cards from `ranked` (top_physical_id, hits, relevance: the page in order), with `counted` (the capped count). */
function pageFromRanked(ranked: string, counted: string): string {
  return `p as materialized (select ${PAGE_COLUMNS}, null::int as distance, ${ranked}.hits, ${ranked}.relevance
      from ${ranked} join venue_search v on v.top_physical_id = ${ranked}.top_physical_id)
    select ${CARD_COLUMNS}, p.distance, ${counted} as total from p ${CARD_JOINS}
    order by p.hits desc, p.relevance desc, p.order_quantity desc, p.top_physical_id asc`;
}

/**
 * A keyword of several parts with no other filter: the venues matching every part (`f`, one GIN scan of
 * the parts AND-ed, usually few) are ranked first; the venues matching some parts (`pt`: the parts OR-ed,
 * each match checked part by part, the dear scan) are read only when the page needs more than `f` holds
 * (Append and Limit read their inputs in order and stop early). The capped count is that of the parts
 * OR-ed, and needs no part-by-part check. Nothing is found when no venue matches every part and some
 * part matches no venue at all (写字楼 火星: the fallback then says so).
 */
function severalPartsSql(query: VenueSearchQuery, totalCap: number, understood: UnderstoodKeyword, parts: string[]) {
  const params = new SqlParams();
  const cities = params.add(query.city_ids.length > 0 ? query.city_ids : null);
  const all = params.add(understood.tsquery);
  const any = params.add(parts.map((part) => `(${part})`).join(' | '));
  const groups = params.add(parts);
  const full = params.add(2 ** parts.length - 1);
  const matching = (tsquery: string, max: string) => `venue_keyword_matches(${cities}::int[], ${tsquery}::text, array[${tsquery}::text], ${max})`;
  const eachPartFound = parts.map((part) => `exists (select 1 from ${matching(params.add(part), '1')})`).join(' and ');
  const matches = `with f as materialized (select * from ${matching(all, 'null')}),
    found as materialized (select exists (select 1 from f) or (${eachPartFound}) as yes),
    o as materialized (select * from venue_keyword_matches(${cities}::int[], ${any}::text, ${groups}::text[], null::int)),
    pt as not materialized (select * from o where o.mask <> ${full}::int and (select yes from found))`;
  const counted = `(select count(*)::int from ${matching(any, String(totalCap + 1))} where (select yes from found))`;
  const countSql = `${matches} select ${counted} as total`;
  const countValues = [...params.values];
  const count = params.add(parts.length);
  const end = params.add(query.page * query.page_size);
  const fullRelevance = relevanceExpression(understood, params, 'f');
  const partRelevance = relevanceExpression(understood, params, 'pt');
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const pageSql = `${matches},
    r as materialized (
      (select f.top_physical_id, ${count}::int as hits, ${fullRelevance} as relevance from f
        order by relevance desc, f.order_quantity desc, f.top_physical_id asc limit ${end})
      union all
      (select pt.top_physical_id, pt.hits, ${partRelevance} as relevance from pt
        order by pt.hits desc, relevance desc, pt.order_quantity desc, pt.top_physical_id asc limit ${end})
      limit ${limit} offset ${offset}),
    ${pageFromRanked('r', counted)}`;
  return { countSql, countValues, pageSql, pageValues: params.values };
}

/** The sentence a page shows over the fallback of a search that found nothing (business rules, Search). */
export function fallbackMessage(keyword: string): string {
  return `没有找到"${keyword}"相关场地，为你推荐以下场地`;
}

/**
 * GET /api/fields: a page of venue cards. More than TOTAL_CAP matches → `total` is TOTAL_CAP and
 * `total_capped` is true. The keyword is read against the catalogue's vocabulary and synonyms
 * (search-understanding.ts). A keyword search that finds nothing relaxes itself (the words that match
 * nothing dropped, then the city's most booked venues) and answers `total: 0` with that `fallback`.
 * A keyword search is answered from the per-process cache while the catalogue has not changed
 * (search-cache.ts): its words make it several times dearer than a filter search, and a few hot words
 * make most of them.
 */
export async function searchVenues(
  deps: Pick<AppDeps, 'pool'>,
  query: VenueSearchQuery,
  extraConditions: string[] = [],
  totalCap = TOTAL_CAP,
): Promise<VenuePage> {
  if (!query.keyword) {
    const sql = buildVenueSearchSql(query, extraConditions, totalCap, null);
    if (!sql) return { data: [], total: 0, page: query.page, page_size: query.page_size };
    return runSearch(deps, query, sql, totalCap);
  }
  const understood = await understandSearchKeyword(deps.pool, query.keyword, query.city_ids);
  const sql = buildVenueSearchSql(query, extraConditions, totalCap, understood);
  // The statement and its values name the answer exactly (the cap is in the statement's text).
  const key = sql ? `${sql.pageSql}\n${JSON.stringify(sql.pageValues)}` : `nothing\n${JSON.stringify([query, extraConditions])}`;
  return cachedSearch(deps.pool, key, async () => {
    const page = sql ? await runSearch(deps, query, sql, totalCap) : { data: [], total: 0, page: query.page, page_size: query.page_size };
    if (page.total > 0 || query.page > 1) return page;
    return { ...page, fallback: await searchFallback(deps, query, extraConditions, understood) };
  });
}

/** The venues shown when a keyword search finds nothing (see searchVenues). */
async function searchFallback(
  deps: Pick<AppDeps, 'pool'>,
  query: VenueSearchQuery,
  extraConditions: string[],
  understood: UnderstoodKeyword,
): Promise<NonNullable<VenuePage['fallback']>> {
  const keyword = query.keyword ?? '';
  const message = fallbackMessage(keyword);
  const firstPage = { ...query, page: 1 };
  // Relaxed: only the words that match something in the city (each checked alone).
  if (understood.groups.length > 1) {
    const matching = [];
    for (const group of understood.groups) {
      const alone: UnderstoodKeyword = { ...understood, groups: [group], tsquery: groupsTsQuery([group]), rankParts: false };
      const sql = buildVenueSearchSql({ ...firstPage, page_size: 1 }, extraConditions, 1, alone);
      if (sql && (await deps.pool.query(sql.countSql, sql.countValues)).rows[0]?.total > 0) matching.push(group);
    }
    if (matching.length > 0 && matching.length < understood.groups.length) {
      const relaxed: UnderstoodKeyword = {
        ...understood,
        groups: matching,
        tsquery: groupsTsQuery(matching),
        rankParts: understood.rankParts && matching.length > 1,
      };
      const sql = buildVenueSearchSql(firstPage, extraConditions, TOTAL_CAP, relaxed);
      const page = sql ? await runSearch(deps, firstPage, sql, TOTAL_CAP) : null;
      if (page && page.data.length > 0) return { reason: 'relaxed', keyword: matching.map((group) => group.word).join(' '), message, data: page.data };
    }
  }
  // Recommended: the city's most booked venues (the query's city, without its other filters).
  const recommended = ZVenueSearchQuery.parse({ page: 1, page_size: query.page_size, city_ids: query.city_ids.join(',') || undefined });
  const sql = buildVenueSearchSql(recommended, extraConditions, TOTAL_CAP, null);
  const page = sql ? await runSearch(deps, recommended, sql, TOTAL_CAP) : null;
  return { reason: 'recommended', keyword: null, message, data: page?.data ?? [] };
}
async function runSearch(
  deps: Pick<AppDeps, 'pool'>,
  query: VenueSearchQuery,
  sql: NonNullable<ReturnType<typeof buildVenueSearchSql>>,
  totalCap: number,
): Promise<VenuePage> {
  // The search stays SQL built per query (filters, sort, distance; the measured search path, search-bench).
  const rows = await deps.pool.query<CardRow & { total: number }>(sql.pageSql, sql.pageValues);
  let counted = rows.rows[0]?.total ?? 0;
  if (rows.rows.length === 0 && query.page > 1) {
    counted = (await deps.pool.query<{ total: number }>(sql.countSql, sql.countValues)).rows[0]?.total ?? 0; // as above
  }
  const page: VenuePage = { data: rows.rows.map(toVenueCard), total: Math.min(counted, totalCap), page: query.page, page_size: query.page_size };
  if (counted > totalCap) page.total_capped = true;
  return page;
}
