import { couponTemplateProblems, type CouponTemplatePatch, type CouponTemplateValues, type OperatorCoupon } from '@vm/contracts/coupon-templates';
import { todayInShanghai } from '@vm/domain/business-date';
import { and, eq, sql } from 'drizzle-orm';
import { categories, communities, couponTemplates, sellingResources } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { findOperatorCoupon } from './operator-coupons';

/** Where each scope's target lives. */
const TARGET_TABLE: Record<
  number,
  { table: typeof communities | typeof categories | typeof sellingResources; column: 'communityId' | 'categoryId' | 'sellingResourceId' } | undefined
> = {
  2: { table: communities, column: 'communityId' },
  4: { table: communities, column: 'communityId' },
  3: { table: categories, column: 'categoryId' },
  5: { table: sellingResources, column: 'sellingResourceId' },
  6: { table: sellingResources, column: 'sellingResourceId' },
};

async function checkValues(db: Queryable, values: CouponTemplateValues, now: Date, datesChanged: boolean): Promise<void> {
  const problems = couponTemplateProblems(values);
  if (datesChanged && values.valid_end_date && values.valid_end_date < todayInShanghai(now)) problems.valid_end_date ??= '结束日期不能早于今天';
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new AppError('VALIDATION', message, problems);
  const target = TARGET_TABLE[values.scope];
  if (target && values.target_id) {
    const found = await typed(db).select({ id: target.table.id }).from(target.table).where(eq(target.table.id, values.target_id));
    if (found.length === 0) throw invalid('target_id', '适用对象不存在');
  }
}

function targetColumns(values: CouponTemplateValues): { communityId: number | null; categoryId: number | null; sellingResourceId: number | null } {
  const id = values.scope === 1 ? null : values.target_id;
  const column = TARGET_TABLE[values.scope]?.column;
  return {
    communityId: column === 'communityId' ? id : null,
    categoryId: column === 'categoryId' ? id : null,
    sellingResourceId: column === 'sellingResourceId' ? id : null,
  };
}

/** The stored columns of a template's values. */
function templateColumns(values: CouponTemplateValues) {
  return {
    text: values.text,
    amount: values.amount,
    minGoodsAmount: values.min_goods_amount,
    scope: values.scope,
    ...targetColumns(values),
    totalQuantity: values.total_quantity,
    perUserLimit: values.per_user_limit,
    validStartDate: values.valid_start_date,
    validEndDate: values.valid_end_date,
    validDays: values.valid_days,
    consumptionPoint: values.consumption_point,
    isDefault: values.is_default,
    isWelfare: values.is_welfare,
  };
}

/** POST operator/coupons */
export async function createCouponTemplate(deps: AppDeps, operatorId: number, values: CouponTemplateValues): Promise<OperatorCoupon> {
  const now = deps.clock.now();
  await checkValues(deps.pool, values, now, true);
  const id = await withTransaction(deps.pool, async (client) => {
    const [inserted] = await typed(client)
      .insert(couponTemplates)
      .values({ ...templateColumns(values), createdBy: operatorId, createdAt: now, updatedAt: now })
      .returning({ id: couponTemplates.id });
    const created = inserted!.id;
    await recordEvent(
      client,
      {
        type: 'coupon_template.changed',
        actorId: operatorId,
        payload: { coupon_template_id: created },
        audit: { action: 'coupon_template.create', targetType: 'coupon_template', targetId: created, before: null, after: values },
        now,
      },
      deps.events,
    );
    return created;
  });
  return (await findOperatorCoupon(deps.pool, id, now))!;
}

/** What a received coupon was promised: fixed once anyone holds one. */
const LOCKED_AFTER_RECEIPT = [
  'amount',
  'min_goods_amount',
  'scope',
  'target_id',
  'valid_start_date',
  'valid_end_date',
  'valid_days',
  'consumption_point',
] as const;

