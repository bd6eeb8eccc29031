import { eq } from 'drizzle-orm';
import type { NearbyQuery, RecommendedPage, RecommendsQuery } from '@vm/contracts/catalogue-communities';
import { DEFAULT_CITY_ID } from '@vm/contracts/catalogue-regions';
import { findLeaseTerm } from '@vm/domain/lease-terms';
import { communities } from '../../db/schema/index';
import { namedSql, typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';

interface RecommendedRow {
  top_physical_id: number;
  community_id: number;
  name: string;
  community_name: string;
  is_enquiry: boolean;
  floor_price: number | null;
  max_price: number | null;
  order_quantity: number;
  district: string;
  address: string;
  cover_url: string;
  cheapest_subsidy: number | null;
  cheapest_term: number | null;
  distance: number | null;
}

/** Card columns of a recommendation, with the subsidy and unit of the venue's cheapest price. */
const RECOMMENDED_COLUMNS = `v.top_physical_id, v.community_id, v.name, c.name as community_name, v.is_enquiry, v.floor_price, v.max_price,
  v.order_quantity, d.name as district, c.address, v.cover_url, cheapest.subsidy as cheapest_subsidy, cheapest.lease_term_type_id as cheapest_term`;
const RECOMMENDED_JOINS = `join communities c on c.id = v.community_id join districts d on d.id = v.district_id
  left join lateral (select sp.subsidy, sp.lease_term_type_id from selling_resources s
    join selling_resource_prices sp on sp.selling_resource_id = s.id
    where s.top_physical_id = v.top_physical_id and s.is_online and not s.is_enquiry and sp.price > 0
    order by sp.price, sp.lease_term_type_id limit 1) cheapest on true`;

const RECOMMENDED_ROW_COLUMNS = [
  'top_physical_id',
  'community_id',
  'name',
  'community_name',
  'is_enquiry',
  'floor_price',
  'max_price',
  'order_quantity',
  'district',
  'address',
  'cover_url',
  'cheapest_subsidy',
  'cheapest_term',
  'distance',
] as const satisfies readonly (keyof RecommendedRow)[];

/** `v` of the city ($1), not of the community ($2), of the category ($3) when given. */
const RECOMMENDED_WHERE = `v.city_id = $1 and v.community_id <> $2 and ($3::int is null or v.category_id = $3)`;

// The cards with each venue's cheapest price (a lateral join): named SQL.
const RECOMMENDED_COUNT = namedSql<[cityId: number, communityId: number, categoryId: number | null], { total: number }>(
  'recommended-venue-count',
  `select count(*)::int as total from venue_search v where ${RECOMMENDED_WHERE}`,
  ['total'],
);
const RECOMMENDED = namedSql<[cityId: number, communityId: number, categoryId: number | null, limit: number, offset: number], RecommendedRow>(
  'recommended-venues',
  `select ${RECOMMENDED_COLUMNS}, null::int as distance from venue_search v ${RECOMMENDED_JOINS}
   where ${RECOMMENDED_WHERE} order by v.order_quantity desc, v.top_physical_id limit $4 offset $5`,
  RECOMMENDED_ROW_COLUMNS,
);

function toPage(rows: RecommendedRow[], total: number, page: number, pageSize: number): RecommendedPage {
  return {
    data: rows.map((row) => ({
      physical_resource_id: row.top_physical_id,
      top_physical_id: row.top_physical_id,
      community_id: row.community_id,
      resource_name: row.name,
      community_name: row.community_name,
      is_enquiry: row.is_enquiry,
      refer_min_price: row.floor_price ?? 0,
      refer_max_price: row.max_price ?? 0,
      price: row.floor_price ?? 0,
      subsidy_fee: row.cheapest_subsidy ?? 0,
      unit: row.cheapest_term ? (findLeaseTerm(row.cheapest_term)?.unit ?? '') : '',
      order_count: row.order_quantity,
      district: row.district,
      address: row.address,
      pic_url: row.cover_url,
      distance: row.distance,
    })),
    total,
    page,
    page_size: pageSize,
  };
}

/**
 * GET /api/communities/recommends: popular venues of the city (of `community_id` when given, else
 * `city_id`, else the default city), other communities first, optionally of one category.
 */
export async function recommendVenues(deps: Pick<AppDeps, 'pool'>, query: RecommendsQuery): Promise<RecommendedPage> {
  let cityId = query.city_id ?? DEFAULT_CITY_ID;
  if (query.community_id !== undefined) {
    const [community] = await typed(deps.pool).select({ cityId: communities.cityId }).from(communities).where(eq(communities.id, query.community_id));
    if (community && query.city_id === undefined) cityId = community.cityId;
  }
  const values = [cityId, query.community_id ?? 0, query.category_id ?? null] as const;
  const [count, rows] = await Promise.all([
    RECOMMENDED_COUNT.run(deps.pool, [...values]),
    RECOMMENDED.run(deps.pool, [...values, query.page_size, (query.page - 1) * query.page_size]),
  ]);
  return toPage(rows.rows, count.rows[0]?.total ?? 0, query.page, query.page_size);
}

/** The neighbourhood of 附近场地: venues of other communities within this many metres. */
export const NEARBY_RADIUS_METRES = 3000;

/** Great-circle metres between ($3, $4) and the venue `v` (the distance a card shows and the list sorts by). */
const DISTANCE_SQL = `round(12742000 * asin(sqrt(power(sin(radians(v.latitude - $3) / 2), 2)
  + cos(radians($3)) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - $4) / 2), 2))))::int`;

/**
 * `v` within the radius $5 (metres) of ($3, $4): a latitude/longitude box first (the lat/lng index),
 * then the exact distance.
 */
const NEARBY_WHERE = `v.city_id = $1 and v.community_id <> $2
  and v.latitude between $3 - $5 / 111320.0 and $3 + $5 / 111320.0
  and v.longitude between $4 - $5 / (111320.0 * cos(radians($3))) and $4 + $5 / (111320.0 * cos(radians($3)))
  and ${DISTANCE_SQL} <= $5`;

type NearParams = [cityId: number, communityId: number, latitude: number, longitude: number, radius: number];
// The neighbourhood by a box, then the exact great-circle distance: named SQL.
const NEARBY_COUNT = namedSql<NearParams, { total: number }>('nearby-venue-count', `select count(*)::int as total from venue_search v where ${NEARBY_WHERE}`, [
  'total',
]);
const NEARBY = namedSql<[...NearParams, limit: number, offset: number], RecommendedRow>(
  'nearby-venues',
  `select ${RECOMMENDED_COLUMNS}, ${DISTANCE_SQL} as distance
   from venue_search v ${RECOMMENDED_JOINS}
   where ${NEARBY_WHERE}
   order by distance, v.top_physical_id limit $6 offset $7`,
  RECOMMENDED_ROW_COLUMNS,
);

/**
 * GET /api/communities/{id}/nearby: venues of other communities in the community's neighbourhood
 * (within {@link NEARBY_RADIUS_METRES}), nearest first by the distance shown.
 */
export async function nearbyVenues(deps: Pick<AppDeps, 'pool'>, communityId: number, query: NearbyQuery): Promise<RecommendedPage> {
  const [community] = await typed(deps.pool)
    .select({ cityId: communities.cityId, latitude: communities.latitude, longitude: communities.longitude })
    .from(communities)
    .where(eq(communities.id, communityId));
  if (!community) throw notFound('社区');
  const cityId = query.city_id ?? community.cityId;
  const near = [cityId, communityId, community.latitude, community.longitude, NEARBY_RADIUS_METRES] as const;
  const [count, rows] = await Promise.all([
    NEARBY_COUNT.run(deps.pool, [...near]),
    NEARBY.run(deps.pool, [...near, query.pageSize, (query.page - 1) * query.pageSize]),
  ]);
  return toPage(rows.rows, count.rows[0]?.total ?? 0, query.page, query.pageSize);
}
