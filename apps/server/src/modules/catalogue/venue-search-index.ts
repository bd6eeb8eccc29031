import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type pg from 'pg';
import { DAYS_BY_TERM } from '@vm/domain/price-units';
import { physicalResources, sellingResources, venueSearch } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { afterCommit } from '../../platform/db/with-transaction';
import { catalogueChangedHere } from './search-cache';
import { indexWords } from './search-pinyin';

type Queryable = pg.Pool | pg.PoolClient | pg.Client;

/**
 * Keeps `venue_search` (one row per top physical resource) in step with the catalogue. Call it in the
 * same transaction as any write to a community, physical resource, booth, price or sale, with the top
 * physical ids concerned (or null for all, as the seed does). Deleted resources leave by cascade.
 */
export async function refreshVenueSearch(db: Queryable, topIds: readonly number[] | null): Promise<void> {
  // This process's keyword cache drops its answers once the change commits (other processes hear of it
  // through the trigger's notification).
  afterCommit(db, catalogueChangedHere);
  let after = 0;
  for (;;) {
    // The three statements below stay SQL: set-based upserts of the search rows (CTEs, unnest, on conflict)
    // that a full rebuild runs over 100,000 venues; planned per call with the batch's ids.
    const rows = (await db.query<{ id: number; text: string }>(WORDS_SOURCE, [topIds ? [...topIds] : null, after, BATCH])).rows;
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    await db.query(UPSERT, [ids]); // see above
    await db.query(UPSERT_WORDS, [ids, rows.map((row) => indexWords(row.text).join(' '))]); // see above
    after = ids[ids.length - 1]!;
    if (rows.length < BATCH) return;
  }
}

/** Top physical ids of a community, for writes that change a community. */
export async function topIdsOfCommunity(db: Queryable, communityId: number): Promise<number[]> {
  const rows = await typed(db)
    .select({ id: physicalResources.id })
    .from(physicalResources)
    .where(and(eq(physicalResources.communityId, communityId), isNull(physicalResources.parentId)));
  return rows.map((row) => row.id);
}

/**
 * `sp.price`'s day-equivalent in SQL, the same rule as dayEquivalentFen (@vm/domain/price-units): the
 * price ÷ the term's days, rounded half-up (numeric `round` rounds half away from zero; prices are ≥ 0).
 */
export const DAY_EQUIVALENT_SQL = `round(sp.price::numeric / (case sp.lease_term_type_id ${[...DAYS_BY_TERM]
  .filter(([, days]) => days !== 1)
  .map(([id, days]) => `when ${id} then ${days}`)
  .join(' ')} else 1 end))::bigint`;

/*
 * $1: a batch of top ids. Set-based (aggregates grouped once, then hash-joined), so
 * a full rebuild stays linear at 100,000 venues even before statistics exist.
 */
