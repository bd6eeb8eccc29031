import type { CommunityCard, CommunityDetail, CommunityListQuery } from '@vm/contracts/catalogue-communities';
import type { VenueCommunity } from '@vm/contracts/catalogue-venue';
import type { Page } from '../../platform/http/envelope';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { CARD_COLUMNS, CARD_JOINS, toVenueCard } from './search-venues';
import { SqlParams } from './sql-params';

/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const COMMUNITY_CARD_SQL = `c.id, c.name, c.address, c.city_id, c.district_id, d.name as district_name, ta.name as trading_area_name,
  json_build_object('id', ct.id, 'name', ct.name) as community_type, c.year, c.person_flow, c.cover_url as pic_url,
  coalesce(agg.floor_price, 0) as floor_price, coalesce(agg.floor_day_price, 0) as floor_day_price, agg.venue_count, agg.order_quantity, c.is_proprietary, c.latitude, c.longitude`;
const COMMUNITY_JOINS = `join districts d on d.id = c.district_id left join trading_areas ta on ta.id = c.trading_area_id
  join community_types ct on ct.id = c.community_type_id
  cross join lateral (select min(v.floor_price) as floor_price, min(v.floor_day_price) as floor_day_price, count(*)::int as venue_count, coalesce(sum(v.order_quantity), 0)::int as order_quantity
    from venue_search v where v.community_id = c.id) agg`;

/** GET /api/communities: communities with their lowest price and venue count. */
export async function listCommunities(deps: Pick<AppDeps, 'pool'>, query: CommunityListQuery): Promise<Page<CommunityCard>> {
  const params = new SqlParams();
  const where: string[] = [];
  if (query.city_ids.length > 0) where.push(`c.city_id = any(${params.add(query.city_ids)}::int[])`);
  if (query.community_type_ids.length > 0) where.push(`c.community_type_id = any(${params.add(query.community_type_ids)}::int[])`);
  if (query.keyword) where.push(`(c.name ilike ${params.add(likePattern(query.keyword))} or c.address ilike ${params.add(likePattern(query.keyword))})`);
  if (query.is_proprietary !== undefined) where.push(`c.is_proprietary = ${params.add(query.is_proprietary === '1')}`);
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const direction = query.order ?? (query.order_by === 'price' ? 'asc' : 'desc');
  const orderColumn = { person_flow: 'c.person_flow', year: 'c.year', order_quantity: 'agg.order_quantity', price: 'agg.floor_day_price', id: 'c.id' }[query.order_by ?? 'id'];
  const countValues = [...params.values];
  const limit = params.add(query.page_size);
  const offset = params.add((query.page - 1) * query.page_size);
  const [count, rows] = await Promise.all([
    deps.pool.query<{ total: number }>(`select count(*)::int as total from communities c ${whereSql}`, countValues),
    deps.pool.query<CommunityCard>(
      `select ${COMMUNITY_CARD_SQL} from communities c ${COMMUNITY_JOINS} ${whereSql}
       order by ${orderColumn} ${direction} nulls last, c.id asc limit ${limit} offset ${offset}`,
      params.values,
    ),
  ]);
  return { data: rows.rows, total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** GET /api/communities/{id}: the community with its pictures and venues. */
export async function getCommunity(deps: Pick<AppDeps, 'pool'>, id: number): Promise<CommunityDetail> {
  const [community, venues] = await Promise.all([
    deps.pool.query<VenueCommunity & { subway_lines: { id: number; name: string }[]; imgs: { pic_url: string }[]; floor_price: number; floor_day_price: number; order_quantity: number }>(
      `select c.id, c.name, c.address, c.city_id, ci.name as city_name, c.district_id, d.name as district_name,
         case when ta.id is null then null else json_build_object('id', ta.id, 'name', ta.name) end as trading_area,
         case when st.id is null then null else json_build_object('id', st.id, 'name', st.name) end as subway_station,
         coalesce((select json_agg(json_build_object('id', sl.id, 'name', sl.name) order by sl.sort, sl.id)
           from subway_line_stations ls join subway_lines sl on sl.id = ls.line_id where ls.station_id = c.subway_station_id), '[]') as subway_lines,
         json_build_object('id', ct.id, 'name', ct.name) as community_type, json_build_object('id', lt.id, 'name', lt.name) as location_type,
         c.year, c.person_flow, c.latitude, c.longitude, c.is_proprietary, c.cover_url as pic_url, c.description,
         coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id)
           from community_labels cl join labels l on l.id = cl.label_id where cl.community_id = c.id), '[]') as labels,
         coalesce((select json_agg(json_build_object('pic_url', i.url) order by i.position, i.id) from community_images i where i.community_id = c.id), '[]') as imgs,
         coalesce(agg.floor_price, 0) as floor_price, coalesce(agg.floor_day_price, 0) as floor_day_price, agg.order_quantity
       from communities c join cities ci on ci.id = c.city_id ${COMMUNITY_JOINS}
       left join subway_stations st on st.id = c.subway_station_id join location_types lt on lt.id = c.location_type_id
       where c.id = $1`,
      [id],
    ),
    deps.pool.query(`select ${CARD_COLUMNS} from venue_search p ${CARD_JOINS} where p.community_id = $1 order by p.order_quantity desc, p.top_physical_id`, [id]),
  ]);
  const row = community.rows[0];
  if (!row) throw notFound('社区');
  return { ...row, venues: venues.rows.map(toVenueCard) };
}
