import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories } from './catalogue-taxonomy';
import { communities } from './communities';
import { sellingResources } from './resources';

export const COUPON_TEMPLATE_STATUSES = ['active', 'stopped'] as const;
export const USER_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;

/**
 * A coupon on offer (优惠券模板). Scope 1 all; 2 and 4 a community; 3 a category (field type); 5 and 6 a
 * selling resource — the matching target column is set, the others are null. Valid either between two
 * dates or for `valid_days` after receipt. `consumption_point` > 0 makes it a points coupon (bought with
 * points). `received_count` only moves through a conditional update that keeps it ≤ `total_quantity`.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial().primaryKey(),
    text: varchar({ length: 40 }).notNull(),
    /** Face value, fen. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Threshold the eligible lines must reach, fen; 0 = none. */
    minGoodsAmount: bigint({ mode: 'number' }).notNull().default(0),
    scope: smallint().notNull(),
    communityId: integer().references(() => communities.id),
    categoryId: integer().references(() => categories.id),
    sellingResourceId: integer().references(() => sellingResources.id),
    totalQuantity: integer().notNull(),
    receivedCount: integer().notNull().default(0),
    perUserLimit: integer().notNull().default(1),
    validStartDate: date(),
    validEndDate: date(),
    validDays: integer(),
    consumptionPoint: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    isWelfare: boolean().notNull().default(false),
    status: varchar({ length: 8 }).notNull().default('active'),
    createdBy: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_templates_community_idx').on(t.communityId),
    index('coupon_templates_category_idx').on(t.categoryId),
    index('coupon_templates_selling_resource_idx').on(t.sellingResourceId),
    index('coupon_templates_status_idx').on(t.status, t.isWelfare),
    check('coupon_templates_amount_positive', sql`${t.amount} > 0`),
    check('coupon_templates_threshold_non_negative', sql`${t.minGoodsAmount} >= 0`),
    check(
      'coupon_templates_scope_target',
      sql`(${t.scope} = 1 and ${t.communityId} is null and ${t.categoryId} is null and ${t.sellingResourceId} is null)
       or (${t.scope} in (2, 4) and ${t.communityId} is not null and ${t.categoryId} is null and ${t.sellingResourceId} is null)
       or (${t.scope} = 3 and ${t.categoryId} is not null and ${t.communityId} is null and ${t.sellingResourceId} is null)
       or (${t.scope} in (5, 6) and ${t.sellingResourceId} is not null and ${t.communityId} is null and ${t.categoryId} is null)`,
    ),
    check('coupon_templates_quantity', sql`${t.totalQuantity} > 0 and ${t.receivedCount} between 0 and ${t.totalQuantity}`),
    check('coupon_templates_per_user_limit', sql`${t.perUserLimit} >= 1`),
    check(
      'coupon_templates_validity',
      sql`(${t.validDays} is not null and ${t.validDays} between 1 and 3650 and ${t.validStartDate} is null and ${t.validEndDate} is null)
       or (${t.validDays} is null and ${t.validStartDate} is not null and ${t.validEndDate} is not null and ${t.validStartDate} <= ${t.validEndDate})`,
    ),
    check('coupon_templates_consumption_point', sql`${t.consumptionPoint} >= 0`),
    check('coupon_templates_status_known', sql`${t.status} in ('active', 'stopped')`),
  ],
);

/** What the platform gives a coupon for: a review of 15+ characters (per sub-order), an email subscription (once). */
export const COUPON_REWARD_PURPOSES = ['review', 'email'] as const;

/**
 * Which coupon the operator gives for each reward (one template per purpose; none configured: no
 * coupon). Granting takes the template's stock like a claim but not its per-person limit — the reward's
 * own rule says how often (once per reviewed sub-order, once per person for the email).
 */
export const couponRewards = pgTable(
  'coupon_rewards',
  {
    purpose: varchar({ length: 16 }).primaryKey(),
    templateId: integer()
      .notNull()
      .references(() => couponTemplates.id),
    updatedBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('coupon_rewards_purpose_known', sql`${t.purpose} in ('review', 'email')`)],
);