const UPSERT = `
with tops as (
  select p.* from physical_resources p where p.id = any($1::int[]) and p.parent_id is null
), booths as (
  select s.top_physical_id as id,
         min(sp.price) filter (where not s.is_enquiry and sp.price > 0) as floor_price,
         max(sp.price) filter (where not s.is_enquiry and sp.price > 0) as max_price,
         min(${DAY_EQUIVALENT_SQL}) filter (where not s.is_enquiry and sp.price > 0) as floor_day_price,
         bool_and(s.is_enquiry) as all_enquiry,
         coalesce(bool_or(sp.subsidy > 0 and not s.is_enquiry), false) as has_subsidy,
         coalesce(bool_or(sp.deposit = 0 and sp.price > 0 and not s.is_enquiry), false) as has_deposit_free,
         array_agg(distinct s.res_type_id) as res_type_ids
  from selling_resources s left join selling_resource_prices sp on sp.selling_resource_id = s.id
  where s.is_online and s.top_physical_id = any($1::int[])
  group by s.top_physical_id
), options as (
  select d.top_id as id, array_agg(distinct o.option_id) as ids
  from physical_resources d join physical_resource_attribute_options o on o.physical_resource_id = d.id
  where d.top_id = any($1::int[])
  group by d.top_id
), sales as (
  select top_physical_id as id, count(*) as n from sales_records
  where top_physical_id = any($1::int[]) group by top_physical_id
), covers as (
  select distinct on (physical_resource_id) physical_resource_id as id, url from physical_resource_images
  where kind = 'photo' and physical_resource_id = any($1::int[])
  order by physical_resource_id, position, id
), community_label_ids as (
  select community_id as id, array_agg(label_id order by label_id) as ids from community_labels
  where community_id in (select community_id from tops) group by community_id
), station_lines as (
  select station_id as id, array_agg(line_id order by line_id) as ids from subway_line_stations group by station_id
)
insert into venue_search (
  top_physical_id, community_id, city_id, district_id, trading_area_id, subway_station_id, subway_line_ids, label_ids,
  community_type_id, location_type_id, category_id, category_kind, attribute_option_ids, res_type_ids, indoor, area,
  person_flow, year, has_panorama, is_proprietary, floor_price, max_price, floor_day_price, is_enquiry, has_subsidy, has_deposit_free,
  order_quantity, latitude, longitude, name, cover_url)
select p.id, c.id, c.city_id, c.district_id, c.trading_area_id, c.subway_station_id, coalesce(sl.ids, '{}'), coalesce(cl.ids, '{}'),
  c.community_type_id, c.location_type_id, p.category_id, cat.kind, coalesce(o.ids, '{}'), coalesce(b.res_type_ids, '{}'),
  p.indoor, p.area, p.person_flow, c.year, p.panorama_url is not null, c.is_proprietary,
  b.floor_price, b.max_price, b.floor_day_price, coalesce(b.all_enquiry, true), coalesce(b.has_subsidy, false), coalesce(b.has_deposit_free, false),
  coalesce(sa.n, 0), c.latitude, c.longitude, p.name,
  coalesce(cv.url, c.cover_url)
from tops p
join communities c on c.id = p.community_id
join categories cat on cat.id = p.category_id
left join booths b on b.id = p.id
left join options o on o.id = p.id
left join sales sa on sa.id = p.id
left join covers cv on cv.id = p.id
left join community_label_ids cl on cl.id = c.id
left join station_lines sl on sl.id = c.subway_station_id
on conflict (top_physical_id) do update set
  community_id = excluded.community_id, city_id = excluded.city_id, district_id = excluded.district_id,
  trading_area_id = excluded.trading_area_id, subway_station_id = excluded.subway_station_id,
  subway_line_ids = excluded.subway_line_ids, label_ids = excluded.label_ids, community_type_id = excluded.community_type_id,
  location_type_id = excluded.location_type_id, category_id = excluded.category_id, category_kind = excluded.category_kind,
  attribute_option_ids = excluded.attribute_option_ids, res_type_ids = excluded.res_type_ids, indoor = excluded.indoor,
  area = excluded.area, person_flow = excluded.person_flow, year = excluded.year, has_panorama = excluded.has_panorama,
  is_proprietary = excluded.is_proprietary, floor_price = excluded.floor_price, max_price = excluded.max_price,
  floor_day_price = excluded.floor_day_price,
  is_enquiry = excluded.is_enquiry, has_subsidy = excluded.has_subsidy, has_deposit_free = excluded.has_deposit_free,
  order_quantity = excluded.order_quantity, latitude = excluded.latitude,
  longitude = excluded.longitude, name = excluded.name, cover_url = excluded.cover_url`;

/**
 * The words, and from the search row just written the city (the keyword GIN is by city and words) and what
 * the keyword ranking reads (sales, kind of place, field type, name: decision 0057).
 */
const UPSERT_WORDS = `
insert into venue_search_text (top_physical_id, city_id, search_words, order_quantity, community_type_id, category_id, name)
select w.id, v.city_id, w.words, v.order_quantity, v.community_type_id, v.category_id, v.name
from unnest($1::int[], $2::text[]) as w(id, words) join venue_search v on v.top_physical_id = w.id
on conflict (top_physical_id) do update set city_id = excluded.city_id, search_words = excluded.search_words,
  order_quantity = excluded.order_quantity, community_type_id = excluded.community_type_id, category_id = excluded.category_id,
  name = excluded.name`;

const WORDS_SOURCE = `
select p.id, concat_ws(' ', p.name, c.name, c.address, d.name, ta.name, st.name, cat.name, ct.name, lt.name,
  (select string_agg(l.name, ' ') from community_labels cl join labels l on l.id = cl.label_id where cl.community_id = c.id),
  (select string_agg(sl.name, ' ') from subway_line_stations ls join subway_lines sl on sl.id = ls.line_id where ls.station_id = c.subway_station_id)) as text
from physical_resources p
join communities c on c.id = p.community_id
join districts d on d.id = c.district_id
left join trading_areas ta on ta.id = c.trading_area_id
left join subway_stations st on st.id = c.subway_station_id
join categories cat on cat.id = p.category_id
join community_types ct on ct.id = c.community_type_id
join location_types lt on lt.id = c.location_type_id
where p.parent_id is null and ($1::int[] is null or p.id = any($1::int[])) and p.id > $2
order by p.id limit $3`;

const BATCH = 5000;

/** The venues among `topIds` with no booth on sale leave the buyer's search (they come back with a booth on sale). */
export async function dropUnsoldFromSearch(client: Queryable, topIds: readonly number[]): Promise<void> {
  const db = typed(client);
  const onSale = db
    .select({ one: sql`1` })
    .from(sellingResources)
    .where(and(eq(sellingResources.topPhysicalId, venueSearch.topPhysicalId), eq(sellingResources.isOnline, true)));
  await db.delete(venueSearch).where(and(inArray(venueSearch.topPhysicalId, [...topIds]), notExists(onSale)));
}
