import type { RewardCoupon } from '@vm/contracts/profile';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';
import { grantRewardCoupon } from '../coupons';

/** The email coupon `userId` earned, or null. */
export async function emailCouponOf(db: Queryable, userId: number): Promise<RewardCoupon | null> {
  const row = (
    await db.query<{ id: number; coupon_id: number; text: string; amount: number; end_at: Date }>(
      `select uc.id, uc.template_id as coupon_id, t.text, t.amount, uc.end_at
         from email_coupon_grants g join user_coupons uc on uc.id = g.user_coupon_id join coupon_templates t on t.id = uc.template_id
        where g.user_id = $1`,
      [userId],
    )
  ).rows[0];
  return row ? { ...row, end_at: toShanghaiIsoString(row.end_at) } : null;
}

/**
 * Gives the email coupon (the operator's `email` reward, business-rules "Profile") unless this user
 * got it before, inside the caller's transaction, which holds the user's row lock (the email was just
 * written), so two saves cannot both get one; the grant row's primary key says "once" in the database
 * too. Returns the coupon given now, or null (given before, none configured or none left).
 */
export async function grantEmailCoupon(client: Queryable, userId: number, now: Date): Promise<RewardCoupon | null> {
  if ((await client.query('select 1 from email_coupon_grants where user_id = $1', [userId])).rowCount) return null;
  const coupon = await grantRewardCoupon(client, { purpose: 'email', userId, now });
  if (!coupon) return null;
  await client.query('insert into email_coupon_grants (user_id, user_coupon_id, granted_at) values ($1, $2, $3)', [userId, coupon.id, now]);
  return coupon;
}
