import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommissionRuleBody, CommissionRuleHistory, CommissionRuleView } from '@vm/contracts/settlement';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { commissionRateFor, SETTLEMENT_MESSAGES } from '@vm/domain/settlement';
import { categories, commissionRules, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, invalid, notFound } from '../../platform/http/app-error';

const creator = alias(users, 'creator');
const remover = alias(users, 'remover');
const supplier = alias(users, 'supplier');

const ruleColumns = {
  id: commissionRules.id,
  supplierId: commissionRules.supplierId,
  categoryId: commissionRules.categoryId,
  rate: commissionRules.rate,
  supplierName: sql<string | null>`case when ${supplier.id} is null then null else coalesce(nullif(${supplier.name}, ''), ${supplier.mobile}) end`,
  categoryName: categories.name,
  createdAt: commissionRules.createdAt,
  deletedAt: commissionRules.deletedAt,
  createdBy: creator.name,
  deletedBy: remover.name,
};

function rulesQuery(client: Queryable) {
  return typed(client)
    .select(ruleColumns)
    .from(commissionRules)
    .leftJoin(supplier, eq(supplier.id, commissionRules.supplierId))
    .leftJoin(categories, eq(categories.id, commissionRules.categoryId))
    .leftJoin(creator, eq(creator.id, commissionRules.createdBy))
    .leftJoin(remover, eq(remover.id, commissionRules.deletedBy));
}

type RuleRow = Awaited<ReturnType<ReturnType<typeof rulesQuery>['execute']>>[number];

const view = (row: RuleRow): CommissionRuleView => ({
  id: row.id,
  supplier_id: row.supplierId,
  category_id: row.categoryId,
  rate: row.rate,
  supplier_name: row.supplierName,
  category_name: row.categoryName,
  created_at: toShanghaiIsoString(row.createdAt),
});

/** GET /api/operator/commission_rules: the live rules, the default first, then categories, then suppliers. */
export async function listCommissionRules(deps: Pick<AppDeps, 'pool'>): Promise<CommissionRuleView[]> {
  const rows = await rulesQuery(deps.pool)
    .where(isNull(commissionRules.deletedAt))
    .orderBy(sql`${commissionRules.supplierId} nulls first`, sql`${commissionRules.categoryId} nulls first`, commissionRules.id);
  return rows.map(view);
}

/** Every rule ever set, newest first, with who added and removed it. */
export async function commissionRuleHistory(deps: Pick<AppDeps, 'pool'>): Promise<CommissionRuleHistory[]> {
  const rows = await rulesQuery(deps.pool).orderBy(desc(commissionRules.createdAt), desc(commissionRules.id)).limit(500);
  return rows.map((row) => ({
    ...view(row),
    deleted_at: row.deletedAt ? toShanghaiIsoString(row.deletedAt) : null,
    created_by: row.createdBy,
    deleted_by: row.deletedBy,
  }));
}

/** POST /api/operator/commission_rules: one live rule per scope (409 when the scope has one); audited. */
export async function addCommissionRule(deps: AppDeps, operatorId: number, body: CommissionRuleBody): Promise<{ id: number }> {
  const supplierId = body.supplier_id ?? null;
  const categoryId = body.category_id ?? null;
  return withRetriedTransaction(deps.pool, async (client) => {
    const db = typed(client);
    const now = deps.clock.now();
    if (supplierId !== null) {
      const [found] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, supplierId));
      if (!found || !found.roles.includes('property')) throw invalid('supplier_id', '供应商不存在');
    }
    if (categoryId !== null) {
      const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!found) throw invalid('category_id', '场地类型不存在');
    }
    const [created] = await db
      .insert(commissionRules)
      .values({ supplierId, categoryId, rate: body.rate, createdBy: operatorId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: commissionRules.id });
    if (!created) throw conflict(SETTLEMENT_MESSAGES.ruleExists);
    await recordEvent(
      client,
      {
        type: 'commission_rule.changed',
        actorId: operatorId,
        payload: { rule_id: created.id, supplier_id: supplierId, category_id: categoryId, rate: body.rate },
        audit: {
          action: 'commission_rule.create',
          targetType: 'commission_rule',
          targetId: created.id,
          after: { supplier_id: supplierId, category_id: categoryId, rate: body.rate },
        },
        now,
      },
      deps.events,
    );
    return created;
  });
}

/** DELETE /api/operator/commission_rules/{id}: the rule ends (kept as history); audited. Rates already frozen on earnings stay. */
export async function deleteCommissionRule(deps: AppDeps, operatorId: number, ruleId: number): Promise<{ id: number }> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const [deleted] = await typed(client)
      .update(commissionRules)
      .set({ deletedAt: now, deletedBy: operatorId })
      .where(and(eq(commissionRules.id, ruleId), isNull(commissionRules.deletedAt)))
      .returning({ id: commissionRules.id, supplierId: commissionRules.supplierId, categoryId: commissionRules.categoryId, rate: commissionRules.rate });
    if (!deleted) throw notFound('佣金规则');
    await recordEvent(
      client,
      {
        type: 'commission_rule.changed',
        actorId: operatorId,
        payload: { rule_id: deleted.id, deleted: true },
        audit: {
          action: 'commission_rule.delete',
          targetType: 'commission_rule',
          targetId: deleted.id,
          before: { supplier_id: deleted.supplierId, category_id: deleted.categoryId, rate: deleted.rate },
        },
        now,
      },
      deps.events,
    );
    return { id: deleted.id };
  });
}

/** The rate a sub-order of this supplier and category gets now (packages/domain commissionRateFor). */
export async function commissionRateNow(client: Queryable, target: { supplierId: number; categoryId: number | null }): Promise<number> {
  const rules = await typed(client)
    .select({ id: commissionRules.id, supplierId: commissionRules.supplierId, categoryId: commissionRules.categoryId, rate: commissionRules.rate })
    .from(commissionRules)
    .where(
      and(
        isNull(commissionRules.deletedAt),
        or(isNull(commissionRules.supplierId), eq(commissionRules.supplierId, target.supplierId)),
        target.categoryId === null
          ? isNull(commissionRules.categoryId)
          : or(isNull(commissionRules.categoryId), eq(commissionRules.categoryId, target.categoryId)),
      ),
    );
  return commissionRateFor(rules, target);
}
