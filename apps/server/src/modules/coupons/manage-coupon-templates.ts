import {
  couponTemplateProblems,
  type CouponTemplatePatch,
  type CouponTemplateValues,
  type OperatorCoupon,
} from '@vm/contracts/coupon-templates';
import { todayInShanghai } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { findOperatorCoupon } from './operator-coupons';

/** Where each scope's target lives. */
const TARGET_TABLE: Record<number, { table: string; column: string } | undefined> = {
  2: { table: 'communities', column: 'community_id' },
  4: { table: 'communities', column: 'community_id' },
  3: { table: 'categories', column: 'category_id' },
  5: { table: 'selling_resources', column: 'selling_resource_id' },
  6: { table: 'selling_resources', column: 'selling_resource_id' },
};

async function checkValues(db: Queryable, values: CouponTemplateValues, now: Date, datesChanged: boolean): Promise<void> {
  const problems = couponTemplateProblems(values);
  if (datesChanged && values.valid_end_date && values.valid_end_date < todayInShanghai(now)) problems.valid_end_date ??= '结束日期不能早于今天';
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new AppError('VALIDATION', message, problems);
  const target = TARGET_TABLE[values.scope];
  if (target && values.target_id) {
    const found = await db.query(`select 1 from ${target.table} where id = $1`, [values.target_id]);
    if (found.rowCount === 0) throw invalid('target_id', '适用对象不存在');
  }
}

function targetColumns(values: CouponTemplateValues): [number | null, number | null, number | null] {
  const id = values.scope === 1 ? null : values.target_id;
  const column = TARGET_TABLE[values.scope]?.column;
  return [column === 'community_id' ? id : null, column === 'category_id' ? id : null, column === 'selling_resource_id' ? id : null];
}

/** POST operator/coupons */
export async function createCouponTemplate(deps: AppDeps, operatorId: number, values: CouponTemplateValues): Promise<OperatorCoupon> {
  const now = deps.clock.now();
  await checkValues(deps.pool, values, now, true);
  const id = await withTransaction(deps.pool, async (client) => {
    const inserted = await client.query<{ id: number }>(
      `insert into coupon_templates (text, amount, min_goods_amount, scope, community_id, category_id, selling_resource_id,
         total_quantity, per_user_limit, valid_start_date, valid_end_date, valid_days, consumption_point, is_default, is_welfare,
         created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17) returning id`,
      [
        values.text,
        values.amount,
        values.min_goods_amount,
        values.scope,
        ...targetColumns(values),
        values.total_quantity,
        values.per_user_limit,
        values.valid_start_date,
        values.valid_end_date,
        values.valid_days,
        values.consumption_point,
        values.is_default,
        values.is_welfare,
        operatorId,
        now,
      ],
    );
    const created = inserted.rows[0]!.id;
    await recordEvent(client, {
      type: 'coupon_template.changed',
      actorId: operatorId,
      payload: { coupon_template_id: created },
      audit: { action: 'coupon_template.create', targetType: 'coupon_template', targetId: created, before: null, after: values },
      now,
    });
    return created;
  });
  return (await findOperatorCoupon(deps.pool, id, now))!;
}

/** What a received coupon was promised: fixed once anyone holds one. */
const LOCKED_AFTER_RECEIPT = ['amount', 'min_goods_amount', 'scope', 'target_id', 'valid_start_date', 'valid_end_date', 'valid_days', 'consumption_point'] as const;

/** PUT operator/coupons/{id}: the stored coupon merged with the changes must pass the create rules. */
export async function updateCouponTemplate(deps: AppDeps, operatorId: number, templateId: number, patch: CouponTemplatePatch): Promise<OperatorCoupon> {
  const now = deps.clock.now();
  await withTransaction(deps.pool, async (client) => {
    const found = await client.query<CouponTemplateValues & { received_count: number }>(
      `select text, amount, min_goods_amount, scope, coalesce(community_id, category_id, selling_resource_id) as target_id,
              total_quantity, received_count, per_user_limit, valid_start_date, valid_end_date, valid_days, consumption_point,
              is_default, is_welfare
         from coupon_templates where id = $1 for update`,
      [templateId],
    );
    const current = found.rows[0];
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
    await client.query(
      `update coupon_templates set text = $2, amount = $3, min_goods_amount = $4, scope = $5, community_id = $6, category_id = $7,
         selling_resource_id = $8, total_quantity = $9, per_user_limit = $10, valid_start_date = $11, valid_end_date = $12,
         valid_days = $13, consumption_point = $14, is_default = $15, is_welfare = $16, updated_at = $17
       where id = $1`,
      [
        templateId,
        merged.text,
        merged.amount,
        merged.min_goods_amount,
        merged.scope,
        ...targetColumns(merged),
        merged.total_quantity,
        merged.per_user_limit,
        merged.valid_start_date,
        merged.valid_end_date,
        merged.valid_days,
        merged.consumption_point,
        merged.is_default,
        merged.is_welfare,
        now,
      ],
    );
    const { received_count: _received, ...before } = current;
    await recordEvent(client, {
      type: 'coupon_template.changed',
      actorId: operatorId,
      payload: { coupon_template_id: templateId },
      audit: { action: 'coupon_template.update', targetType: 'coupon_template', targetId: templateId, before, after: merged },
      now,
    });
  });
  return (await findOperatorCoupon(deps.pool, templateId, now))!;
}

/** POST operator/coupons/{id}/stop and …/start: compare-and-set on the status. */
export async function setCouponTemplateStatus(deps: AppDeps, operatorId: number, templateId: number, status: 'active' | 'stopped'): Promise<OperatorCoupon> {
  const now = deps.clock.now();
  const from = status === 'stopped' ? 'active' : 'stopped';
  const changed = await withTransaction(deps.pool, async (client) => {
    const updated = await client.query('update coupon_templates set status = $2, updated_at = $3 where id = $1 and status = $4', [templateId, status, now, from]);
    if (updated.rowCount === 0) return false;
    await recordEvent(client, {
      type: 'coupon_template.changed',
      actorId: operatorId,
      payload: { coupon_template_id: templateId },
      audit: { action: status === 'stopped' ? 'coupon_template.stop' : 'coupon_template.start', targetType: 'coupon_template', targetId: templateId, before: { status: from }, after: { status } },
      now,
    });
    return true;
  });
  if (!changed) {
    const exists = await findOperatorCoupon(deps.pool, templateId, now);
    if (!exists) throw notFound('优惠券');
    throw conflict(status === 'stopped' ? '该优惠券已停止发放' : '该优惠券正在发放中');
  }
  return (await findOperatorCoupon(deps.pool, templateId, now))!;
}