/** PUT operator/coupons/{id}: the stored coupon merged with the changes must pass the create rules. */
export async function updateCouponTemplate(deps: AppDeps, operatorId: number, templateId: number, patch: CouponTemplatePatch): Promise<OperatorCoupon> {
  const now = deps.clock.now();
  await withTransaction(deps.pool, async (client) => {
    const db = typed(client);
    const [current]: (CouponTemplateValues & { received_count: number })[] = await db
      .select({
        text: couponTemplates.text,
        amount: couponTemplates.amount,
        min_goods_amount: couponTemplates.minGoodsAmount,
        scope: couponTemplates.scope,
        target_id: sql<number | null>`coalesce(${couponTemplates.communityId}, ${couponTemplates.categoryId}, ${couponTemplates.sellingResourceId})`,
        total_quantity: couponTemplates.totalQuantity,
        received_count: couponTemplates.receivedCount,
        per_user_limit: couponTemplates.perUserLimit,
        valid_start_date: couponTemplates.validStartDate,
        valid_end_date: couponTemplates.validEndDate,
        valid_days: couponTemplates.validDays,
        consumption_point: couponTemplates.consumptionPoint,
        is_default: couponTemplates.isDefault,
        is_welfare: couponTemplates.isWelfare,
      })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, templateId))
      .for('update');
    if (!current) throw notFound('优惠券');
    const changes: CouponTemplatePatch = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => value !== undefined && value !== current[key as keyof typeof current]),
    );
    const scope = changes.scope ?? current.scope;
    const merged: CouponTemplateValues = { ...current, ...changes, target_id: scope === 1 ? null : (changes.target_id ?? current.target_id) };
    if (current.received_count > 0 && LOCKED_AFTER_RECEIPT.some((key) => key in changes)) {
      throw conflict('已有用户领取，不能修改金额、门槛、适用范围、有效期和兑换积分');
    }
    if (merged.total_quantity < current.received_count) throw conflict(`发放总量不能少于已领取数量（${current.received_count}张）`);
    await checkValues(client, merged, now, 'valid_end_date' in changes || 'valid_days' in changes);
    await db
      .update(couponTemplates)
      .set({ ...templateColumns(merged), updatedAt: now })
      .where(eq(couponTemplates.id, templateId));
    const { received_count: _received, ...before } = current;
    await recordEvent(
      client,
      {
        type: 'coupon_template.changed',
        actorId: operatorId,
        payload: { coupon_template_id: templateId },
        audit: { action: 'coupon_template.update', targetType: 'coupon_template', targetId: templateId, before, after: merged },
        now,
      },
      deps.events,
    );
  });
  return (await findOperatorCoupon(deps.pool, templateId, now))!;
}

/** POST operator/coupons/{id}/stop and …/start: compare-and-set on the status. */
export async function setCouponTemplateStatus(deps: AppDeps, operatorId: number, templateId: number, status: 'active' | 'stopped'): Promise<OperatorCoupon> {
  const now = deps.clock.now();
  const from = status === 'stopped' ? 'active' : 'stopped';
  const changed = await withTransaction(deps.pool, async (client) => {
    const updated = await typed(client)
      .update(couponTemplates)
      .set({ status, updatedAt: now })
      .where(and(eq(couponTemplates.id, templateId), eq(couponTemplates.status, from)));
    if (updated.rowCount === 0) return false;
    await recordEvent(
      client,
      {
        type: 'coupon_template.changed',
        actorId: operatorId,
        payload: { coupon_template_id: templateId },
        audit: {
          action: status === 'stopped' ? 'coupon_template.stop' : 'coupon_template.start',
          targetType: 'coupon_template',
          targetId: templateId,
          before: { status: from },
          after: { status },
        },
        now,
      },
      deps.events,
    );
    return true;
  });
  if (!changed) {
    const exists = await findOperatorCoupon(deps.pool, templateId, now);
    if (!exists) throw notFound('优惠券');
    throw conflict(status === 'stopped' ? '该优惠券已停止发放' : '该优惠券正在发放中');
  }
  return (await findOperatorCoupon(deps.pool, templateId, now))!;
}
