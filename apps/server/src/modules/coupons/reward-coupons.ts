import { COUPON_REWARD_PURPOSE_LABELS, COUPON_REWARD_PURPOSES, type CouponReward, type CouponRewardPurpose } from '@vm/contracts/coupon-templates';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { isCouponOfferOpen, receivedCouponWindow } from '@vm/domain/coupon-validity';
import { and, eq, lt, sql } from 'drizzle-orm';
import { couponRewards, couponTemplates, userCoupons } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { validitySpec } from './coupon-rows';

/**
 * Reward coupons: the coupon the operator chose for a purpose (a review of 15+ characters, an email
 * subscription), given by the platform rather than claimed. A grant takes the template's stock like a
 * claim (the conditional update keeps received_count ≤ total_quantity) but not its per-person limit:
 * how often a reward is given is the reward's rule (once per reviewed sub-order, once per person for
 * the email), kept by the caller.
 */

interface RewardTemplate {
  template_id: number;
  text: string;
  amount: number;
  status: 'active' | 'stopped';
  total_quantity: number;
  received_count: number;
  consumption_point: number;
  valid_start_date: string | null;
  valid_end_date: string | null;
  valid_days: number | null;
}

/** The coupon configured for `purpose`, or undefined. */
async function rewardTemplate(db: Queryable, purpose: CouponRewardPurpose): Promise<RewardTemplate | undefined> {
  const [template] = await typed(db)
    .select({
      template_id: couponTemplates.id,
      text: couponTemplates.text,
      amount: couponTemplates.amount,
      status: sql<RewardTemplate['status']>`${couponTemplates.status}`,
      total_quantity: couponTemplates.totalQuantity,
      received_count: couponTemplates.receivedCount,
      consumption_point: couponTemplates.consumptionPoint,
      valid_start_date: couponTemplates.validStartDate,
      valid_end_date: couponTemplates.validEndDate,
      valid_days: couponTemplates.validDays,
    })
    .from(couponRewards)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponRewards.templateId))
    .where(eq(couponRewards.purpose, purpose));
  return template;
}

const handedOut = (template: RewardTemplate, now: Date): boolean =>
  template.status === 'active' && template.received_count < template.total_quantity && isCouponOfferOpen(validitySpec(template), now);

/** The reward a purpose gives at `now` (what the review form promises), or null when none is handed out. */
export async function rewardOffer(db: Queryable, purpose: CouponRewardPurpose, now: Date): Promise<{ text: string; amount: number } | null> {
  const template = await rewardTemplate(db, purpose);
  return template && handedOut(template, now) ? { text: template.text, amount: template.amount } : null;
}

export interface GrantedCoupon {
  id: number;
  coupon_id: number;
  text: string;
  amount: number;
  end_at: string;
}

/**
 * Gives the user the purpose's coupon in the caller's transaction, or nothing (none configured, stopped,
 * past its dates, none left) — the reward is a bonus, never a reason to refuse what earned it.
 */
export async function grantRewardCoupon(client: Queryable, input: { purpose: CouponRewardPurpose; userId: number; now: Date }): Promise<GrantedCoupon | null> {
  const template = await rewardTemplate(client, input.purpose);
  if (!template || !handedOut(template, input.now)) return null;
  const db = typed(client);
  const taken = await db
    .update(couponTemplates)
    .set({ receivedCount: sql`${couponTemplates.receivedCount} + 1` })
    .where(
      and(eq(couponTemplates.id, template.template_id), eq(couponTemplates.status, 'active'), lt(couponTemplates.receivedCount, couponTemplates.totalQuantity)),
    );
  if (taken.rowCount !== 1) return null;
  const window = receivedCouponWindow(validitySpec(template), input.now);
  const [inserted] = await db
    .insert(userCoupons)
    .values({
      userId: input.userId,
      templateId: template.template_id,
      status: 'unused',
      startAt: window.start_at,
      endAt: window.end_at,
      pointsPaid: 0,
      receivedAt: input.now,
    })
    .returning({ id: userCoupons.id });
  return { id: inserted!.id, coupon_id: template.template_id, text: template.text, amount: template.amount, end_at: toShanghaiIsoString(window.end_at) };
}

/** GET /api/operator/coupon_rewards: every purpose with its coupon (or none). */
export async function listCouponRewards(db: Queryable, now: Date): Promise<CouponReward[]> {
  const rewards: CouponReward[] = [];
  for (const purpose of COUPON_REWARD_PURPOSES) {
    const template = await rewardTemplate(db, purpose);
    rewards.push({
      purpose,
      purpose_name: COUPON_REWARD_PURPOSE_LABELS[purpose],
      coupon_id: template?.template_id ?? null,
      text: template?.text ?? null,
      amount: template?.amount ?? null,
      available: template ? handedOut(template, now) : false,
    });
  }
  return rewards;
}

/**
 * PUT /api/operator/coupon_rewards/{purpose}: the operator chooses the coupon (or none). A points
 * coupon cannot be a reward (it is bought with points). Audited like every staff action.
 */
export async function setCouponReward(deps: AppDeps, operatorId: number, purpose: CouponRewardPurpose, couponId: number | null): Promise<CouponReward> {
  return withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const db = typed(client);
    const [current] = await db.select({ templateId: couponRewards.templateId }).from(couponRewards).where(eq(couponRewards.purpose, purpose)).for('update');
    const before = current?.templateId ?? null;
    if (couponId === null) {
      await db.delete(couponRewards).where(eq(couponRewards.purpose, purpose));
    } else {
      const [template] = await db.select({ consumptionPoint: couponTemplates.consumptionPoint }).from(couponTemplates).where(eq(couponTemplates.id, couponId));
      if (!template) throw notFound('优惠券');
      if (template.consumptionPoint > 0) throw conflict('积分兑换券不能作为奖励券');
      await db
        .insert(couponRewards)
        .values({ purpose, templateId: couponId, updatedBy: operatorId, updatedAt: now })
        .onConflictDoUpdate({
          target: couponRewards.purpose,
          set: { templateId: sql`excluded.template_id`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
        });
    }
    await recordEvent(
      client,
      {
        type: 'coupon_reward.configured',
        actorId: operatorId,
        payload: { purpose, coupon_id: couponId },
        audit: { action: 'coupon_reward.set', targetType: 'coupon_reward', targetId: purpose, before: { coupon_id: before }, after: { coupon_id: couponId } },
        now,
      },
      deps.events,
    );
    return (await listCouponRewards(client, now)).find((reward) => reward.purpose === purpose)!;
  });
}
