import { bigint, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { userCoupons } from './orders';

/**
 * The email coupon a user earned by saving an email with a subscription for the first time: one row per
 * user at most (the primary key), written in the transaction that saved the email. The coupon is the one
 * the operator configured for the `email` purpose (`coupon_rewards`).
 */
export const emailCouponGrants = pgTable('email_coupon_grants', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userCouponId: bigint({ mode: 'number' })
    .notNull()
    .references(() => userCoupons.id),
  grantedAt: timestamp({ withTimezone: true }).notNull(),
});
