import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { CommunityBody, ManagedCommunity } from '@vm/contracts/supplier-communities';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { COMMUNITY_MESSAGES } from '@vm/domain/validation-messages';
import {
  cities,
  communities,
  communityImages,
  communityLabels,
  communityTypes,
  districts,
  labels,
  locationTypes,
  physicalResources,
  subwayLines,
  subwayLineStations,
  subwayStations,
  tradingAreas,
} from '../../db/schema/index';
import { containsPattern } from '../../platform/db/like-pattern';
import { typed, type TypedDb } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

const c = communities;

function selectCommunities(db: TypedDb) {
  const ls = subwayLineStations;
  const sl = subwayLines;
  const l = communityLabels;
  const i = communityImages;
  const p = physicalResources;
  return db
    .select({
      id: c.id,
      name: c.name,
      city_id: c.cityId,
      city_name: cities.name,
      district_id: c.districtId,
      district_name: districts.name,
      trading_area_id: c.tradingAreaId,
      subway_station_id: c.subwayStationId,
      subway_line_id: sql<number | null>`(select ${ls.lineId} from ${ls} join ${sl} on ${sl.id} = ${ls.lineId} where ${ls.stationId} = ${c.subwayStationId}
        order by ${sl.sort}, ${sl.id} limit 1)`,
      community_type_id: c.communityTypeId,
      community_type_name: communityTypes.name,
      location_type_id: c.locationTypeId,
      address: c.address,
      latitude: c.latitude,
      longitude: c.longitude,
      year: c.year,
      person_flow: c.personFlow,
      description: c.description,
      agent_for: c.agentFor,
      created_at: c.createdAt,
      label_ids: sql<number[]>`coalesce((select array_agg(${l.labelId} order by ${l.labelId}) from ${l} where ${l.communityId} = ${c.id}), '{}')`,
      images: sql<string[]>`coalesce((select array_agg(${i.url} order by ${i.position}, ${i.id}) from ${i} where ${i.communityId} = ${c.id}), '{}')`,
      venue_count: sql<number>`(select count(*)::int from ${p} where ${p.communityId} = ${c.id} and ${p.parentId} is null)`,
    })
    .from(c)
    .innerJoin(cities, eq(cities.id, c.cityId))
    .innerJoin(districts, eq(districts.id, c.districtId))
    .innerJoin(communityTypes, eq(communityTypes.id, c.communityTypeId))
    .$dynamic();
}

type CommunityRow = Awaited<ReturnType<typeof selectCommunities>>[number];

const toCommunity = (row: CommunityRow): ManagedCommunity => ({ ...row, created_at: toShanghaiIsoString(row.created_at) });

export async function ownCommunity(db: Queryable, ownerId: number, id: number): Promise<ManagedCommunity | undefined> {
  const [row] = await selectCommunities(typed(db)).where(and(eq(c.id, id), eq(c.ownerId, ownerId)));
  return row ? toCommunity(row) : undefined;
}

export async function listOwnCommunities(db: Queryable, ownerId: number, keyword: string | undefined, pageNumber: number, pageSize: number) {
  const typedDb = typed(db);
  const pattern = keyword ? containsPattern(keyword) : null;
  const where = and(eq(c.ownerId, ownerId), pattern === null ? undefined : or(ilike(c.name, pattern), ilike(c.address, pattern)));
  const [total] = await typedDb
    .select({ count: sql<number>`count(*)::int` })
    .from(c)
    .where(where);
  const rows = await selectCommunities(typedDb)
    .where(where)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows: rows.map(toCommunity), total: total?.count ?? 0 };
}

/** Whether a query finds a row (a reference that exists). */
const found = async (query: PromiseLike<unknown[]>): Promise<boolean> => (await query).length > 0;

