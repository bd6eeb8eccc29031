import type { FastSearchQuery, FastSearchResult, HotWord } from '@vm/contracts/catalogue-discovery';
import type { AppDeps } from '../../platform/deps';
import { likePattern } from './list-communities';
import { queryWords, toPrefixTsQuery } from './search-words';

const PLACE_TYPES = [
  { type: 'district_ids', table: 'districts' },
  { type: 'trading_area_ids', table: 'trading_areas' },
  { type: 'subway_station_ids', table: 'subway_stations' },
] as const;

/**
 * GET /api/fast/search: header suggestions while typing. `additional_types` are places whose name
 * contains the keyword, as /fieldslist filters; `data` are the most booked venues matching it.
 */
export async function fastSearch(deps: Pick<AppDeps, 'pool'>, query: FastSearchQuery): Promise<FastSearchResult> {
  const keyword = query.keyword;
  if (!keyword) return { additional_types: [], data: [] };
  const pattern = likePattern(keyword);
  const places = PLACE_TYPES.map(({ type, table }) =>
    deps.pool.query<{ value: number; name: string }>(
      `select id as value, name from ${table} where name ilike $1 and ($2::int is null or city_id = $2) order by id limit 3`,
      [pattern, query.city_id ?? null],
    ).then((result) => result.rows.map((row) => ({ type, ...row }))),
  );
  const types = deps.pool
    .query<{ value: number; name: string }>('select id as value, name from community_types where name ilike $1 order by sort, id limit 3', [pattern])
    .then((result) => result.rows.map((row) => ({ type: 'community_type_ids', ...row })));
  const words = queryWords(keyword);
  const venues =
    words.length === 0
      ? Promise.resolve([])
      : deps.pool
          .query<{ id: number; name: string; community_id: number; community_name: string }>(
            `select v.top_physical_id as id, v.name, v.community_id, c.name as community_name
             from venue_search v join communities c on c.id = v.community_id
             where v.top_physical_id in (select t.top_physical_id from venue_search_text t where t.search_tsv @@ to_tsquery('simple', $1) and ($2::int is null or t.city_id = $2)) and ($2::int is null or v.city_id = $2)
               and ($3::smallint is null or v.res_type_ids @> array[$3::smallint])
             order by v.order_quantity desc, v.top_physical_id limit 10`,
            [toPrefixTsQuery(words), query.city_id ?? null, query.res_type_id ?? null],
          )
          .then((result) => result.rows.map((row) => ({ ...row, top_physical_id: row.id, type: 'physical_resource' as const })));
  const [placeLists, typeList, data] = await Promise.all([Promise.all(places), types, venues]);
  return { additional_types: [...placeLists.flat(), ...typeList], data };
}

/** GET /api/hot_words: the city's hot words, then the national ones. */
export async function listHotWords(deps: Pick<AppDeps, 'pool'>, cityId: number | undefined): Promise<HotWord[]> {
  const result = await deps.pool.query<HotWord>(
    'select id, name from hot_words where city_id is null or city_id = $1 order by (city_id is null), sort, id limit 20',
    [cityId ?? null],
  );
  return result.rows;
}
