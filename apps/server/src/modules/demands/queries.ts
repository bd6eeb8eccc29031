import type { DemandCard, DemandDetail, DemandFollowUp, DemandOption, DemandReceiver } from '@vm/contracts/demands';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { ALL_CITIES_ID, ALL_CITIES_NAME, DEMAND_STATUS_NAMES, MAX_DEMAND_ACCEPTANCES, maskMobile, type DemandStatus } from '@vm/domain/demands';
import { fenToYuanString } from '@vm/domain/money';
import type { Queryable } from '../../platform/db/with-transaction';
import { DEMAND_INDUSTRIES, DEMAND_SPREAD_WAYS } from './demand-options';
import type { DemandValues } from './demand-values';

/** Who is looking: the owner and operators see full mobiles (and the acceptors); everyone else a masked one. */
export interface Viewer {
  userId: number | null;
  isOperator: boolean;
}

export interface DemandRow {
  id: number;
  user_id: number;
  is_home: boolean;
  name: string;
  mobile: string;
  product: string;
  minimum_area: string | null;
  maximum_area: string | null;
  single_field_budget: number | null;
  start_date: string | null;
  end_date: string | null;
  city_ids: number[];
  cities: DemandOption[];
  community_type_ids: number[];
  community_types: DemandOption[];
  spread_way_ids: number[];
  industry_ids: number[];
  community: DemandOption | null;
  physical_resource: { id: number; top_physical_id: number; name: string } | null;
  power: boolean;
  carport: boolean;
  stay_overnight: boolean;
  leaflet: boolean;
  establish: boolean;
  part_time_job: boolean;
  ex_description: string;
  pic_urls: string[];
  status: DemandStatus;
  accepted_count: number;
  follow_note: string | null;
  created_at: Date;
  is_mine: boolean;
  accepted_by_me: boolean;
  owner_mobile: string;
  owner_name: string;
}

/** Every column a view needs; `$1` is the viewer's user id (null for a visitor). */
export const DEMAND_SELECT = `
select d.id, d.user_id, d.is_home, d.name, d.mobile, d.product, d.minimum_area::text as minimum_area, d.maximum_area::text as maximum_area,
  d.single_field_budget, d.start_date, d.end_date, d.city_ids, d.community_type_ids, d.spread_way_ids, d.industry_ids,
  d.power, d.carport, d.stay_overnight, d.leaflet, d.establish, d.part_time_job, d.ex_description, d.pic_urls,
  d.status, d.accepted_count, d.follow_note, d.created_at,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by array_position(d.city_ids, c.id)) from cities c where c.id = any(d.city_ids)), '[]') as cities,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort, t.id) from community_types t where t.id = any(d.community_type_ids)), '[]') as community_types,
  (select json_build_object('id', cm.id, 'name', cm.name) from communities cm where cm.id = d.community_id) as community,
  (select json_build_object('id', p.id, 'top_physical_id', p.top_id, 'name', p.name) from physical_resources p where p.id = d.physical_resource_id) as physical_resource,
  coalesce(d.user_id = $1::bigint, false) as is_mine,
  coalesce(exists (select 1 from demand_receivers r where r.demand_id = d.id and r.user_id = $1::bigint), false) as accepted_by_me,
  u.mobile as owner_mobile, u.name as owner_name
from demands d join users u on u.id = d.user_id`;

const canSeeAll = (row: { user_id: number }, viewer: Viewer) => viewer.isOperator || (viewer.userId !== null && row.user_id === viewer.userId);
const byId = (options: readonly DemandOption[], ids: readonly number[]) => ids.flatMap((id) => options.filter((option) => option.id === id));

export function toCard(row: DemandRow, viewer: Viewer): DemandCard {
  const cities = row.city_ids.includes(ALL_CITIES_ID) ? [{ id: ALL_CITIES_ID, name: ALL_CITIES_NAME }] : row.cities;
  return {
    id: row.id,
    name: row.name,
    mobile: canSeeAll(row, viewer) ? row.mobile : maskMobile(row.mobile),
    product: row.product,
    single_field_budget: row.single_field_budget === null ? null : Number(fenToYuanString(row.single_field_budget)),
    single_field_budget_fen: row.single_field_budget,
    minimum_area: row.minimum_area === null ? null : Number(row.minimum_area),
    maximum_area: row.maximum_area === null ? null : Number(row.maximum_area),
    start: row.start_date,
    end: row.end_date,
    cities,
    community_types: row.community_types,
    accepted_count: row.accepted_count,
    max_acceptances: MAX_DEMAND_ACCEPTANCES,
    full: row.accepted_count >= MAX_DEMAND_ACCEPTANCES,
    status: row.status,
    status_name: DEMAND_STATUS_NAMES[row.status],
    is_home: row.is_home,
    created_at: toShanghaiIsoString(row.created_at),
    is_mine: row.is_mine,
    accepted_by_me: row.accepted_by_me,
  };
}

