import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders, userCoupons } from './orders';

/**
 * Why points moved. Order-linked reasons happen at most once per order (a partial unique index), so a
 * sweep or a retried refund cannot spend, return or award the same points twice.
 */
export const POINT_REASONS = ['demo_grant', 'order_spend', 'order_refund', 'order_finished', 'review', 'coupon_exchange', 'operator_adjust'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/**
 * The points ledger: every change is a row; the balance is the sum of `delta`. The sum may never go
 * below zero: writers lock the user first (see modules/coupons/points-ledger.ts), and a deferred
 * constraint trigger (migration 0003) refuses a commit that would leave a negative balance.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: varchar({ length: 20 }).notNull(),
    /** The order it belongs to. */
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    userCouponId: bigint({ mode: 'number' }).references(() => userCoupons.id),
    note: varchar({ length: 60 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('point_ledger_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('point_ledger_order_reason_key')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} is not null and ${t.reason} in ('order_spend', 'order_refund', 'order_finished')`),
    check('point_ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check(
      'point_ledger_reason_known',
      sql`${t.reason} in ('demo_grant', 'order_spend', 'order_refund', 'order_finished', 'review', 'coupon_exchange', 'operator_adjust')`,
    ),
    check('point_ledger_order_reasons_have_order', sql`${t.reason} not in ('order_spend', 'order_refund', 'order_finished') or ${t.orderId} is not null`),
    check('point_ledger_sign', sql`(${t.reason} in ('order_spend', 'coupon_exchange')) = (${t.delta} < 0) or ${t.reason} = 'operator_adjust'`),
  ],
);
