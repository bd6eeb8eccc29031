import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastSearchQuery, FastSearchResult, HotWord } from '@vm/contracts/catalogue-discovery';
import { communities, communityTypes, districts, hotWords, subwayStations, tradingAreas, venueSearch, venueSearchText } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { likePattern } from './list-communities';
import { searchVocabulary, understandSearchKeyword } from './search-vocabulary';

const PLACE_TYPES = [
  { type: 'district_ids', table: districts },
  { type: 'trading_area_ids', table: tradingAreas },
  { type: 'subway_station_ids', table: subwayStations },
] as const;

/**
 * GET /api/fast/search: header suggestions while typing. The keyword is read as a search reads it
 * (search-understanding.ts: synonyms, pinyin, typos). `additional_types` are the kinds of place, districts,
 * trading areas and stations it names (商场 → 购物中心), or whose name contains it, as /fieldslist
 * filters; `data` are the venues matching it, those of the named kind first, then the most booked.
 */
export async function fastSearch(deps: Pick<AppDeps, 'pool'>, query: FastSearchQuery): Promise<FastSearchResult> {
  const keyword = query.keyword;
  if (!keyword) return { additional_types: [], data: [] };
  const db = typed(deps.pool);
  const pattern = likePattern(keyword);
  const cityId = query.city_id;
  const understood = await understandSearchKeyword(deps.pool, keyword, cityId === undefined ? [] : [cityId]);
  // The places the understood words name (a district, a station …, by name, synonym or pinyin).
  const named = new Map<string, number[]>();
  const vocabulary = await searchVocabulary(deps.pool);
  for (const group of understood.groups) {
    for (const term of vocabulary.byText.get(group.word) ?? []) {
      const type = { district: 'district_ids', trading_area: 'trading_area_ids', station: 'subway_station_ids' }[term.kind as string];
      if (type && term.id !== null && (cityId === undefined || term.cityId === cityId)) named.set(type, [...(named.get(type) ?? []), term.id]);
    }
  }
  const places = PLACE_TYPES.map(({ type, table }) =>
    db
      .select({ value: table.id, name: table.name })
      .from(table)
      .where(
        and(
          or(ilike(table.name, pattern), (named.get(type) ?? []).length > 0 ? inArray(table.id, named.get(type)!) : undefined),
          cityId === undefined ? undefined : eq(table.cityId, cityId),
        ),
      )
      .orderBy(table.id)
      .limit(3)
      .then((rows) => rows.map((row) => ({ type, ...row }))),
  );
  const typeIds = understood.communityTypeIds;
  const types = db
    .select({ value: communityTypes.id, name: communityTypes.name })
    .from(communityTypes)
    .where(or(ilike(communityTypes.name, pattern), typeIds.length > 0 ? inArray(communityTypes.id, typeIds) : undefined))
    .orderBy(communityTypes.sort, communityTypes.id)
    .limit(3)
    .then((rows) => rows.map((row) => ({ type: 'community_type_ids', ...row })));
  const v = venueSearch;
  const t = venueSearchText;
  const kindFirst = typeIds.length > 0 ? sql`(${v.communityTypeId} = any(${sql.raw(`array[${typeIds.map(Number).join(',')}]::int[]`)})) desc` : sql`1`;
  const venues =
    understood.tsquery === null
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
                  .where(and(sql`${t.searchTsv} @@ to_tsquery('simple', ${understood.tsquery})`, cityId === undefined ? undefined : eq(t.cityId, cityId))),
              ),
              cityId === undefined ? undefined : eq(v.cityId, cityId),
              query.res_type_id === undefined ? undefined : sql`${v.resTypeIds} @> array[${query.res_type_id}::smallint]`,
            ),
          )
          .orderBy(kindFirst, desc(v.orderQuantity), v.topPhysicalId)
          .limit(10)
          .then((rows) => rows.map((row) => ({ ...row, top_physical_id: row.id, type: 'physical_resource' as const })));
  const [placeLists, typeList, data] = await Promise.all([Promise.all(places), types, venues]);
  return { additional_types: [...typeList, ...placeLists.flat()], data };
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
