import { z } from 'zod';
import { zNumeric, zPage, zPageOf, zPageSize } from './common';

/**
 * Coupons (docs/spec/api.md "Coupons and points"). Money in fen; instants ISO-8601 with the Shanghai offset;
 * dates YYYY-MM-DD. `coupon_id` is always the coupon on offer (the template); `id` the buyer's received
 * coupon, null where the buyer has none yet (a points coupon lacks an id until it is claimed).
 */

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export const zCouponStatus = z.enum(COUPON_STATUSES, { error: '优惠券状态应为 unused、used 或 expired' });
export type CouponStatus = z.infer<typeof zCouponStatus>;

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { unused: '未使用', used: '已使用', expired: '已过期' };

const zId = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int({ error: `${label}必须是整数` })
      .positive({ error: `${label}必须为正数` })
      .max(2_147_483_647, { error: `${label}过大` }),
  );

/** `1`/`true` or `0`/`false` in a query string; anything else is a 422. */
export const zQueryFlag = (label: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: `${label}应为 1 或 0` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

/** Repeated `name[]=1&name[]=2`, `name=1,2` or a single value → distinct positive ids (at most 50). */
export const zQueryIds = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const parts = (Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean);
      const ids = new Set<number>();
      for (const part of parts) {
        if (!/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > 2_147_483_647) {
          ctx.addIssue({ code: 'custom', message: `${label}必须是正整数` });
          return z.NEVER;
        }
        ids.add(Number(part));
      }
      if (ids.size > 50) {
        ctx.addIssue({ code: 'custom', message: `${label}最多50个` });
        return z.NEVER;
      }
      return [...ids];
    });

/** What the scope points at, for display: a venue, a category or a booth. */
const zScopeTarget = {
  scope: z.number().int(),
  /** 全场通用 / 限「…」使用 */
  scope_text: z.string(),
  target_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
};

/** A received coupon (GET /api/coupons). */
export const ZMyCoupon = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  text: z.string(),
  amount: z.number().int(),
  min_goods_amount: z.number().int(),
  ...zScopeTarget,
  start_at: z.string(),
  end_at: z.string(),
  status: zCouponStatus,
  order_id: z.number().int().nullable(),
  used_at: z.string().nullable(),
  received_at: z.string(),
  consumption_point: z.number().int(),
});
export type MyCoupon = z.infer<typeof ZMyCoupon>;

export const ZMyCouponsQuery = z.object({
  status: zCouponStatus.default('unused'),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export type MyCouponsQuery = z.infer<typeof ZMyCouponsQuery>;

export const ZMyCouponsPage = zPageOf(ZMyCoupon).extend({
  /** How many coupons each tab holds. */
  counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type MyCouponsPage = z.infer<typeof ZMyCouponsPage>;

/** A coupon on offer, as the caller sees it (venue panel, coupon centre, welfare page). */
export const ZCouponOffer = z.object({
  /** The caller's newest unused coupon of this kind, or null. */
  id: z.number().int().nullable(),
  coupon_id: z.number().int(),
  text: z.string(),
  amount: z.number().int(),
  min_goods_amount: z.number().int(),
  ...zScopeTarget,
  /** Points to redeem (0 = free); `point` repeats it under the spec's other name. */
  consumption_point: z.number().int(),
  point: z.number().int(),
  point_coupons: z.boolean(),
  default: z.boolean(),
  is_welfare: z.boolean(),
  is_received: z.boolean(),
  /** How many of this coupon the caller holds (any status) and may hold. */
  received_quantity: z.number().int(),
  per_user_limit: z.number().int(),
  remaining: z.number().int(),
  /** Free to receive now by the caller (visitors: true while any are left). */
  can_receive: z.boolean(),
  valid_start_date: z.string().nullable(),
  valid_end_date: z.string().nullable(),
  valid_days: z.number().int().nullable(),
  validity_text: z.string(),
});
export type CouponOffer = z.infer<typeof ZCouponOffer>;
export const ZCouponOfferPage = zPageOf(ZCouponOffer);
export type CouponOfferPage = z.infer<typeof ZCouponOfferPage>;

/** GET /api/communities/{id}/coupons */
export const ZCommunityCouponsQuery = z.object({
  is_received: zQueryFlag('是否已领取'),
  page: zPage,
  page_size: zPageSize(50, 10),
  physical_resource_id: zId('场地ID').optional(),
});
export type CommunityCouponsQuery = z.infer<typeof ZCommunityCouponsQuery>;

/** GET /api/communities/coupons (v2): every coupon on offer, optionally narrowed like the one above. */
export const ZCouponOffersQuery = ZCommunityCouponsQuery.extend({
  community_id: zId('社区ID').optional(),
  /** 1: points coupons only; 0: free coupons only. */
  point_coupons: zQueryFlag('积分券筛选'),
  is_welfare: zQueryFlag('福利券筛选'),
  scope: zNumeric(
    z.coerce
      .number({ error: '适用范围必须是数字' })
      .int({ error: '适用范围不正确' })
      .min(1, { error: '适用范围不正确' })
      .max(6, { error: '适用范围不正确' })
      .optional(),
  ),
});
export type CouponOffersQuery = z.infer<typeof ZCouponOffersQuery>;

/** POST /api/coupons/{coupon_id}/receive */
export const ZReceiveCouponBody = z.object({ quantity: z.literal(1, { error: '每次只能领取1张' }).default(1) }).default({ quantity: 1 });
export const ZCouponIdParam = z.object({ coupon_id: zId('优惠券ID') });

/** POST /api/coupons/exchange: claim a points coupon by `coupon_id`. */
export const ZExchangeCouponBody = z.object({ coupon_id: zId('优惠券ID') });
export const ZExchangeResult = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  consumption_point: z.number().int(),
  /** Points left after the exchange. */
  balance: z.number().int(),
});
export type ExchangeResult = z.infer<typeof ZExchangeResult>;

/** POST /api/coupons/welfare/receive: claim all the welfare coupons named. */
export const ZClaimWelfareBody = z.object({
  coupons: z.array(zId('优惠券ID'), { error: '请选择要领取的优惠券' }).min(1, { error: '请选择要领取的优惠券' }).max(50, { error: '一次最多领取50张' }),
});
export const ZClaimWelfareResult = z.object({
  received: z.number().int(),
  results: z.array(z.object({ coupon_id: z.number().int(), success: z.boolean(), id: z.number().int().nullable(), msg: z.string() })),
});
export type ClaimWelfareResult = z.infer<typeof ZClaimWelfareResult>;

/** GET /api/coupons/resources: coupons that fit the booths of each physical resource (checkout). */
export const ZResourceCouponsQuery = z.object({
  'physical_resource_ids[]': zQueryIds('场地ID'),
  physical_resource_ids: zQueryIds('场地ID'),
  /** Narrows the answer to these coupons on offer (coupon_id). */
  'coupon_ids[]': zQueryIds('优惠券ID'),
  coupon_ids: zQueryIds('优惠券ID'),
});
export const ZResourceCoupon = ZCouponOffer.extend({
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
});
export type ResourceCoupon = z.infer<typeof ZResourceCoupon>;
export const ZResourceCoupons = z.array(z.object({ physical_resource_id: z.number().int(), coupons: z.array(ZResourceCoupon) }));
export type ResourceCoupons = z.infer<typeof ZResourceCoupons>;
