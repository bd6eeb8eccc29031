import type { CouponOffer, MyCoupon } from '@vm/contracts/coupons';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { couponValidityText, effectiveCouponStatus, type CouponValiditySpec } from '@vm/domain/coupon-validity';
import type { Coupon } from '@vm/domain/coupons';

/**
 * The columns of a coupon template with the name of what its scope targets, as `t.*` plus joins.
 * Use as `select ${TEMPLATE_COLUMNS} from coupon_templates t ${TEMPLATE_TARGET_JOINS}`.
 */
export const TEMPLATE_COLUMNS = `t.id as template_id, t.text, t.amount, t.min_goods_amount, t.scope,
  coalesce(t.community_id, t.category_id, t.selling_resource_id) as target_id,
  case when t.scope in (2, 4) then tc.name when t.scope = 3 then tcat.name
       when t.scope in (5, 6) then tpr.name || ' ' || tsr.size end as target_name,
  t.total_quantity, t.received_count, t.per_user_limit, t.valid_start_date, t.valid_end_date, t.valid_days,
  t.consumption_point, t.is_default, t.is_welfare, t.status as template_status, t.created_at as template_created_at`;

export const TEMPLATE_TARGET_JOINS = `left join communities tc on tc.id = t.community_id
  left join categories tcat on tcat.id = t.category_id
  left join selling_resources tsr on tsr.id = t.selling_resource_id
  left join physical_resources tpr on tpr.id = tsr.physical_resource_id`;

export interface TemplateRow {
  template_id: number;
  text: string;
  amount: number;
  min_goods_amount: number;
  scope: number;
  target_id: number | null;
  target_name: string | null;
  total_quantity: number;
  received_count: number;
  per_user_limit: number;
  valid_start_date: string | null;
  valid_end_date: string | null;
  valid_days: number | null;
  consumption_point: number;
  is_default: boolean;
  is_welfare: boolean;
  template_status: 'active' | 'stopped';
  template_created_at: Date;
}

/** A received coupon: `uc.*` columns next to TEMPLATE_COLUMNS. */
export const USER_COUPON_COLUMNS = `uc.id, uc.user_id, uc.status, uc.start_at, uc.end_at, uc.order_id, uc.used_at, uc.received_at`;

export interface UserCouponRow extends TemplateRow {
  id: number;
  user_id: number;
  status: 'unused' | 'used' | 'expired';
  start_at: Date;
  end_at: Date;
  order_id: number | null;
  used_at: Date | null;
  received_at: Date;
}

/** The columns of `select ${USER_COUPON_COLUMNS}, ${TEMPLATE_COLUMNS}`, in order (named statements declare them). */
export const USER_COUPON_ROW: readonly (keyof UserCouponRow)[] = [
  'id',
  'user_id',
  'status',
  'start_at',
  'end_at',
  'order_id',
  'used_at',
  'received_at',
  'template_id',
  'text',
  'amount',
  'min_goods_amount',
  'scope',
  'target_id',
  'target_name',
  'total_quantity',
  'received_count',
  'per_user_limit',
  'valid_start_date',
  'valid_end_date',
  'valid_days',
  'consumption_point',
  'is_default',
  'is_welfare',
  'template_status',
  'template_created_at',
];

export function validitySpec(row: Pick<TemplateRow, 'valid_start_date' | 'valid_end_date' | 'valid_days'>): CouponValiditySpec {
  return { valid_start_date: row.valid_start_date, valid_end_date: row.valid_end_date, valid_days: row.valid_days };
}

/** 全场通用, or 限「name」使用 with the kind of target. */
export function scopeText(row: Pick<TemplateRow, 'scope' | 'target_name'>): string {
  const name = row.target_name ?? '';
  if (row.scope === 1) return '全场通用';
  if (row.scope === 3) return `限「${name}」类场地使用`;
  if (row.scope === 5 || row.scope === 6) return `限「${name}」摊位使用`;
  return `限「${name}」使用`;
}

export function toMyCoupon(row: UserCouponRow, now: Date): MyCoupon {
  return {
    id: row.id,
    coupon_id: row.template_id,
    text: row.text,
    amount: row.amount,
    min_goods_amount: row.min_goods_amount,
    scope: row.scope,
    scope_text: scopeText(row),
    target_id: row.target_id,
    target_name: row.target_name,
    start_at: toShanghaiIsoString(row.start_at),
    end_at: toShanghaiIsoString(row.end_at),
    status: effectiveCouponStatus(row.status, row.end_at, now),
    order_id: row.order_id,
    used_at: row.used_at ? toShanghaiIsoString(row.used_at) : null,
    received_at: toShanghaiIsoString(row.received_at),
    consumption_point: row.consumption_point,
  };
}

/** What the caller holds of one template (from the `mine` sub-query of the offer lists). */
export interface CallerHolding {
  received_quantity: number;
  unused_id: number | null;
}

export function toCouponOffer(row: TemplateRow & CallerHolding, loggedIn: boolean): CouponOffer {
  const remaining = Math.max(0, row.total_quantity - row.received_count);
  return {
    id: row.unused_id,
    coupon_id: row.template_id,
    text: row.text,
    amount: row.amount,
    min_goods_amount: row.min_goods_amount,
    scope: row.scope,
    scope_text: scopeText(row),
    target_id: row.target_id,
    target_name: row.target_name,
    consumption_point: row.consumption_point,
    point: row.consumption_point,
    point_coupons: row.consumption_point > 0,
    default: row.is_default,
    is_welfare: row.is_welfare,
    is_received: row.received_quantity > 0,
    received_quantity: row.received_quantity,
    per_user_limit: row.per_user_limit,
    remaining,
    can_receive: row.template_status === 'active' && remaining > 0 && (!loggedIn || row.received_quantity < row.per_user_limit),
    valid_start_date: row.valid_start_date,
    valid_end_date: row.valid_end_date,
    valid_days: row.valid_days,
    validity_text: couponValidityText(validitySpec(row)),
  };
}

/** A received coupon as the checkout rules of packages/domain see it. */
export function toDomainCoupon(row: UserCouponRow): Coupon {
  return {
    id: row.id,
    amount: row.amount,
    min_goods_amount: row.min_goods_amount,
    scope: row.scope,
    scope_ids: row.target_id === null ? null : [row.target_id],
    start_at: row.start_at,
    end_at: row.end_at,
  };
}
