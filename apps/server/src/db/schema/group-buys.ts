import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sellingResources } from './resources';

/**
 * A group buy (拼团) an operator opened on one booth, lease term and set of dates (docs/spec/business-rules.md
 * "Group buys"). `number_of_group_purchase_now` counts PAID member orders (one row each in
 * `group_purchase_members`, written in the payment's transaction); the check keeps it within
 * `max_members` whatever the writer. Status: open → closed (full) → succeeded | failed at the
 * deadline (open → succeeded | failed directly); every change is a compare-and-set. Money in fen.
 */
export const groupPurchases = pgTable(
  'group_purchases',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id),
    leaseTermTypeId: smallint().notNull(),
    /** Start dates (each a period start for ids 3–8), sorted. */
    dates: date().array().notNull(),
    firstDate: date().notNull(),
    /** Group price of one unit per date (per period for ids 3–8). */
    price: bigint({ mode: 'number' }).notNull(),
    originPrice: bigint({ mode: 'number' }).notNull(),
    minMembers: integer().notNull(),
    maxMembers: integer().notNull(),
    numberOfGroupPurchaseNow: integer().notNull().default(0),
    status: varchar({ length: 10 }).notNull().default('open'),
    deadline: timestamp({ withTimezone: true }).notNull(),
    createdBy: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the deadline sweep decided it (succeeded or failed); the suppliers' 24 h review starts then. */
    resolvedAt: timestamp({ withTimezone: true }),
    /** When the sweep found nothing left to do for its orders (unpaid ones cancelled; a failed group's paid ones refunded). */
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('group_purchases_due_idx')
      .on(t.deadline)
      .where(sql`${t.status} in ('open', 'closed')`),
    index('group_purchases_unsettled_idx')
      .on(t.resolvedAt)
      .where(sql`${t.resolvedAt} is not null and ${t.settledAt} is null`),
    index('group_purchases_status_idx').on(t.status, t.createdAt.desc()),
    check('group_purchases_status_known', sql`${t.status} in ('open', 'closed', 'succeeded', 'failed')`),
    check('group_purchases_prices', sql`${t.price} > 0 and ${t.originPrice} > ${t.price}`),
    check('group_purchases_members', sql`${t.minMembers} >= 1 and ${t.maxMembers} >= ${t.minMembers}`),
    check('group_purchases_count_within_max', sql`${t.numberOfGroupPurchaseNow} between 0 and ${t.maxMembers}`),
    check('group_purchases_dates', sql`cardinality(${t.dates}) between 1 and 90`),
    check(
      'group_purchases_resolved',
      sql`(${t.resolvedAt} is null) = (${t.status} in ('open', 'closed')) and (${t.settledAt} is null or ${t.resolvedAt} is not null)`,
    ),
  ],
);

/**
 * The paid orders a group counts: one row per order (the primary key makes a payment count once even
 * if a payment path ran twice), written with `number_of_group_purchase_now + 1` in the payment's
 * transaction.
 */
export const groupPurchaseMembers = pgTable(
  'group_purchase_members',
  {
    groupPurchaseId: bigint({ mode: 'number' })
      .notNull()
      .references(() => groupPurchases.id),
    /** The paid order (no foreign key: orders.ts references this file, and a file cycle is refused). */
    orderId: bigint({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('group_purchase_members_group_idx').on(t.groupPurchaseId)],
);
