import type { PriceRule } from '@vm/contracts/supplier-price-rules';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import { and, eq } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { priceRuleBooths, priceRules } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

interface RuleRow {
  id: number;
  name: string;
  lease_term_type_id: number;
  start: string;
  end: string;
  weekdays: number[];
  price: number | null;
  raise_percent: number | null;
  created_at: Date;
  booths: { id: number; field_name: string; size: string; custom_dimension: string }[];
  creator_id: number;
  creator_name: string;
  creator_mobile: string;
}

const SELECT = `
select r.id, r.name, r.lease_term_type_id, r.start_date::text as start, r.end_date::text as "end", r.weekdays, r.price, r.raise_percent, r.created_at,
  u.id as creator_id, u.name as creator_name, u.mobile as creator_mobile,
  coalesce((select json_agg(json_build_object('id', s.id, 'field_name', p.name, 'size', s.size, 'custom_dimension', s.custom_dimension) order by s.id)
    from price_rule_booths rb join selling_resources s on s.id = rb.selling_resource_id join physical_resources p on p.id = s.physical_resource_id
    where rb.rule_id = r.id), '[]') as booths
from price_rules r join users u on u.id = r.created_by`;

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
  const where = 'where r.owner_id = $1 and ($2::int is null or exists (select 1 from price_rule_booths rb where rb.rule_id = r.id and rb.selling_resource_id = $2))';
  const total = await db.query<{ count: number }>(`select count(*)::int as count from price_rules r ${where}`, [ownerId, boothId ?? null]);
  const rows = await db.query<RuleRow>(`${SELECT} ${where} order by r.created_at desc, r.id desc limit $3 offset $4`, [ownerId, boothId ?? null, pageSize, (pageNumber - 1) * pageSize]);
  return { rows: rows.rows.map(toRule), total: total.rows[0]?.count ?? 0 };
}

/** The owner's live booths among `ids`, with their names and whether they offer `termId`. */
export async function ownBooths(db: Queryable, ownerId: number, ids: readonly number[], termId: number) {
  const rows = await db.query<{ id: number; field_name: string; size: string; offers_term: boolean }>(
    `select s.id, p.name as field_name, s.size,
       exists (select 1 from selling_resource_prices sp where sp.selling_resource_id = s.id and sp.lease_term_type_id = $3) as offers_term
     from selling_resources s join physical_resources p on p.id = s.physical_resource_id
     where s.id = any($1::int[]) and s.supplier_id = $2 and s.deleted_at is null order by s.id`,
    [ids, ownerId, termId],
  );
  return rows.rows;
}

/** Rules on any of `boothIds` under `termId` whose date range meets [start, end], with the booths they share. */
export async function candidateOverlaps(db: Queryable, boothIds: readonly number[], termId: number, start: string, end: string) {
  const rows = await db.query<{ id: number; name: string; start: string; end: string; weekdays: number[]; booth_ids: number[] }>(
    `select r.id, r.name, r.start_date::text as start, r.end_date::text as "end", r.weekdays,
       array_agg(rb.selling_resource_id order by rb.selling_resource_id) as booth_ids
     from price_rules r join price_rule_booths rb on rb.rule_id = r.id
     where rb.selling_resource_id = any($1::int[]) and r.lease_term_type_id = $2 and r.start_date <= $4 and r.end_date >= $3
     group by r.id order by r.id`,
    [boothIds, termId, start, end],
  );
  return rows.rows;
}

export async function insertRule(
  db: Queryable,
  values: { ownerId: number; actorId: number; name: string; termId: number; start: string; end: string; weekdays: number[]; price: number | null; raisePercent: number | null; boothIds: number[]; now: Date },
): Promise<number> {
  const row = await db.query<{ id: number }>(
    `insert into price_rules (owner_id, name, lease_term_type_id, start_date, end_date, weekdays, price, raise_percent, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [values.ownerId, values.name, values.termId, values.start, values.end, values.weekdays, values.price, values.raisePercent, values.actorId, values.now],
  );
  const id = row.rows[0]!.id;
  await db.query('insert into price_rule_booths (rule_id, selling_resource_id) select $1, unnest($2::int[])', [id, values.boothIds]);
  return id;
}

export async function deleteRule(db: Queryable, ownerId: number, id: number): Promise<string | undefined> {
  const row = await db.query<{ name: string }>('delete from price_rules where id = $1 and owner_id = $2 returning name', [id, ownerId]);
  return row.rows[0]?.name;
}

/** Serialises rule changes of one supplier (their booths are theirs alone), without blocking buyers. */
export async function lockOwnerRules(db: Queryable, ownerId: number): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtext('price_rules'), $1::int)`, [ownerId]);
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
  values: { name: string; termId: number; start: string; end: string; weekdays: number[]; price: number | null; raisePercent: number | null; boothIds: number[] },
): Promise<void> {
  const tx = typed(client);
  await tx
    .update(priceRules)
    .set({ name: values.name, leaseTermTypeId: values.termId, startDate: values.start, endDate: values.end, weekdays: values.weekdays, price: values.price, raisePercent: values.raisePercent })
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
  await db.query('delete from price_rule_booths where selling_resource_id = $1', [boothId]);
}
