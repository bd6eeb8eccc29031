import { eq } from 'drizzle-orm';
import type { RewardCoupon } from '@vm/contracts/profile';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { couponTemplates, emailCouponGrants, userCoupons } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { grantRewardCoupon } from '../coupons';

/** The email coupon `userId` earned, or null. */
export async function emailCouponOf(db: Queryable, userId: number): Promise<RewardCoupon | null> {
  const [row] = await typed(db)
    .select({ id: userCoupons.id, coupon_id: userCoupons.templateId, text: couponTemplates.text, amount: couponTemplates.amount, end_at: userCoupons.endAt })
    .from(emailCouponGrants)
    .innerJoin(userCoupons, eq(userCoupons.id, emailCouponGrants.userCouponId))
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(eq(emailCouponGrants.userId, userId));
  return row ? { ...row, end_at: toShanghaiIsoString(row.end_at) } : null;
}

/**
 * Gives the email coupon (the operator's `email` reward, docs/spec/business-rules.md "Profile") unless this user
 * got it before, inside the caller's transaction, which holds the user's row lock (the email was just
 * written), so two saves cannot both get one; the grant row's primary key says "once" in the database
 * too. Returns the coupon given now, or null (given before, none configured or none left).
 */
export async function grantEmailCoupon(client: Queryable, userId: number, now: Date): Promise<RewardCoupon | null> {
  const db = typed(client);
  const [given] = await db.select({ userId: emailCouponGrants.userId }).from(emailCouponGrants).where(eq(emailCouponGrants.userId, userId));
  if (given) return null;
  const coupon = await grantRewardCoupon(client, { purpose: 'email', userId, now });
  if (!coupon) return null;
  await db.insert(emailCouponGrants).values({ userId, userCouponId: coupon.id, grantedAt: now });
  return coupon;
}
