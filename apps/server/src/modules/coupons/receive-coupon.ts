import type { ExchangeResult, MyCoupon } from '@vm/contracts/coupons';
import { isCouponOfferOpen, receivedCouponWindow } from '@vm/domain/coupon-validity';
import type pg from 'pg';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { couponRewards, couponTemplates, userCoupons } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { conflict, notFound } from '../../platform/http/app-error';
import { validitySpec } from './coupon-rows';
import { findUserCoupon } from './my-coupons';
import { payPointsForCoupon } from './points-ledger';

/** How the coupon is being claimed: free receive, welfare claim-all, or exchange for points. */
type ClaimKind = 'free' | 'welfare' | 'points';

interface TemplateForClaim {
  id: number;
  text: string;
  status: 'active' | 'stopped';
  consumption_point: number;
  is_welfare: boolean;
  per_user_limit: number;
  valid_start_date: string | null;
  valid_end_date: string | null;
  valid_days: number | null;
}

const STOPPED = '该优惠券已停止发放';
const EXHAUSTED = '优惠券已领完';

function checkKind(template: TemplateForClaim, kind: ClaimKind): void {
  if (kind === 'points' && template.consumption_point === 0) throw conflict('该优惠券无需积分，请直接领取');
  if (kind !== 'points' && template.consumption_point > 0) throw conflict(`该优惠券需使用${template.consumption_point}积分兑换`);
  if (kind === 'welfare' && !template.is_welfare) throw conflict('该优惠券不是福利券');
}

/**
 * Takes one coupon of a template for a user, inside `client`'s transaction. The conditional update
 * keeps received_count ≤ total_quantity and row-locks the template until commit, so every claim of one
 * template is serialised there; the per-user count that follows (a fresh snapshot under READ COMMITTED)
 * therefore sees every earlier claim of the same user, and the limit holds under concurrency.
 */
export async function claimCoupon(
  client: pg.PoolClient,
  input: { userId: number; templateId: number; kind: ClaimKind; now: Date },
): Promise<{ userCouponId: number; template: TemplateForClaim }> {
  const db = typed(client);
  const [template] = await db
    .select({
      id: couponTemplates.id,
      text: couponTemplates.text,
      status: sql<TemplateForClaim['status']>`${couponTemplates.status}`,
      consumption_point: couponTemplates.consumptionPoint,
      is_welfare: couponTemplates.isWelfare,
      per_user_limit: couponTemplates.perUserLimit,
      valid_start_date: couponTemplates.validStartDate,
      valid_end_date: couponTemplates.validEndDate,
      valid_days: couponTemplates.validDays,
    })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, input.templateId));
  if (!template) throw notFound('优惠券');
  checkKind(template, input.kind);
  const reward = await db.select({ purpose: couponRewards.purpose }).from(couponRewards).where(eq(couponRewards.templateId, template.id));
  if (reward.length > 0) throw conflict('该优惠券为奖励券，不能直接领取');
  if (template.status !== 'active') throw conflict(STOPPED);
  if (!isCouponOfferOpen(validitySpec(template), input.now)) throw conflict('该优惠券已过期');

  const taken = await db
    .update(couponTemplates)
    .set({ receivedCount: sql`${couponTemplates.receivedCount} + 1` })
    .where(
      and(eq(couponTemplates.id, input.templateId), eq(couponTemplates.status, 'active'), lt(couponTemplates.receivedCount, couponTemplates.totalQuantity)),
    )
    .returning({ status: couponTemplates.status });
  if (taken.length === 0) {
    const [current] = await db.select({ status: couponTemplates.status }).from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
    throw conflict(current?.status === 'stopped' ? STOPPED : EXHAUSTED);
  }

  const [held] = await db
    .select({ n: count() })
    .from(userCoupons)
    .where(and(eq(userCoupons.templateId, input.templateId), eq(userCoupons.userId, input.userId)));
  if ((held?.n ?? 0) >= template.per_user_limit) {
    throw conflict(template.per_user_limit === 1 ? '您已领取过该优惠券' : `该优惠券每人限领${template.per_user_limit}张，您已领完`);
  }

  const window = receivedCouponWindow(validitySpec(template), input.now);
  const [inserted] = await db
    .insert(userCoupons)
    .values({
      userId: input.userId,
      templateId: input.templateId,
      status: 'unused',
      startAt: window.start_at,
      endAt: window.end_at,
      pointsPaid: input.kind === 'points' ? template.consumption_point : 0,
      receivedAt: input.now,
    })
    .returning({ id: userCoupons.id });
  return { userCouponId: inserted!.id, template };
}

/** POST coupons/{coupon_id}/receive: a free coupon for the caller. */
export async function receiveCoupon(deps: AppDeps, userId: number, templateId: number): Promise<MyCoupon> {
  const now = deps.clock.now();
  const { userCouponId } = await withTransaction(deps.pool, (client) => claimCoupon(client, { userId, templateId, kind: 'free', now }));
  return (await findUserCoupon(deps.pool, userId, userCouponId, now))!;
}

/** POST coupons/exchange: a points coupon, paid in points in the same transaction. */
export async function exchangeCoupon(deps: AppDeps, userId: number, templateId: number): Promise<ExchangeResult> {
  const now = deps.clock.now();
  return withTransaction(deps.pool, async (client) => {
    const { userCouponId, template } = await claimCoupon(client, { userId, templateId, kind: 'points', now });
    const balance = await payPointsForCoupon(client, {
      userId,
      points: template.consumption_point,
      userCouponId,
      note: template.text.slice(0, 60),
      now,
    });
    return { id: userCouponId, coupon_id: templateId, consumption_point: template.consumption_point, balance };
  });
}
