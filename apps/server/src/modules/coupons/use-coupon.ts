import { couponValidity, type Coupon } from '@vm/domain/coupons';
import { and, eq, sql } from 'drizzle-orm';
import { userCoupons } from '../../db/schema';
import { namedSql, typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict, notFound } from '../../platform/http/app-error';
import { TEMPLATE_COLUMNS, TEMPLATE_TARGET_JOINS, USER_COUPON_COLUMNS, USER_COUPON_ROW, toDomainCoupon, type UserCouponRow } from './coupon-rows';

/**
 * What checkout (the booking module) calls, always with the order's transaction client:
 * - usableCoupons: the buyer's coupons valid now, as packages/domain `Coupon`s, for fittingCoupons;
 * - reserveCoupon: marks the chosen coupon used by the order (compare-and-set on `unused`);
 * - releaseCoupon: gives it back when the order is cancelled unpaid or rejected.
 * The coupon's `id` in the domain shape is the received coupon's id.
 */

const SELECT = `select ${USER_COUPON_COLUMNS}, ${TEMPLATE_COLUMNS}
  from user_coupons uc join coupon_templates t on t.id = uc.template_id ${TEMPLATE_TARGET_JOINS}`;

// The order path's coupon statements (checkout's list, the lock, the compare-and-set and its re-read) are
// named SQL (decision 0032): they share coupon-rows' columns and joins with each other.
const USABLE = namedSql<[userId: number, now: Date], UserCouponRow>(
  'usable-coupons',
  `${SELECT} where uc.user_id = $1 and uc.status = 'unused' and uc.start_at <= $2 and uc.end_at >= $2
      order by t.amount desc, uc.end_at asc, uc.id asc`,
  USER_COUPON_ROW,
);
const LOCK_COUPON = namedSql<[couponId: number, userId: number], UserCouponRow>(
  'lock-coupon-for-order',
  `${SELECT} where uc.id = $1 and uc.user_id = $2 for update of uc`,
  USER_COUPON_ROW,
);
const RESERVE = namedSql<[couponId: number, userId: number, orderId: number, now: Date], { id: number }>(
  'reserve-coupon',
  `update user_coupons set status = 'used', order_id = $3, used_at = $4
      where id = $1 and user_id = $2 and status = 'unused' and start_at <= $4 and end_at >= $4 returning id`,
  ['id'],
);
const FIND_COUPON = namedSql<[couponId: number, userId: number], UserCouponRow>(
  'find-coupon-of-user',
  `${SELECT} where uc.id = $1 and uc.user_id = $2`,
  USER_COUPON_ROW,
);

/** The buyer's unused coupons that are valid at `now`, best first (largest, then ending first). */
export async function usableCoupons(client: Queryable, userId: number, now: Date): Promise<Coupon[]> {
  const rows = await USABLE.run(client, [userId, now]);
  return rows.rows.map(toDomainCoupon);
}

/** Why a received coupon cannot be used now; throws the matching Chinese 404/409. */
function refuse(row: UserCouponRow | undefined, now: Date): never {
  if (!row) throw notFound('优惠券');
  if (row.status === 'used') throw conflict('该优惠券已使用', 'COUPON_UNUSABLE');
  const validity = couponValidity({ start_at: row.start_at, end_at: row.end_at }, now);
  if (row.status === 'expired' || validity === 'expired') throw conflict('该优惠券已过期', 'COUPON_UNUSABLE');
  if (validity === 'not_started') throw conflict('该优惠券尚未到使用时间', 'COUPON_UNUSABLE');
  throw conflict('该优惠券暂不可用', 'COUPON_UNUSABLE');
}

/**
 * The buyer's coupon `couponId`, locked for the rest of the transaction, when it can be used now.
 * Someone else's coupon is 404 (its existence is not revealed); used, expired or not yet valid is 409.
 */
export async function loadCouponForOrder(client: Queryable, input: { userId: number; couponId: number; now: Date }): Promise<Coupon> {
  const rows = await LOCK_COUPON.run(client, [input.couponId, input.userId]);
  const row = rows.rows[0];
  if (!row || row.status !== 'unused' || couponValidity({ start_at: row.start_at, end_at: row.end_at }, input.now) !== 'active') refuse(row, input.now);
  return toDomainCoupon(row);
}

/**
 * Marks the coupon used by `orderId` in the order's transaction: a compare-and-set on `unused` within
 * its window, so two orders cannot both use it. Throws 404/409 like loadCouponForOrder when it fails.
 */
export async function reserveCoupon(client: Queryable, input: { userId: number; couponId: number; orderId: number; now: Date }): Promise<Coupon> {
  const updated = await RESERVE.run(client, [input.couponId, input.userId, input.orderId, input.now]);
  const rows = await FIND_COUPON.run(client, [input.couponId, input.userId]);
  if (updated.rowCount === 0) refuse(rows.rows[0], input.now);
  return toDomainCoupon(rows.rows[0]!);
}

/** Why an order gives its coupon back: only these two (docs/spec/business-rules.md "Coupons"). */
/** Unpaid cancellation, a rejection, or a failed group buy (拼团失败: the platform refunds the order in full). */
export type CouponReleaseReason = 'cancelled_unpaid' | 'rejected' | 'group_failed';

/**
 * Gives back the coupon(s) `orderId` used: unused again, or expired when past their end. Only for an
 * order cancelled unpaid or rejected — the caller decides that in the same transaction as the status
 * change. Idempotent: a second call finds nothing used by the order and returns empty lists.
 */
export async function releaseCoupon(
  client: Queryable,
  input: { orderId: number; reason: CouponReleaseReason; now: Date },
): Promise<{ returned: number[]; expired: number[] }> {
  if (input.reason !== 'cancelled_unpaid' && input.reason !== 'rejected' && input.reason !== 'group_failed')
    throw new RangeError(`a coupon is not returned for ${String(input.reason)}`);
  const rows = await typed(client)
    .update(userCoupons)
    .set({ status: sql`case when ${userCoupons.endAt} < ${input.now} then 'expired' else 'unused' end`, orderId: null, usedAt: null })
    .where(and(eq(userCoupons.orderId, input.orderId), eq(userCoupons.status, 'used')))
    .returning({ id: userCoupons.id, status: userCoupons.status });
  return {
    returned: rows.filter((row) => row.status === 'unused').map((row) => row.id),
    expired: rows.filter((row) => row.status === 'expired').map((row) => row.id),
  };
}
