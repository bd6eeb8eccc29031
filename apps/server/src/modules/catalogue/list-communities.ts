import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { CommunityCard, CommunityDetail, CommunityListQuery } from '@vm/contracts/catalogue-communities';
import type { VenueCommunity } from '@vm/contracts/catalogue-venue';
import { communities, communityTypes, districts, tradingAreas, venueSearch } from '../../db/schema/index';
import { namedSql, typed, type TypedDb } from '../../platform/db/typed';
import type { Page } from '../../platform/http/envelope';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { CARD_COLUMN_NAMES, CARD_COLUMNS, CARD_JOINS, toVenueCard, type CardRow } from './search-venues';

/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const c = communities;

/** The community's venues in the search: lowest prices, how many, how often ordered (a lateral subquery on `c`). */
function venuesOfCommunity(db: TypedDb) {
  const v = venueSearch;
  return db
    .select({
      floorPrice: sql<number | null>`min(${v.floorPrice})`.as('floor_price'),
      floorDayPrice: sql<number | null>`min(${v.floorDayPrice})`.as('floor_day_price'),
      venueCount: sql<number>`count(*)::int`.as('venue_count'),
      orderQuantity: sql<number>`coalesce(sum(${v.orderQuantity}), 0)::int`.as('order_quantity'),
    })
    .from(v)
    .where(eq(v.communityId, c.id))
    .as('agg');
}

/** GET /api/communities: communities with their lowest price and venue count. */
export async function listCommunities(deps: Pick<AppDeps, 'pool'>, query: CommunityListQuery): Promise<Page<CommunityCard>> {
  const db = typed(deps.pool);
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    query.city_ids.length > 0 ? inArray(c.cityId, query.city_ids) : undefined,
    query.community_type_ids.length > 0 ? inArray(c.communityTypeId, query.community_type_ids) : undefined,
    pattern === null ? undefined : or(ilike(c.name, pattern), ilike(c.address, pattern)),
    query.is_proprietary === undefined ? undefined : eq(c.isProprietary, query.is_proprietary === '1'),
  );
  const agg = venuesOfCommunity(db);
  const orderColumn = { person_flow: c.personFlow, year: c.year, order_quantity: agg.orderQuantity, price: agg.floorDayPrice, id: c.id }[
    query.order_by ?? 'id'
  ];
  const ascending = (query.order ?? (query.order_by === 'price' ? 'asc' : 'desc')) === 'asc';
  const [[count], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(c)
      .where(where),
    db
      .select({
        id: c.id,
        name: c.name,
        address: c.address,
        city_id: c.cityId,
        district_id: c.districtId,
        district_name: districts.name,
        trading_area_name: tradingAreas.name,
        community_type: sql<CommunityCard['community_type']>`json_build_object('id', ${communityTypes.id}, 'name', ${communityTypes.name})`,
        year: c.year,
        person_flow: c.personFlow,
        pic_url: c.coverUrl,
        floor_price: sql<number>`coalesce(${agg.floorPrice}, 0)`,
        floor_day_price: sql<number>`coalesce(${agg.floorDayPrice}, 0)`,
        venue_count: agg.venueCount,
        order_quantity: agg.orderQuantity,
        is_proprietary: c.isProprietary,
        latitude: c.latitude,
        longitude: c.longitude,
      })
      .from(c)
      .innerJoin(districts, eq(districts.id, c.districtId))
      .leftJoin(tradingAreas, eq(tradingAreas.id, c.tradingAreaId))
      .innerJoin(communityTypes, eq(communityTypes.id, c.communityTypeId))
      .crossJoinLateral(agg)
      .where(where)
      .orderBy(ascending ? sql`${orderColumn} asc nulls last` : sql`${orderColumn} desc nulls last`, asc(c.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { data: rows, total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

type CommunityDetailRow = VenueCommunity & {
  subway_lines: { id: number; name: string }[];
  imgs: { pic_url: string }[];
  floor_price: number;
  floor_day_price: number;
  order_quantity: number;
};

// The community page's statement (many json aggregates, one round trip) and its venue cards (search-venues.ts's shared card SQL): named SQL.
const COMMUNITY_DETAIL = namedSql<[id: number], CommunityDetailRow>(
  'community-detail',
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
   from communities c join cities ci on ci.id = c.city_id
   join districts d on d.id = c.district_id left join trading_areas ta on ta.id = c.trading_area_id
   join community_types ct on ct.id = c.community_type_id
   cross join lateral (select min(v.floor_price) as floor_price, min(v.floor_day_price) as floor_day_price, coalesce(sum(v.order_quantity), 0)::int as order_quantity
     from venue_search v where v.community_id = c.id) agg
   left join subway_stations st on st.id = c.subway_station_id join location_types lt on lt.id = c.location_type_id
   where c.id = $1`,
  [
    'id',
    'name',
    'address',
    'city_id',
    'city_name',
    'district_id',
    'district_name',
    'trading_area',
    'subway_station',
    'subway_lines',
    'community_type',
    'location_type',
    'year',
    'person_flow',
    'latitude',
    'longitude',
    'is_proprietary',
    'pic_url',
    'description',
    'labels',
    'imgs',
    'floor_price',
    'floor_day_price',
    'order_quantity',
  ],
);
const COMMUNITY_VENUES = namedSql<[communityId: number], Omit<CardRow, 'distance'>>(
  'community-venue-cards',
  `select ${CARD_COLUMNS} from venue_search p ${CARD_JOINS} where p.community_id = $1 order by p.order_quantity desc, p.top_physical_id`,
  CARD_COLUMN_NAMES,
);

/** GET /api/communities/{id}: the community with its pictures and venues. */
export async function getCommunity(deps: Pick<AppDeps, 'pool'>, id: number): Promise<CommunityDetail> {
  const [community, venues] = await Promise.all([COMMUNITY_DETAIL.run(deps.pool, [id]), COMMUNITY_VENUES.run(deps.pool, [id])]);
  const row = community.rows[0];
  if (!row) throw notFound('社区');
  return { ...row, venues: venues.rows.map(toVenueCard) };
}
