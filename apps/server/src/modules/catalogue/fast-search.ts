import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastSearchQuery, FastSearchResult, HotWord } from '@vm/contracts/catalogue-discovery';
import { communities, communityTypes, districts, hotWords, subwayStations, tradingAreas, venueSearch, venueSearchText } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { likePattern } from './list-communities';
import { queryWords, toPrefixTsQuery } from './search-words';

const PLACE_TYPES = [
  { type: 'district_ids', table: districts },
  { type: 'trading_area_ids', table: tradingAreas },
  { type: 'subway_station_ids', table: subwayStations },
] as const;

/**
 * GET /api/fast/search: header suggestions while typing. `additional_types` are places whose name
 * contains the keyword, as /fieldslist filters; `data` are the most booked venues matching it.
 */
export async function fastSearch(deps: Pick<AppDeps, 'pool'>, query: FastSearchQuery): Promise<FastSearchResult> {
  const keyword = query.keyword;
  if (!keyword) return { additional_types: [], data: [] };
  const db = typed(deps.pool);
  const pattern = likePattern(keyword);
  const cityId = query.city_id;
  const places = PLACE_TYPES.map(({ type, table }) =>
    db
      .select({ value: table.id, name: table.name })
      .from(table)
      .where(and(ilike(table.name, pattern), cityId === undefined ? undefined : eq(table.cityId, cityId)))
      .orderBy(table.id)
      .limit(3)
      .then((rows) => rows.map((row) => ({ type, ...row }))),
  );
  const types = db
    .select({ value: communityTypes.id, name: communityTypes.name })
    .from(communityTypes)
    .where(ilike(communityTypes.name, pattern))
    .orderBy(communityTypes.sort, communityTypes.id)
    .limit(3)
    .then((rows) => rows.map((row) => ({ type: 'community_type_ids', ...row })));
  const words = queryWords(keyword);
  const v = venueSearch;
  const t = venueSearchText;
  const venues =
    words.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: v.topPhysicalId, name: v.name, community_id: v.communityId, community_name: communities.name })
          .from(v)
          .innerJoin(communities, eq(communities.id, v.communityId))
          .where(
            and(
              inArray(
                v.topPhysicalId,
                db
                  .select({ id: t.topPhysicalId })
                  .from(t)
                  .where(and(sql`${t.searchTsv} @@ to_tsquery('simple', ${toPrefixTsQuery(words)})`, cityId === undefined ? undefined : eq(t.cityId, cityId))),
              ),
              cityId === undefined ? undefined : eq(v.cityId, cityId),
              query.res_type_id === undefined ? undefined : sql`${v.resTypeIds} @> array[${query.res_type_id}::smallint]`,
            ),
          )
          .orderBy(desc(v.orderQuantity), v.topPhysicalId)
          .limit(10)
          .then((rows) => rows.map((row) => ({ ...row, top_physical_id: row.id, type: 'physical_resource' as const })));
  const [placeLists, typeList, data] = await Promise.all([Promise.all(places), types, venues]);
  return { additional_types: [...placeLists.flat(), ...typeList], data };
}

/** GET /api/hot_words: the city's hot words, then the national ones. */
export async function listHotWords(deps: Pick<AppDeps, 'pool'>, cityId: number | undefined): Promise<HotWord[]> {
  return typed(deps.pool)
    .select({ id: hotWords.id, name: hotWords.name })
    .from(hotWords)
    .where(cityId === undefined ? isNull(hotWords.cityId) : or(isNull(hotWords.cityId), eq(hotWords.cityId, cityId)))
    .orderBy(sql`(${hotWords.cityId} is null)`, hotWords.sort, hotWords.id)
    .limit(20);
}