/** Which referenced ids of a community body do not exist or do not fit together (field → message). */
export async function communityReferenceErrors(db: Queryable, body: CommunityBody): Promise<Record<string, string>> {
  const typedDb = typed(db);
  const locationTypeId = body.location_type_id ?? null;
  const tradingAreaId = body.trading_area_id ?? null;
  const stationId = body.subway_station_id ?? null;
  const lineId = body.subway_line_id ?? null;
  const labelIds = [...new Set(body.label_ids)];
  const [city, district, communityType, locationType, tradingArea, station, labelCount, line, stationOnLine] = await Promise.all([
    found(typedDb.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id))),
    found(
      typedDb
        .select({ id: districts.id })
        .from(districts)
        .where(and(eq(districts.id, body.district_id), eq(districts.cityId, body.city_id))),
    ),
    found(typedDb.select({ id: communityTypes.id }).from(communityTypes).where(eq(communityTypes.id, body.community_type_id))),
    locationTypeId === null ? true : found(typedDb.select({ id: locationTypes.id }).from(locationTypes).where(eq(locationTypes.id, locationTypeId))),
    tradingAreaId === null
      ? true
      : found(
          typedDb
            .select({ id: tradingAreas.id })
            .from(tradingAreas)
            .where(and(eq(tradingAreas.id, tradingAreaId), eq(tradingAreas.cityId, body.city_id))),
        ),
    stationId === null
      ? true
      : found(
          typedDb
            .select({ id: subwayStations.id })
            .from(subwayStations)
            .where(and(eq(subwayStations.id, stationId), eq(subwayStations.cityId, body.city_id))),
        ),
    labelIds.length === 0 ? 0 : typedDb.$count(labels, inArray(labels.id, labelIds)),
    lineId === null
      ? true
      : found(
          typedDb
            .select({ id: subwayLines.id })
            .from(subwayLines)
            .where(and(eq(subwayLines.id, lineId), eq(subwayLines.cityId, body.city_id))),
        ),
    lineId === null || stationId === null
      ? true
      : found(
          typedDb
            .select({ lineId: subwayLineStations.lineId })
            .from(subwayLineStations)
            .where(and(eq(subwayLineStations.lineId, lineId), eq(subwayLineStations.stationId, stationId))),
        ),
  ]);
  const errors: Record<string, string> = {};
  if (!city) errors.city_id = '城市不存在';
  else if (!district) errors.district_id = '区县不属于所选城市';
  if (!communityType) errors.community_type_id = '社区类型不存在';
  if (!locationType) errors.location_type_id = '位置类型不存在';
  if (!tradingArea) errors.trading_area_id = COMMUNITY_MESSAGES.tradingAreaOtherCity;
  if (!line) errors.subway_line_id = COMMUNITY_MESSAGES.subwayLineOtherCity;
  if (!station) errors.subway_station_id = COMMUNITY_MESSAGES.subwayStationOtherCity;
  else if (line && !stationOnLine) errors.subway_station_id = COMMUNITY_MESSAGES.subwayStationOffLine;
  if (labelCount !== labelIds.length) errors.label_ids = '标签不存在';
  return errors;
}

export async function defaultLocationType(db: Queryable): Promise<number> {
  const [row] = await typed(db).select({ id: locationTypes.id }).from(locationTypes).orderBy(locationTypes.sort, locationTypes.id).limit(1);
  return row?.id ?? 0;
}

/** The community's own columns from the body. */
function columns(body: CommunityBody, locationTypeId: number) {
  return {
    name: body.name,
    cityId: body.city_id,
    districtId: body.district_id,
    tradingAreaId: body.trading_area_id ?? null,
    subwayStationId: body.subway_station_id ?? null,
    communityTypeId: body.community_type_id,
    locationTypeId,
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    year: body.year ?? null,
    personFlow: body.person_flow,
    description: body.description,
    coverUrl: body.images[0] ?? '',
    agentFor: body.agent_for ?? '',
  };
}

export async function insertCommunity(db: Queryable, ownerId: number, body: CommunityBody, locationTypeId: number, now: Date): Promise<number> {
  const [row] = await typed(db)
    .insert(c)
    .values({ ...columns(body, locationTypeId), ownerId, createdAt: now })
    .returning({ id: c.id });
  return row!.id;
}

export async function updateCommunity(db: Queryable, id: number, body: CommunityBody, locationTypeId: number): Promise<void> {
  await typed(db).update(c).set(columns(body, locationTypeId)).where(eq(c.id, id));
}

export async function replaceCommunityExtras(db: Queryable, id: number, body: CommunityBody): Promise<void> {
  const typedDb = typed(db);
  await typedDb.delete(communityLabels).where(eq(communityLabels.communityId, id));
  const labelIds = [...new Set(body.label_ids)];
  if (labelIds.length > 0) await typedDb.insert(communityLabels).values(labelIds.map((labelId) => ({ communityId: id, labelId })));
  await typedDb.delete(communityImages).where(eq(communityImages.communityId, id));
  if (body.images.length > 0) await typedDb.insert(communityImages).values(body.images.map((url, position) => ({ communityId: id, url, position })));
}

/** Locks the owner's community (null when it is not theirs). */
export async function lockOwnCommunity(db: Queryable, ownerId: number, id: number): Promise<{ id: number; images: string[] } | undefined> {
  const typedDb = typed(db);
  // One table: Drizzle writes its columns unqualified, so the aggregate is a builder subquery (correlated in its where).
  const images = typedDb
    .select({ urls: sql`array_agg(${communityImages.url})` })
    .from(communityImages)
    .where(eq(communityImages.communityId, c.id));
  const [row] = await typedDb
    .select({ id: c.id, images: sql<string[]>`coalesce(${images}, '{}')` })
    .from(c)
    .where(and(eq(c.id, id), eq(c.ownerId, ownerId)))
    .for('update', { of: c });
  return row;
}
