import { COUPON_REWARD_PURPOSE_LABELS, COUPON_REWARD_PURPOSES, type CouponReward, type CouponRewardPurpose } from '@vm/contracts/coupon-templates';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { isCouponOfferOpen, receivedCouponWindow } from '@vm/domain/coupon-validity';
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

const REWARD_TEMPLATE = `select t.id as template_id, t.text, t.amount, t.status, t.total_quantity, t.received_count, t.consumption_point,
  t.valid_start_date, t.valid_end_date, t.valid_days
  from coupon_rewards r join coupon_templates t on t.id = r.template_id where r.purpose = $1`;

const handedOut = (template: RewardTemplate, now: Date): boolean =>
  template.status === 'active' && template.received_count < template.total_quantity && isCouponOfferOpen(validitySpec(template), now);

/** The reward a purpose gives at `now` (what the review form promises), or null when none is handed out. */
export async function rewardOffer(db: Queryable, purpose: CouponRewardPurpose, now: Date): Promise<{ text: string; amount: number } | null> {
  const template = (await db.query<RewardTemplate>(REWARD_TEMPLATE, [purpose])).rows[0];
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
  const template = (await client.query<RewardTemplate>(REWARD_TEMPLATE, [input.purpose])).rows[0];
  if (!template || !handedOut(template, input.now)) return null;
  const taken = await client.query(
    `update coupon_templates set received_count = received_count + 1 where id = $1 and status = 'active' and received_count < total_quantity`,
    [template.template_id],
  );
  if (taken.rowCount !== 1) return null;
  const window = receivedCouponWindow(validitySpec(template), input.now);
  const inserted = await client.query<{ id: number }>(
    `insert into user_coupons (user_id, template_id, status, start_at, end_at, points_paid, received_at) values ($1, $2, 'unused', $3, $4, 0, $5) returning id`,
    [input.userId, template.template_id, window.start_at, window.end_at, input.now],
  );
  return { id: inserted.rows[0]!.id, coupon_id: template.template_id, text: template.text, amount: template.amount, end_at: toShanghaiIsoString(window.end_at) };
}

/** GET /api/operator/coupon_rewards: every purpose with its coupon (or none). */
export async function listCouponRewards(db: Queryable, now: Date): Promise<CouponReward[]> {
  const rewards: CouponReward[] = [];
  for (const purpose of COUPON_REWARD_PURPOSES) {
    const template = (await db.query<RewardTemplate>(REWARD_TEMPLATE, [purpose])).rows[0];
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
    const before = (await client.query<{ template_id: number }>('select template_id from coupon_rewards where purpose = $1 for update', [purpose])).rows[0]?.template_id ?? null;
    if (couponId === null) {
      await client.query('delete from coupon_rewards where purpose = $1', [purpose]);
    } else {
      const template = (await client.query<{ consumption_point: number }>('select consumption_point from coupon_templates where id = $1', [couponId])).rows[0];
      if (!template) throw notFound('优惠券');
      if (template.consumption_point > 0) throw conflict('积分兑换券不能作为奖励券');
      await client.query(
        `insert into coupon_rewards (purpose, template_id, updated_by, updated_at) values ($1, $2, $3, $4)
         on conflict (purpose) do update set template_id = excluded.template_id, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [purpose, couponId, operatorId, now],
      );
    }
    await recordEvent(client, {
      type: 'coupon_reward.configured',
      actorId: operatorId,
      payload: { purpose, coupon_id: couponId },
      audit: { action: 'coupon_reward.set', targetType: 'coupon_reward', targetId: purpose, before: { coupon_id: before }, after: { coupon_id: couponId } },
      now,
    });
    return (await listCouponRewards(client, now)).find((reward) => reward.purpose === purpose)!;
  });
}
