import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { todayInShanghai } from '@vm/domain/business-date';
import { lowestDayEquivalent, referencePricesByTerm } from '@vm/domain/price-units';
import { namedSql } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { boothSelect, toSellingResource, type BoothRow } from './load-booths';

interface VenueRow {
  id: number;
  name: string;
  description: string;
  category_id: number;
  category_name: string;
  indoor: boolean;
  area: number;
  person_flow: number;
  panorama_url: string | null;
  favorite_count: number;
  favorited: boolean;
  floor_price: number | null;
  max_price: number | null;
  order_quantity: number;
  photos: string[];
  cases: string[];
  attributes: VenueDetail['attributes'];
  children: VenueDetail['children'];
  comment_count: number;
  community: VenueDetail['community'];
  booths: BoothRow[];
}

/**
 * The whole venue in one statement (one round trip): the resource, its community with names, pictures,
 * attributes, counts, and its online booths with their dated rules from $3 on. `$1` any resource of the
 * venue, `$2` the user (0 for a visitor). The booth subquery names its own resource `p` too, so it finds
 * the venue again from `$1` rather than from the outer `p`.
 */
const venueSql = (activitiesOnly: boolean) => `
select p.id, p.name, p.description, p.category_id, cat.name as category_name, p.indoor, p.area::float8 as area, p.person_flow,
  p.panorama_url, p.favorite_count,
  exists (select 1 from favorites f where f.user_id = $2 and f.physical_resource_id = p.id) as favorited,
  v.floor_price, v.max_price, coalesce(v.order_quantity, 0) as order_quantity,
  coalesce((select json_agg(i.url order by i.position, i.id) from physical_resource_images i
    join physical_resources r on r.id = i.physical_resource_id where r.top_id = p.id and i.kind = 'photo'), '[]') as photos,
  coalesce((select json_agg(i.url order by i.position, i.id) from physical_resource_images i
    join physical_resources r on r.id = i.physical_resource_id where r.top_id = p.id and i.kind = 'case'), '[]') as cases,
  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'options', a.options) order by a.sort, a.id) from (
      select ca.id, ca.name, ca.sort, json_agg(json_build_object('id', o.id, 'name', o.name) order by o.sort, o.id) as options
      from physical_resource_attribute_options pao
      join physical_resources r on r.id = pao.physical_resource_id
      join attribute_options o on o.id = pao.option_id join category_attributes ca on ca.id = o.attribute_id
      where r.top_id = p.id group by ca.id) a), '[]') as attributes,
  coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'area', r.area) order by r.id)
    from physical_resources r where r.parent_id = p.id), '[]') as children,
  (select count(*)::int from comments cm where cm.top_physical_id = p.id) as comment_count,
  json_build_object('id', c.id, 'name', c.name, 'address', c.address, 'city_id', c.city_id, 'city_name', ci.name,
    'district_id', c.district_id, 'district_name', d.name,
    'trading_area', case when ta.id is null then null else json_build_object('id', ta.id, 'name', ta.name) end,
    'subway_station', case when st.id is null then null else json_build_object('id', st.id, 'name', st.name) end,
    'community_type', json_build_object('id', ct.id, 'name', ct.name), 'location_type', json_build_object('id', lt.id, 'name', lt.name),
    'year', c.year, 'person_flow', c.person_flow, 'latitude', c.latitude, 'longitude', c.longitude, 'is_proprietary', c.is_proprietary,
    'labels', coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id)
      from community_labels cl join labels l on l.id = cl.label_id where cl.community_id = c.id), '[]'),
    'pic_url', c.cover_url, 'description', c.description,
    'agency', case when c.agent_for <> '' and exists (select 1 from users ag where ag.id = c.owner_id and 'agent' = any(ag.roles))
      then json_build_object('owner_name', c.agent_for) else null end) as community,
  coalesce((select json_agg(b order by b.id) from (${boothSelect('$3')}
    where s.top_physical_id = (select top_id from physical_resources where id = $1) and s.is_online
    ${activitiesOnly ? 'and s.res_type_id = 3' : ''}) b), '[]') as booths
from physical_resources p
join categories cat on cat.id = p.category_id
join communities c on c.id = p.community_id
join cities ci on ci.id = c.city_id
join districts d on d.id = c.district_id
left join trading_areas ta on ta.id = c.trading_area_id
left join subway_stations st on st.id = c.subway_station_id
join community_types ct on ct.id = c.community_type_id
join location_types lt on lt.id = c.location_type_id
left join venue_search v on v.top_physical_id = p.id
where p.id = (select top_id from physical_resources where id = $1)`;
const VENUE_COLUMNS = [
  'id',
  'name',
  'description',
  'category_id',
  'category_name',
  'indoor',
  'area',
  'person_flow',
  'panorama_url',
  'favorite_count',
  'favorited',
  'floor_price',
  'max_price',
  'order_quantity',
  'photos',
  'cases',
  'attributes',
  'children',
  'comment_count',
  'community',
  'booths',
] as const satisfies readonly (keyof VenueRow)[];
// Named, so each connection plans this many-join statement once (planning took 5 ms, running it 1 ms).
const VENUE = namedSql<[id: number, userId: number, today: string], VenueRow>('venue-detail', venueSql(false), VENUE_COLUMNS);
const ACTIVITY = namedSql<[id: number, userId: number, today: string], VenueRow>('venue-detail-activities', venueSql(true), VENUE_COLUMNS);

/**
 * GET /api/fields/{top_physical_id}: the venue page. A child resource's id opens its top venue.
 * `activitiesOnly` restricts the booths to activities (the /activities/{id} page).
 */
export async function getVenueDetail(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  topPhysicalId: number,
  userId: number | null,
  options: { activitiesOnly?: boolean } = {},
): Promise<VenueDetail> {
  const today = todayInShanghai(deps.clock.now());
  const venue = (await (options.activitiesOnly ? ACTIVITY : VENUE).run(deps.pool, [topPhysicalId, userId ?? 0, today])).rows[0];
  if (!venue) throw notFound('场地');
  const booths = venue.booths;
  if (options.activitiesOnly && booths.length === 0) throw notFound('活动');
  const termPrices = booths
    .filter((booth) => !booth.is_enquiry)
    .flatMap((booth) => booth.prices.map((price) => ({ lease_term_id: price.lease_term_type_id, price: price.price })))
    .filter((price) => price.price > 0);
  const prices = termPrices.map((price) => price.price);
  return {
    id: venue.id,
    top_physical_id: venue.id,
    name: venue.name,
    description: venue.description,
    field_type: { id: venue.category_id, display_name: venue.category_name },
    indoor: venue.indoor,
    area: venue.area,
    person_flow: venue.person_flow,
    floor_price: venue.floor_price ?? 0,
    min_price: prices.length > 0 ? Math.min(...prices) : 0,
    max_price: prices.length > 0 ? Math.max(...prices) : 0,
    floor_day_price: lowestDayEquivalent(termPrices),
    reference_prices: referencePricesByTerm(termPrices),
    order_quantity: venue.order_quantity,
    panorama_url: venue.panorama_url,
    physical_resource_imgs: venue.photos.map((pic_url) => ({ pic_url })),
    case_imgs: venue.cases.map((pic_url) => ({ pic_url })),
    attributes: venue.attributes,
    children: venue.children,
    community: venue.community,
    selling_resources: booths.map((booth) => toSellingResource(booth, today)),
    favorite: { status: venue.favorited ? 1 : 0, count: venue.favorite_count },
    comment_count: venue.comment_count,
    sales_count: venue.order_quantity,
  };
}
