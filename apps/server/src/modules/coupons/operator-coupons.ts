import type { OperatorCoupon, OperatorCouponPage } from '@vm/contracts/coupon-templates';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { couponValidityText } from '@vm/domain/coupon-validity';
import type { Queryable } from '../../platform/db/with-transaction';
import { TEMPLATE_COLUMNS, TEMPLATE_TARGET_JOINS, scopeText, validitySpec, type TemplateRow } from './coupon-rows';

type UsageRow = TemplateRow & { used_count: number; unused_count: number; expired_count: number };

/** Usage of each template at $1 (now): how many of its received coupons are used, unused, expired. */
const SELECT = `select ${TEMPLATE_COLUMNS}, u.used_count, u.unused_count, u.expired_count
  from coupon_templates t ${TEMPLATE_TARGET_JOINS}
  cross join lateral (
    select count(*) filter (where uc.status = 'used')::int as used_count,
           count(*) filter (where uc.status = 'unused' and uc.end_at >= $1)::int as unused_count,
           count(*) filter (where uc.status = 'expired' or (uc.status = 'unused' and uc.end_at < $1))::int as expired_count
      from user_coupons uc where uc.template_id = t.id) u`;

function toOperatorCoupon(row: UsageRow): OperatorCoupon {
  return {
    coupon_id: row.template_id,
    text: row.text,
    amount: row.amount,
    min_goods_amount: row.min_goods_amount,
    scope: row.scope,
    scope_text: scopeText(row),
    target_id: row.target_id,
    target_name: row.target_name,
    total_quantity: row.total_quantity,
    received_count: row.received_count,
    used_count: row.used_count,
    unused_count: row.unused_count,
    expired_count: row.expired_count,
    per_user_limit: row.per_user_limit,
    valid_start_date: row.valid_start_date,
    valid_end_date: row.valid_end_date,
    valid_days: row.valid_days,
    validity_text: couponValidityText(validitySpec(row)),
    consumption_point: row.consumption_point,
    is_default: row.is_default,
    is_welfare: row.is_welfare,
    status: row.template_status,
    created_at: toShanghaiIsoString(row.template_created_at),
  };
}

/** GET operator/coupons: templates, newest first, with their usage. */
export async function listOperatorCoupons(
  db: Queryable,
  query: { status?: 'active' | 'stopped'; keyword?: string; page: number; page_size: number },
  now: Date,
): Promise<OperatorCouponPage> {
  const where = `($2::text is null or t.status = $2) and ($3::text is null or t.text ilike '%' || $3 || '%')`;
  const params = [now, query.status ?? null, query.keyword ? query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`) : null];
  // Raw: coupon-rows' columns with the lateral usage counts (SELECT above).
  const rows = await db.query<UsageRow>(`${SELECT} where ${where} order by t.id desc limit $4 offset $5`, [
    ...params,
    query.page_size,
    (query.page - 1) * query.page_size,
  ]);
  // Raw: counted under the list's own filter text.
  const counted = await db.query<{ n: number }>(`select count(*)::int as n from coupon_templates t where ${where} and $1::timestamptz is not null`, params);
  return { data: rows.rows.map(toOperatorCoupon), total: counted.rows[0]?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** One template with its usage, or null. */
export async function findOperatorCoupon(db: Queryable, templateId: number, now: Date): Promise<OperatorCoupon | null> {
  // Raw: the list's statement for one template.
  const rows = await db.query<UsageRow>(`${SELECT} where t.id = $2`, [now, templateId]);
  return rows.rows[0] ? toOperatorCoupon(rows.rows[0]) : null;
}
