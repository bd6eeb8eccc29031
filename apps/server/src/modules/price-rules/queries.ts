import type { PriceRule } from '@vm/contracts/supplier-price-rules';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { physicalResources, priceRuleBooths, priceRules, sellingResourcePrices, sellingResources, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

function ruleRows(db: Queryable) {
  const r = priceRules;
  const s = sellingResources;
  return typed(db)
    .select({
      id: r.id,
      name: r.name,
      lease_term_type_id: r.leaseTermTypeId,
      start: r.startDate,
      end: r.endDate,
      weekdays: r.weekdays,
      price: r.price,
      raise_percent: r.raisePercent,
      created_at: r.createdAt,
      creator_id: users.id,
      creator_name: users.name,
      creator_mobile: users.mobile,
      booths: sql<
        { id: number; field_name: string; size: string; custom_dimension: string }[]
      >`coalesce((select json_agg(json_build_object('id', ${s.id}, 'field_name', ${physicalResources.name}, 'size', ${s.size}, 'custom_dimension', ${s.customDimension}) order by ${s.id})
        from ${priceRuleBooths} join ${s} on ${s.id} = ${priceRuleBooths.sellingResourceId} join ${physicalResources} on ${physicalResources.id} = ${s.physicalResourceId}
        where ${priceRuleBooths.ruleId} = ${r.id}), '[]')`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.createdBy));
}
type RuleRow = Awaited<ReturnType<ReturnType<typeof ruleRows>['execute']>>[number];

function toRule(row: RuleRow): PriceRule {
  return {
    id: row.id,
    name: row.name,
    selling_resource_ids: row.booths.map((booth) => booth.id),
    booths: row.booths,
    lease_term_type_id: row.lease_term_type_id,
    lease_term_type: leaseTermName(row.lease_term_type_id),
    start: row.start,
    end: row.end,
    weekdays: row.weekdays,
    price: row.price,
    raise_percent: row.raise_percent,
    created_at: toShanghaiIsoString(row.created_at),
    created_by: { id: row.creator_id, name: row.creator_name, mobile: row.creator_mobile },
  };
}

export async function listRules(db: Queryable, ownerId: number, boothId: number | undefined, pageNumber: number, pageSize: number) {
  const where = and(
    eq(priceRules.ownerId, ownerId),
    boothId === undefined
      ? undefined
      : sql`exists (select 1 from ${priceRuleBooths} where ${priceRuleBooths.ruleId} = ${priceRules.id} and ${priceRuleBooths.sellingResourceId} = ${boothId})`,
  );
  const [counted] = await typed(db).select({ count: count() }).from(priceRules).where(where);
  const rows = await ruleRows(db)
    .where(where)
    .orderBy(desc(priceRules.createdAt), desc(priceRules.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows: rows.map(toRule), total: counted?.count ?? 0 };
}

/** The owner's live booths among `ids`, with their names and whether they offer `termId`. */
export async function ownBooths(db: Queryable, ownerId: number, ids: readonly number[], termId: number) {
  const s = sellingResources;
  return typed(db)
    .select({
      id: s.id,
      field_name: physicalResources.name,
      size: s.size,
      offers_term: sql<boolean>`exists (select 1 from ${sellingResourcePrices} where ${sellingResourcePrices.sellingResourceId} = ${s.id} and ${sellingResourcePrices.leaseTermTypeId} = ${termId})`,
    })
    .from(s)
    .innerJoin(physicalResources, eq(physicalResources.id, s.physicalResourceId))
    .where(and(inArray(s.id, [...ids]), eq(s.supplierId, ownerId), isNull(s.deletedAt)))
    .orderBy(asc(s.id));
}

/** Rules on any of `boothIds` under `termId` whose date range meets [start, end], with the booths they share. */
export async function candidateOverlaps(db: Queryable, boothIds: readonly number[], termId: number, start: string, end: string) {
  const r = priceRules;
  const rb = priceRuleBooths;
  return typed(db)
    .select({
      id: r.id,
      name: r.name,
      start: r.startDate,
      end: r.endDate,
      weekdays: r.weekdays,
      booth_ids: sql<number[]>`array_agg(${rb.sellingResourceId} order by ${rb.sellingResourceId})`,
    })
    .from(r)
    .innerJoin(rb, eq(rb.ruleId, r.id))
    .where(and(inArray(rb.sellingResourceId, [...boothIds]), eq(r.leaseTermTypeId, termId), lte(r.startDate, end), gte(r.endDate, start)))
    .groupBy(r.id)
    .orderBy(asc(r.id));
}

export async function insertRule(
  db: Queryable,
  values: {
    ownerId: number;
    actorId: number;
    name: string;
    termId: number;
    start: string;
    end: string;
    weekdays: number[];
    price: number | null;
    raisePercent: number | null;
    boothIds: number[];
    now: Date;
  },
): Promise<number> {
  const tx = typed(db);
  const [row] = await tx
    .insert(priceRules)
    .values({
      ownerId: values.ownerId,
      name: values.name,
      leaseTermTypeId: values.termId,
      startDate: values.start,
      endDate: values.end,
      weekdays: values.weekdays,
      price: values.price,
      raisePercent: values.raisePercent,
      createdBy: values.actorId,
      createdAt: values.now,
    })
    .returning({ id: priceRules.id });
  const id = row!.id;
  if (values.boothIds.length > 0) await tx.insert(priceRuleBooths).values(values.boothIds.map((sellingResourceId) => ({ ruleId: id, sellingResourceId })));
  return id;
}

export async function deleteRule(db: Queryable, ownerId: number, id: number): Promise<string | undefined> {
  const [row] = await typed(db)
    .delete(priceRules)
    .where(and(eq(priceRules.id, id), eq(priceRules.ownerId, ownerId)))
    .returning({ name: priceRules.name });
  return row?.name;
}

/** Serialises rule changes of one supplier (their booths are theirs alone), without blocking buyers. */
export async function lockOwnerRules(db: Queryable, ownerId: number): Promise<void> {
  await typed(db).execute(sql`select pg_advisory_xact_lock(hashtext('price_rules'), ${ownerId}::int)`);
}

/** The owner's rule `id` (name and range), locked for the change, or undefined. */
export async function ownRule(client: PoolClient, ownerId: number, id: number) {
  const [rule] = await typed(client)
    .select({ name: priceRules.name, start: priceRules.startDate, end: priceRules.endDate })
    .from(priceRules)
    .where(and(eq(priceRules.id, id), eq(priceRules.ownerId, ownerId)))
    .for('update');
  return rule;
}

export async function updateRule(
  client: PoolClient,
  id: number,
  values: {
    name: string;
    termId: number;
    start: string;
    end: string;
    weekdays: number[];
    price: number | null;
    raisePercent: number | null;
    boothIds: number[];
  },
): Promise<void> {
  const tx = typed(client);
  await tx
    .update(priceRules)
    .set({
      name: values.name,
      leaseTermTypeId: values.termId,
      startDate: values.start,
      endDate: values.end,
      weekdays: values.weekdays,
      price: values.price,
      raisePercent: values.raisePercent,
    })
    .where(eq(priceRules.id, id));
  await tx.delete(priceRuleBooths).where(eq(priceRuleBooths.ruleId, id));
  await tx.insert(priceRuleBooths).values(values.boothIds.map((sellingResourceId) => ({ ruleId: id, sellingResourceId })));
}

/** Ends the rule on `lastDay` (its dates after that fall back to the booths' own prices). */
export async function endRule(client: PoolClient, id: number, lastDay: string): Promise<void> {
  await typed(client).update(priceRules).set({ endDate: lastDay }).where(eq(priceRules.id, id));
}

/** A booth deleted but kept for its past orders leaves every price rule. */
export async function removeBoothFromPriceRules(db: Queryable, boothId: number): Promise<void> {
  await typed(db).delete(priceRuleBooths).where(eq(priceRuleBooths.sellingResourceId, boothId));
}