export function toDetail(row: DemandRow, viewer: Viewer, receivers?: DemandReceiver[]): DemandDetail {
  return {
    ...toCard(row, viewer),
    spread_ways: byId(DEMAND_SPREAD_WAYS, row.spread_way_ids),
    industries: byId(DEMAND_INDUSTRIES, row.industry_ids),
    power: Number(row.power),
    carport: Number(row.carport),
    stay_overnight: Number(row.stay_overnight),
    leaflet: Number(row.leaflet),
    establish: Number(row.establish),
    part_time_job: Number(row.part_time_job),
    ex_description: row.ex_description,
    pic_url: row.pic_urls,
    community: row.community,
    physical_resource: row.physical_resource,
    ...(canSeeAll(row, viewer) && receivers ? { receivers } : {}),
    follow_note: canSeeAll(row, viewer) ? row.follow_note : null,
  };
}

export async function insertDemand(db: Queryable, values: DemandValues & { userId: number; now: Date }): Promise<number> {
  const row = await db.query<{ id: number }>(
    `insert into demands (user_id, channel, is_home, name, mobile, product, minimum_area, maximum_area, single_field_budget, start_date, end_date,
        city_ids, community_type_ids, spread_way_ids, industry_ids, community_id, physical_resource_id,
        power, carport, stay_overnight, leaflet, establish, part_time_job, ex_description, pic_urls, created_at)
     values ($1, 'pc', $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9::date, $10::date, $11::int[], $12::int[], $13::int[], $14::int[], $15, $16,
        $17, $18, $19, $20, $21, $22, $23, $24::text[], $25)
     returning id`,
    [
      values.userId,
      values.isHome,
      values.name,
      values.mobile,
      values.product,
      values.minimumArea,
      values.maximumArea,
      values.budgetFen,
      values.start,
      values.end,
      values.cityIds,
      values.communityTypeIds,
      values.spreadWayIds,
      values.industryIds,
      values.communityId,
      values.physicalResourceId,
      values.needs.power,
      values.needs.carport,
      values.needs.stayOvernight,
      values.needs.leaflet,
      values.needs.establish,
      values.needs.partTimeJob,
      values.description,
      values.picUrls,
      values.now,
    ],
  );
  return row.rows[0]!.id;
}

export async function demandRowById(db: Queryable, id: number, viewerId: number | null): Promise<DemandRow | undefined> {
  return (await db.query<DemandRow>(`${DEMAND_SELECT} where d.id = $2`, [viewerId, id])).rows[0];
}

/** The acceptors of these demands, oldest first. */
export async function receiversOf(db: Queryable, demandIds: readonly number[]): Promise<Map<number, DemandReceiver[]>> {
  const byDemand = new Map<number, DemandReceiver[]>(demandIds.map((id) => [id, []]));
  if (demandIds.length === 0) return byDemand;
  const rows = await db.query<{ demand_id: number; name: string; mobile: string; created_at: Date }>(
    'select demand_id, name, mobile, created_at from demand_receivers where demand_id = any($1::bigint[]) order by created_at, id',
    [demandIds],
  );
  for (const row of rows.rows) byDemand.get(row.demand_id)?.push({ name: row.name, mobile: row.mobile, created_at: toShanghaiIsoString(row.created_at) });
  return byDemand;
}

/** The follow-up history of these demands, oldest first. */
export async function followUpsOf(db: Queryable, demandIds: readonly number[]): Promise<Map<number, DemandFollowUp[]>> {
  const byDemand = new Map<number, DemandFollowUp[]>(demandIds.map((id) => [id, []]));
  if (demandIds.length === 0) return byDemand;
  const rows = await db.query<{ demand_id: number; from_status: DemandStatus; to_status: DemandStatus; note: string; operator: string; created_at: Date }>(
    `select f.demand_id, f.from_status, f.to_status, f.note, coalesce(nullif(u.name, ''), u.mobile) as operator, f.created_at
       from demand_follow_ups f join users u on u.id = f.operator_id where f.demand_id = any($1::bigint[]) order by f.id`,
    [demandIds],
  );
  for (const row of rows.rows) byDemand.get(row.demand_id)?.push({ ...row, created_at: toShanghaiIsoString(row.created_at) });
  return byDemand;
}
