import { and, desc, eq, exists, gt, gte, ilike, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { BoothInput, ManagedBooth, ManagedResource, ManagedResourceBody } from '@vm/contracts/supplier-resources';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import {
  attributeOptions,
  bookedUnits,
  categories,
  categoryAttributes,
  communities,
  couponTemplates,
  orderItems,
  physicalResourceAttributeOptions,
  physicalResourceImages,
  physicalResources,
  sellingResourceDatedPrices,
  sellingResourcePrices,
  sellingResources,
  sellingResourceUnavailableDates,
} from '../../db/schema/index';
import { containsPattern } from '../../platform/db/like-pattern';
import { typed, type TypedDb } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { removeBoothFromPriceRules } from '../price-rules';

/** Sub-order statuses that still hold or will hold units: a booth with such items cannot be deleted. */
export const LIVE_ITEM_STATUSES = ['submitted', 'paid', 'approved', 'executing'] as const;

const p = physicalResources;
const c = communities;
const s = sellingResources;

/** The resource's pictures of `kind` in gallery order (an SQL expression on `p`). */
function imagesOf(kind: 'photo' | 'case') {
  const i = physicalResourceImages;
  return sql<
    string[]
  >`coalesce((select array_agg(${i.url} order by ${i.position}, ${i.id}) from ${i} where ${i.physicalResourceId} = ${p.id} and ${i.kind} = ${kind}), '{}')`;
}

function selectResources(db: TypedDb) {
  const o = physicalResourceAttributeOptions;
  return db
    .select({
      id: p.id,
      community_id: p.communityId,
      community_name: c.name,
      city_id: c.cityId,
      name: p.name,
      field_type_id: p.categoryId,
      field_type: categories.name,
      area: p.area,
      indoor: p.indoor,
      person_flow: p.personFlow,
      description: p.description,
      panorama: p.panoramaUrl,
      created_at: p.createdAt,
      images: imagesOf('photo'),
      case_images: imagesOf('case'),
      attributes: sql<number[]>`coalesce((select array_agg(${o.optionId} order by ${o.optionId}) from ${o} where ${o.physicalResourceId} = ${p.id}), '{}')`,
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.communityId))
    .innerJoin(categories, eq(categories.id, p.categoryId))
    .$dynamic();
}

type ResourceRow = Awaited<ReturnType<typeof selectResources>>[number];

/*
 * The booth columns are read from `selling_resources` alone, and Drizzle writes a one-table select's
 * columns unqualified: each aggregate is a subquery of the builder (its own columns, correlated to `s`
 * in its where clause, which stays qualified).
 */

/** The booths' dated prices of `kind`. */
function datedPricesOf(db: TypedDb, kind: 'special' | 'raised') {
  const dp = sellingResourceDatedPrices;
  const agg = db
    .select({ prices: sql`json_agg(json_build_object('date', ${dp.date}, 'price', ${dp.price}) order by ${dp.date})` })
    .from(dp)
    .where(and(eq(dp.sellingResourceId, s.id), eq(dp.kind, kind)));
  return sql<{ date: string; price: number }[]>`coalesce(${agg}, '[]')`;
}

function selectBooths(db: TypedDb) {
  const sp = sellingResourcePrices;
  const ud = sellingResourceUnavailableDates;
  const prices = db
    .select({
      prices: sql`json_agg(json_build_object('lease_term_type_id', ${sp.leaseTermTypeId}, 'price', ${sp.price}, 'deposit', ${sp.deposit}, 'subsidy', ${sp.subsidy}) order by ${sp.leaseTermTypeId})`,
    })
    .from(sp)
    .where(eq(sp.sellingResourceId, s.id));
  const closed = db
    .select({ dates: sql`json_agg(${ud.date} order by ${ud.date})` })
    .from(ud)
    .where(eq(ud.sellingResourceId, s.id));
  const live = db
    .select({ count: sql`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.sellingResourceId, s.id), inArray(orderItems.status, [...LIVE_ITEM_STATUSES])));
  return db
    .select({
      id: s.id,
      top_physical_id: s.topPhysicalId,
      size: s.size,
      custom_dimension: s.customDimension,
      custom_name: s.customName,
      count: s.count,
      minimum_booking_days: s.minimumBookingDays,
      days_in_advance: s.daysInAdvance,
      is_enquiry: s.isEnquiry,
      lease_term_type_id: s.leaseTermTypeId,
      res_type_id: s.resTypeId,
      activity_type_name: s.activityTypeName,
      activity_start_date: s.activityStartDate,
      deadline: s.deadline,
      has_chair: s.hasChair,
      has_power: s.hasPower,
      has_tent: s.hasTent,
      leaflet: s.leaflet,
      overnight_material: s.overnightMaterial,
      special_requirements: s.specialRequirements,
      tag: s.tag,
      is_online: s.isOnline,
      prices: sql<{ lease_term_type_id: number; price: number; deposit: number; subsidy: number }[]>`coalesce(${prices}, '[]')`,
      unavailable_dates: sql<string[]>`coalesce(${closed}, '[]')`,
      special_prices: datedPricesOf(db, 'special'),
      raised_prices: datedPricesOf(db, 'raised'),
      live_order_count: sql<number>`${live}`,
    })
    .from(s)
    .$dynamic();
}

type BoothRow = Awaited<ReturnType<typeof selectBooths>>[number];

function toBooth(row: BoothRow): ManagedBooth {
  const { top_physical_id: _top, ...rest } = row;
  return {
    ...rest,
    lease_term_type: leaseTermName(row.lease_term_type_id),
    prices: row.prices.map((price) => ({ ...price, lease_term_type: leaseTermName(price.lease_term_type_id) })),
  };
}

async function boothsOf(db: Queryable, topIds: readonly number[]): Promise<Map<number, ManagedBooth[]>> {
  const rows = await selectBooths(typed(db))
    .where(and(inArray(s.topPhysicalId, topIds), isNull(s.deletedAt)))
    .orderBy(s.id);
  const byTop = new Map<number, ManagedBooth[]>(topIds.map((id) => [id, []]));
  for (const row of rows) byTop.get(row.top_physical_id)?.push(toBooth(row));
  return byTop;
}

function toResource(row: ResourceRow, booths: ManagedBooth[]): ManagedResource {
  return {
    ...row,
    top_physical_id: row.id,
    is_online: booths.some((booth) => booth.is_online),
    booths,
    created_at: toShanghaiIsoString(row.created_at),
  };
}

/** The owner's top physical resource with its booths, or undefined (someone else's reads as missing). */
export async function ownResource(db: Queryable, ownerId: number, id: number): Promise<ManagedResource | undefined> {
  const [row] = await selectResources(typed(db)).where(and(eq(p.id, id), eq(c.ownerId, ownerId), isNull(p.parentId)));
  if (!row) return undefined;
  return toResource(row, (await boothsOf(db, [row.id])).get(row.id) ?? []);
}

export async function listOwnResources(
  db: Queryable,
  ownerId: number,
  filters: { community_id?: number; keyword?: string; is_online?: '0' | '1'; page: number; page_size: number },
): Promise<{ rows: ManagedResource[]; total: number }> {
  const typedDb = typed(db);
  const pattern = filters.keyword ? containsPattern(filters.keyword) : null;
  const onSale = typedDb
    .select({ one: sql`1` })
    .from(s)
    .where(and(eq(s.topPhysicalId, p.id), eq(s.isOnline, true)));
  const where = and(
    eq(c.ownerId, ownerId),
    isNull(p.parentId),
    filters.community_id === undefined ? undefined : eq(p.communityId, filters.community_id),
    pattern === null ? undefined : or(ilike(p.name, pattern), ilike(c.name, pattern)),
    filters.is_online === undefined ? undefined : filters.is_online === '1' ? exists(onSale) : notExists(onSale),
  );
  const [total] = await typedDb
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .innerJoin(c, eq(c.id, p.communityId))
    .where(where);
  const rows = await selectResources(typedDb)
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(filters.page_size)
    .offset((filters.page - 1) * filters.page_size);
  const booths = await boothsOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toResource(row, booths.get(row.id) ?? [])), total: total?.count ?? 0 };
}

/** Field-level problems of the body's references: the community must be the owner's, the attributes of the field type. */
export async function resourceReferenceErrors(
  db: Queryable,
  ownerId: number,
  body: ManagedResourceBody,
): Promise<{ community: boolean; errors: Record<string, string> }> {
  const typedDb = typed(db);
  const optionIds = [...new Set(body.attributes)];
  const [[community], [category], [options]] = await Promise.all([
    typedDb
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, body.community_id), eq(c.ownerId, ownerId))),
    typedDb.select({ id: categories.id }).from(categories).where(eq(categories.id, body.field_type_id)),
    typedDb
      .select({ count: sql<number>`count(*)::int` })
      .from(attributeOptions)
      .innerJoin(categoryAttributes, eq(categoryAttributes.id, attributeOptions.attributeId))
      .where(and(inArray(attributeOptions.id, optionIds), eq(categoryAttributes.categoryId, body.field_type_id))),
  ]);
  const errors: Record<string, string> = {};
  if (!category) errors.field_type_id = '场地类型不存在';
  else if (options?.count !== optionIds.length) errors.attributes = '场地属性不属于所选场地类型';
  return { community: community !== undefined, errors };
}

/** Locks the owner's top physical resource; undefined when it is not theirs. */
export async function lockOwnResource(db: Queryable, ownerId: number, id: number): Promise<{ id: number; community_id: number; urls: string[] } | undefined> {
  const i = physicalResourceImages;
  const [row] = await typed(db)
    .select({
      id: p.id,
      community_id: p.communityId,
      urls: sql<
        string[]
      >`coalesce((select array_agg(${i.url}) from ${i} where ${i.physicalResourceId} = ${p.id}), '{}') || coalesce(array[${p.panoramaUrl}], '{}')`,
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.communityId))
    .where(and(eq(p.id, id), eq(c.ownerId, ownerId), isNull(p.parentId)))
    .for('update', { of: p });
  return row;
}

/** The resource's current booths, locked in id order (a buyer's hold takes a share lock on them too). */
export async function lockBooths(db: Queryable, topId: number): Promise<{ id: number; count: number; is_online: boolean; unavailable: string[] }[]> {
  const ud = sellingResourceUnavailableDates;
  const typedDb = typed(db);
  // One table: the aggregate is a builder subquery (see selectBooths).
  const closed = typedDb
    .select({ dates: sql`array_agg(${ud.date}::text)` })
    .from(ud)
    .where(eq(ud.sellingResourceId, s.id));
  return typedDb
    .select({
      id: s.id,
      count: s.count,
      is_online: s.isOnline,
      unavailable: sql<string[]>`coalesce(${closed}, '{}')`,
    })
    .from(s)
    .where(and(eq(s.topPhysicalId, topId), isNull(s.deletedAt)))
    .orderBy(s.id)
    .for('update', { of: s });
}

export async function replacePhysicalExtras(db: Queryable, id: number, body: ManagedResourceBody): Promise<void> {
  const typedDb = typed(db);
  await typedDb.delete(physicalResourceImages).where(eq(physicalResourceImages.physicalResourceId, id));
  const images = [
    ...body.images.map((url, position) => ({ physicalResourceId: id, kind: 'photo', url, position })),
    ...body.case_images.map((url, position) => ({ physicalResourceId: id, kind: 'case', url, position })),
  ];
  if (images.length > 0) await typedDb.insert(physicalResourceImages).values(images);
  await typedDb.delete(physicalResourceAttributeOptions).where(eq(physicalResourceAttributeOptions.physicalResourceId, id));
  const options = [...new Set(body.attributes)].map((optionId) => ({ physicalResourceId: id, optionId }));
  if (options.length > 0) await typedDb.insert(physicalResourceAttributeOptions).values(options);
}

/** The booth's own columns from the body (`mainTerm`: its main lease term). */
function boothColumns(booth: BoothInput, mainTerm: number) {
  return {
    size: booth.size,
    customDimension: booth.custom_dimension,
    customName: booth.custom_name,
    leaseTermTypeId: mainTerm,
    count: booth.count,
    isEnquiry: booth.is_enquiry,
    minimumBookingDays: booth.minimum_booking_days,
    daysInAdvance: booth.days_in_advance,
    resTypeId: booth.res_type_id,
    activityTypeName: booth.activity_type_name ?? null,
    activityStartDate: booth.activity_start_date ?? null,
    deadline: booth.deadline ?? null,
    hasChair: booth.has_chair,
    hasPower: booth.has_power,
    hasTent: booth.has_tent,
    leaflet: booth.leaflet,
    overnightMaterial: booth.overnight_material,
    specialRequirements: booth.special_requirements,
    tag: booth.tag,
  };
}

export async function insertBooth(
  db: Queryable,
  values: { topId: number; supplierId: number; booth: BoothInput; mainTerm: number; online: boolean; now: Date },
): Promise<number> {
  const [row] = await typed(db)
    .insert(s)
    .values({
      ...boothColumns(values.booth, values.mainTerm),
      physicalResourceId: values.topId,
      supplierId: values.supplierId,
      isOnline: values.online,
      createdAt: values.now,
      topPhysicalId: values.topId,
    })
    .returning({ id: s.id });
  return row!.id;
}

export async function updateBooth(db: Queryable, id: number, booth: BoothInput, mainTerm: number): Promise<void> {
  await typed(db).update(s).set(boothColumns(booth, mainTerm)).where(eq(s.id, id));
}

/** Prices, special and raised prices, unavailable dates: replaced by the body's. */
export async function replaceBoothRules(db: Queryable, id: number, booth: BoothInput): Promise<void> {
  const typedDb = typed(db);
  await typedDb.delete(sellingResourcePrices).where(eq(sellingResourcePrices.sellingResourceId, id));
  if (booth.prices.length > 0) {
    await typedDb.insert(sellingResourcePrices).values(
      booth.prices.map((price) => ({
        sellingResourceId: id,
        leaseTermTypeId: price.lease_term_type_id,
        price: price.price,
        subsidy: price.subsidy,
        deposit: price.deposit,
      })),
    );
  }
  await typedDb.delete(sellingResourceDatedPrices).where(eq(sellingResourceDatedPrices.sellingResourceId, id));
  const dated = [
    ...booth.special_prices.map((price) => ({ ...price, kind: 'special' })),
    ...booth.raised_prices.map((price) => ({ ...price, kind: 'raised' })),
  ];
  if (dated.length > 0) {
    await typedDb
      .insert(sellingResourceDatedPrices)
      .values(dated.map((price) => ({ sellingResourceId: id, kind: price.kind, date: price.date, price: price.price })));
  }
  await typedDb.delete(sellingResourceUnavailableDates).where(eq(sellingResourceUnavailableDates.sellingResourceId, id));
  const closed = [...new Set(booth.unavailable_dates)];
  if (closed.length > 0) await typedDb.insert(sellingResourceUnavailableDates).values(closed.map((date) => ({ sellingResourceId: id, date })));
}

/** The first date from `from` on where more units are held than `count`, with the units held. */
export async function firstDateHeldAbove(db: Queryable, boothId: number, count: number, from: string): Promise<{ date: string; held: number } | undefined> {
  const [row] = await typed(db)
    .select({ date: bookedUnits.date, held: bookedUnits.held })
    .from(bookedUnits)
    .where(and(eq(bookedUnits.sellingResourceId, boothId), gte(bookedUnits.date, from), gt(bookedUnits.held, count)))
    .orderBy(bookedUnits.date)
    .limit(1);
  return row;
}

/** The first of `dates` on which units are held. */
export async function firstHeldDate(db: Queryable, boothId: number, dates: readonly string[]): Promise<{ date: string; held: number } | undefined> {
  if (dates.length === 0) return undefined;
  const [row] = await typed(db)
    .select({ date: bookedUnits.date, held: bookedUnits.held })
    .from(bookedUnits)
    .where(and(eq(bookedUnits.sellingResourceId, boothId), inArray(bookedUnits.date, [...dates]), gt(bookedUnits.held, 0)))
    .orderBy(bookedUnits.date)
    .limit(1);
  return row;
}

/** A live sub-order of the booth (its number), if any. */
export async function liveOrderOf(db: Queryable, boothId: number): Promise<string | undefined> {
  const [row] = await typed(db)
    .select({ orderNum: orderItems.orderNum })
    .from(orderItems)
    .where(and(eq(orderItems.sellingResourceId, boothId), inArray(orderItems.status, [...LIVE_ITEM_STATUSES])))
    .orderBy(orderItems.id)
    .limit(1);
  return row?.orderNum;
}

/** Deletes a booth; one that past orders still reference is kept off sale as deleted. */
export async function removeBooth(db: Queryable, boothId: number, now: Date): Promise<void> {
  const typedDb = typed(db);
  const [[ordered], [couponed]] = await Promise.all([
    typedDb.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.sellingResourceId, boothId)).limit(1),
    typedDb.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.sellingResourceId, boothId)).limit(1),
  ]);
  if (ordered || couponed) {
    await typedDb.update(s).set({ isOnline: false, deletedAt: now }).where(eq(s.id, boothId));
    await removeBoothFromPriceRules(db, boothId);
  } else {
    await typedDb.delete(s).where(eq(s.id, boothId));
  }
}

export async function setResourceOnline(db: Queryable, topId: number, online: boolean): Promise<void> {
  await typed(db)
    .update(s)
    .set({ isOnline: online })
    .where(and(eq(s.topPhysicalId, topId), isNull(s.deletedAt)));
}
