import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { userCoupons } from './orders';

/**
 * Coupons given as a reward for something a user did, once each: `reward` names the deed (`email`: the
 * first email saved with a subscription), `ref_id` its object (0 when there is none). The primary key
 * makes "once" the database's promise; the coupon itself is a normal `user_coupons` row of the template
 * configured for that reward (`coupon_templates.reward`).
 */
export const couponRewardGrants = pgTable(
  'coupon_reward_grants',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reward: varchar({ length: 16 }).notNull(),
    refId: bigint({ mode: 'number' }).notNull().default(0),
    userCouponId: bigint({ mode: 'number' })
      .notNull()
      .references(() => userCoupons.id),
    grantedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reward, t.refId] }), check('coupon_reward_grants_reward_known', sql`${t.reward} in ('email', 'review')`)],
);
