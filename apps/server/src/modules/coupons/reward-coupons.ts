import type pg from 'pg';
import type { Queryable } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { claimCoupon } from './receive-coupon';

/** Deeds that earn a coupon once: `email` (first email saved with a subscription), `review`. */
export type CouponReward = 'email' | 'review';

export interface RewardCouponView {
  id: number;
  text: string;
  amount: number;
  min_goods_amount: number;
  end_at: string;
}

const VIEW = `select uc.id, t.text, t.amount, t.min_goods_amount, uc.end_at
  from coupon_reward_grants g join user_coupons uc on uc.id = g.user_coupon_id join coupon_templates t on t.id = uc.template_id`;

const toView = (row: Omit<RewardCouponView, 'end_at'> & { end_at: Date }): RewardCouponView => ({ ...row, end_at: row.end_at.toISOString() });

/** The coupon a user already earned for `reward` (and `refId`), or null. */
export async function rewardCouponOf(db: Queryable, input: { userId: number; reward: CouponReward; refId?: number }): Promise<RewardCouponView | null> {
  const row = (
    await db.query<Omit<RewardCouponView, 'end_at'> & { end_at: Date }>(`${VIEW} where g.user_id = $1 and g.reward = $2 and g.ref_id = $3`, [
      input.userId,
      input.reward,
      input.refId ?? 0,
    ])
  ).rows[0];
  return row ? toView(row) : null;
}

/**
 * Gives `userId` the coupon the operator configured for `reward` (the active template with that
 * `reward`), once per user, reward and `refId` (the grants' primary key), inside the caller's
 * transaction. Returns the coupon, or null when it was given before, none is configured, or the
 * template cannot give one now (stopped, exhausted, expired, per-user limit): the deed itself still
 * counts, so the caller's change goes on. A failed claim is rolled back to a savepoint, so it leaves
 * the template's counter as it was.
 */
export async function grantRewardCoupon(client: pg.PoolClient, input: { userId: number; reward: CouponReward; refId?: number; now: Date }): Promise<RewardCouponView | null> {
  const refId = input.refId ?? 0;
  const given = await client.query('select 1 from coupon_reward_grants where user_id = $1 and reward = $2 and ref_id = $3', [input.userId, input.reward, refId]);
  if (given.rowCount) return null;
  const template = (
    await client.query<{ id: number; consumption_point: number }>(`select id, consumption_point from coupon_templates where reward = $1 and status = 'active'`, [input.reward])
  ).rows[0];
  if (!template || template.consumption_point > 0) return null;
  await client.query('savepoint reward_coupon');
  try {
    const { userCouponId } = await claimCoupon(client, { userId: input.userId, templateId: template.id, kind: 'reward', now: input.now });
    const granted = await client.query(
      `insert into coupon_reward_grants (user_id, reward, ref_id, user_coupon_id, granted_at) values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [input.userId, input.reward, refId, userCouponId, input.now],
    );
    if (!granted.rowCount) {
      // Granted by a concurrent transaction meanwhile: undo this claim.
      await client.query('rollback to savepoint reward_coupon');
      return null;
    }
    await client.query('release savepoint reward_coupon');
    return rewardCouponOf(client, { userId: input.userId, reward: input.reward, refId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await client.query('rollback to savepoint reward_coupon');
    return null;
  }
}
