import type { DemandCard, DemandDetail, DemandFollowUp, DemandOption, DemandReceiver } from '@vm/contracts/demands';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { ALL_CITIES_ID, ALL_CITIES_NAME, DEMAND_STATUS_NAMES, MAX_DEMAND_ACCEPTANCES, maskMobile, type DemandStatus } from '@vm/domain/demands';
import { fenToYuanString } from '@vm/domain/money';
import { eq, inArray, sql } from 'drizzle-orm';
import { communities, communityTypes, cities, demandFollowUps, demandReceivers, demands, physicalResources, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { DEMAND_INDUSTRIES, DEMAND_SPREAD_WAYS } from './demand-options';
import type { DemandValues } from './demand-values';

/** Who is looking: the owner and operators see full mobiles (and the acceptors); everyone else a masked one. */
export interface Viewer {
  userId: number | null;
  isOperator: boolean;
}

/**
 * Every column a view needs, for the viewer `viewerId` (null for a visitor): the demand, its cities,
 * community types, origin community and venue, whether it is the viewer's and whether the viewer accepted it.
 */
export function demandRows(db: Queryable, viewerId: number | null) {
  return typed(db)
    .select({
      id: demands.id,
      user_id: demands.userId,
      is_home: demands.isHome,
      name: demands.name,
      mobile: demands.mobile,
      product: demands.product,
      minimum_area: demands.minimumArea,
      maximum_area: demands.maximumArea,
      single_field_budget: demands.singleFieldBudget,
      start_date: demands.startDate,
      end_date: demands.endDate,
      city_ids: demands.cityIds,
      community_type_ids: demands.communityTypeIds,
      spread_way_ids: demands.spreadWayIds,
      industry_ids: demands.industryIds,
      power: demands.power,
      carport: demands.carport,
      stay_overnight: demands.stayOvernight,
      leaflet: demands.leaflet,
      establish: demands.establish,
      part_time_job: demands.partTimeJob,
      ex_description: demands.exDescription,
      pic_urls: demands.picUrls,
      status: sql<DemandStatus>`${demands.status}`,
      accepted_count: demands.acceptedCount,
      follow_note: demands.followNote,
      created_at: demands.createdAt,
      cities: sql<
        DemandOption[]
      >`coalesce((select json_agg(json_build_object('id', ${cities.id}, 'name', ${cities.name}) order by array_position(${demands.cityIds}, ${cities.id})) from ${cities} where ${cities.id} = any(${demands.cityIds})), '[]')`,
      community_types: sql<
        DemandOption[]
      >`coalesce((select json_agg(json_build_object('id', ${communityTypes.id}, 'name', ${communityTypes.name}) order by ${communityTypes.sort}, ${communityTypes.id}) from ${communityTypes} where ${communityTypes.id} = any(${demands.communityTypeIds})), '[]')`,
      community: sql<DemandOption | null>`(select json_build_object('id', ${communities.id}, 'name', ${communities.name}) from ${communities} where ${communities.id} = ${demands.communityId})`,
      physical_resource: sql<{
        id: number;
        top_physical_id: number;
        name: string;
      } | null>`(select json_build_object('id', ${physicalResources.id}, 'top_physical_id', ${physicalResources.topId}, 'name', ${physicalResources.name}) from ${physicalResources} where ${physicalResources.id} = ${demands.physicalResourceId})`,
      is_mine: sql<boolean>`coalesce(${demands.userId} = ${viewerId}::bigint, false)`,
      accepted_by_me: sql<boolean>`coalesce(exists (select 1 from ${demandReceivers} where ${demandReceivers.demandId} = ${demands.id} and ${demandReceivers.userId} = ${viewerId}::bigint), false)`,
      owner_mobile: users.mobile,
      owner_name: users.name,
    })
    .from(demands)
    .innerJoin(users, eq(users.id, demands.userId));
}
export type DemandRow = Awaited<ReturnType<ReturnType<typeof demandRows>['execute']>>[number];

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
  const [row] = await typed(db)
    .insert(demands)
    .values({
      userId: values.userId,
      channel: 'pc',
      isHome: values.isHome,
      name: values.name,
      mobile: values.mobile,
      product: values.product,
      minimumArea: values.minimumArea,
      maximumArea: values.maximumArea,
      singleFieldBudget: values.budgetFen,
      startDate: values.start,
      endDate: values.end,
      cityIds: values.cityIds,
      communityTypeIds: values.communityTypeIds,
      spreadWayIds: values.spreadWayIds,
      industryIds: values.industryIds,
      communityId: values.communityId,
      physicalResourceId: values.physicalResourceId,
      power: values.needs.power,
      carport: values.needs.carport,
      stayOvernight: values.needs.stayOvernight,
      leaflet: values.needs.leaflet,
      establish: values.needs.establish,
      partTimeJob: values.needs.partTimeJob,
      exDescription: values.description,
      picUrls: values.picUrls,
      createdAt: values.now,
    })
    .returning({ id: demands.id });
  return row!.id;
}

export async function demandRowById(db: Queryable, id: number, viewerId: number | null): Promise<DemandRow | undefined> {
  const [row] = await demandRows(db, viewerId).where(eq(demands.id, id));
  return row;
}

/** The acceptors of these demands, oldest first. */
export async function receiversOf(db: Queryable, demandIds: readonly number[]): Promise<Map<number, DemandReceiver[]>> {
  const byDemand = new Map<number, DemandReceiver[]>(demandIds.map((id) => [id, []]));
  if (demandIds.length === 0) return byDemand;
  const rows = await typed(db)
    .select({ demandId: demandReceivers.demandId, name: demandReceivers.name, mobile: demandReceivers.mobile, createdAt: demandReceivers.createdAt })
    .from(demandReceivers)
    .where(inArray(demandReceivers.demandId, [...demandIds]))
    .orderBy(demandReceivers.createdAt, demandReceivers.id);
  for (const row of rows) byDemand.get(row.demandId)?.push({ name: row.name, mobile: row.mobile, created_at: toShanghaiIsoString(row.createdAt) });
  return byDemand;
}

/** The follow-up history of these demands, oldest first. */
export async function followUpsOf(db: Queryable, demandIds: readonly number[]): Promise<Map<number, DemandFollowUp[]>> {
  const byDemand = new Map<number, DemandFollowUp[]>(demandIds.map((id) => [id, []]));
  if (demandIds.length === 0) return byDemand;
  const rows = await typed(db)
    .select({
      demandId: demandFollowUps.demandId,
      fromStatus: demandFollowUps.fromStatus,
      toStatus: demandFollowUps.toStatus,
      note: demandFollowUps.note,
      operator: sql<string>`coalesce(nullif(${users.name}, ''), ${users.mobile})`,
      createdAt: demandFollowUps.createdAt,
    })
    .from(demandFollowUps)
    .innerJoin(users, eq(users.id, demandFollowUps.operatorId))
    .where(inArray(demandFollowUps.demandId, [...demandIds]))
    .orderBy(demandFollowUps.id);
  for (const row of rows) {
    byDemand.get(row.demandId)?.push({
      from_status: row.fromStatus as DemandStatus,
      to_status: row.toStatus as DemandStatus,
      note: row.note,
      operator: row.operator,
      created_at: toShanghaiIsoString(row.createdAt),
    });
  }
  return byDemand;
}
