import type { CommunityBody, ManagedCommunity } from '@vm/contracts/supplier-communities';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { COMMUNITY_MESSAGES } from '@vm/domain/validation-messages';
import type { Queryable } from '../../platform/db/with-transaction';

interface CommunityRow extends Omit<ManagedCommunity, 'created_at'> {
  created_at: Date;
}

const SELECT = `
select c.id, c.name, c.city_id, ci.name as city_name, c.district_id, d.name as district_name, c.trading_area_id, c.subway_station_id,
  (select ls.line_id from subway_line_stations ls join subway_lines sl on sl.id = ls.line_id where ls.station_id = c.subway_station_id
    order by sl.sort, sl.id limit 1) as subway_line_id,
  c.community_type_id, ct.name as community_type_name, c.location_type_id, c.address, c.latitude, c.longitude, c.year, c.person_flow,
  c.description, c.agent_for, c.created_at,
  coalesce((select array_agg(l.label_id order by l.label_id) from community_labels l where l.community_id = c.id), '{}') as label_ids,
  coalesce((select array_agg(i.url order by i.position, i.id) from community_images i where i.community_id = c.id), '{}') as images,
  (select count(*)::int from physical_resources p where p.community_id = c.id and p.parent_id is null) as venue_count
from communities c
join cities ci on ci.id = c.city_id
join districts d on d.id = c.district_id
join community_types ct on ct.id = c.community_type_id`;

const toCommunity = (row: CommunityRow): ManagedCommunity => ({ ...row, created_at: toShanghaiIsoString(row.created_at) });

export async function ownCommunity(db: Queryable, ownerId: number, id: number): Promise<ManagedCommunity | undefined> {
  const row = (await db.query<CommunityRow>(`${SELECT} where c.id = $1 and c.owner_id = $2`, [id, ownerId])).rows[0];
  return row ? toCommunity(row) : undefined;
}

export async function listOwnCommunities(db: Queryable, ownerId: number, keyword: string | undefined, pageNumber: number, pageSize: number) {
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = 'where c.owner_id = $1 and ($2::text is null or c.name ilike $2 or c.address ilike $2)';
  const total = await db.query<{ count: number }>(`select count(*)::int as count from communities c ${where}`, [ownerId, pattern]);
  const rows = await db.query<CommunityRow>(`${SELECT} ${where} order by c.created_at desc, c.id desc limit $3 offset $4`, [
    ownerId,
    pattern,
    pageSize,
    (pageNumber - 1) * pageSize,
  ]);
  return { rows: rows.rows.map(toCommunity), total: total.rows[0]?.count ?? 0 };
}

/** Which referenced ids of a community body do not exist or do not fit together (field → message). */
export async function communityReferenceErrors(db: Queryable, body: CommunityBody): Promise<Record<string, string>> {
  const row = (await db.query<Record<string, boolean>>(
    `select
       exists (select 1 from cities where id = $1) as city,
       exists (select 1 from districts where id = $2 and city_id = $1) as district,
       exists (select 1 from community_types where id = $3) as community_type,
       ($4::int is null or exists (select 1 from location_types where id = $4)) as location_type,
       ($5::int is null or exists (select 1 from trading_areas where id = $5 and city_id = $1)) as trading_area,
       ($6::int is null or exists (select 1 from subway_stations where id = $6 and city_id = $1)) as subway_station,
       (select count(*) from labels where id = any($7::int[])) = cardinality($7::int[]) as labels,
       ($8::int is null or exists (select 1 from subway_lines where id = $8 and city_id = $1)) as subway_line,
       ($8::int is null or $6::int is null or exists (select 1 from subway_line_stations where line_id = $8 and station_id = $6)) as station_on_line`,
    [
      body.city_id,
      body.district_id,
      body.community_type_id,
      body.location_type_id ?? null,
      body.trading_area_id ?? null,
      body.subway_station_id ?? null,
      [...new Set(body.label_ids)],
      body.subway_line_id ?? null,
    ],
  )).rows[0]!;
  const errors: Record<string, string> = {};
  if (!row.city) errors.city_id = '城市不存在';
  else if (!row.district) errors.district_id = '区县不属于所选城市';
  if (!row.community_type) errors.community_type_id = '社区类型不存在';
  if (!row.location_type) errors.location_type_id = '位置类型不存在';
  if (!row.trading_area) errors.trading_area_id = COMMUNITY_MESSAGES.tradingAreaOtherCity;
  if (!row.subway_line) errors.subway_line_id = COMMUNITY_MESSAGES.subwayLineOtherCity;
  if (!row.subway_station) errors.subway_station_id = COMMUNITY_MESSAGES.subwayStationOtherCity;
  else if (row.subway_line && !row.station_on_line) errors.subway_station_id = COMMUNITY_MESSAGES.subwayStationOffLine;
  if (!row.labels) errors.label_ids = '标签不存在';
  return errors;
}

export async function defaultLocationType(db: Queryable): Promise<number> {
  const row = (await db.query<{ id: number }>('select id from location_types order by sort, id limit 1')).rows[0];
  return row?.id ?? 0;
}

const COLUMNS = [
  'name',
  'city_id',
  'district_id',
  'trading_area_id',
  'subway_station_id',
  'community_type_id',
  'location_type_id',
  'address',
  'latitude',
  'longitude',
  'year',
  'person_flow',
  'description',
  'cover_url',
  'agent_for',
] as const;

function values(body: CommunityBody, locationTypeId: number): unknown[] {
  return [
    body.name,
    body.city_id,
    body.district_id,
    body.trading_area_id ?? null,
    body.subway_station_id ?? null,
    body.community_type_id,
    locationTypeId,
    body.address,
    body.latitude,
    body.longitude,
    body.year ?? null,
    body.person_flow,
    body.description,
    body.images[0] ?? '',
    body.agent_for ?? '',
  ];
}

export async function insertCommunity(db: Queryable, ownerId: number, body: CommunityBody, locationTypeId: number, now: Date): Promise<number> {
  const params = [...values(body, locationTypeId), ownerId, now];
  const placeholders = params.map((_, i) => `$${i + 1}`).join(', ');
  const row = await db.query<{ id: number }>(`insert into communities (${COLUMNS.join(', ')}, owner_id, created_at) values (${placeholders}) returning id`, params);
  return row.rows[0]!.id;
}

export async function updateCommunity(db: Queryable, id: number, body: CommunityBody, locationTypeId: number): Promise<void> {
  const params = values(body, locationTypeId);
  const sets = COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
  await db.query(`update communities set ${sets} where id = $1`, [id, ...params]);
}

export async function replaceCommunityExtras(db: Queryable, id: number, body: CommunityBody): Promise<void> {
  await db.query('delete from community_labels where community_id = $1', [id]);
  await db.query('insert into community_labels (community_id, label_id) select $1, unnest($2::int[])', [id, [...new Set(body.label_ids)]]);
  await db.query('delete from community_images where community_id = $1', [id]);
  await db.query('insert into community_images (community_id, url, position) select $1, url, (ord - 1)::smallint from unnest($2::text[]) with ordinality as u(url, ord)', [
    id,
    body.images,
  ]);
}

/** Locks the owner's community (null when it is not theirs). */
export async function lockOwnCommunity(db: Queryable, ownerId: number, id: number): Promise<{ id: number; images: string[] } | undefined> {
  const row = await db.query<{ id: number; images: string[] }>(
    `select c.id, coalesce((select array_agg(url) from community_images where community_id = c.id), '{}') as images
       from communities c where c.id = $1 and c.owner_id = $2 for update of c`,
    [id, ownerId],
  );
  return row.rows[0];
}
