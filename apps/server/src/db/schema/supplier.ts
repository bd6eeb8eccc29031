import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { leaseTermTypes } from './catalogue-taxonomy';
import { enquiries } from './enquiries';
import { orderItems } from './orders';
import { sellingResources } from './resources';

/**
 * Applications to become a supplier (1 property), agent (2) or facilitator (3). One pending application
 * per person (partial unique index); an operator approves (the role is added) or refuses with a reason.
 * `connect_name` is empty for an application left by registering with a type, until the person completes it.
 */
export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    connectName: varchar({ length: 60 }).notNull().default(''),
    mobile: varchar({ length: 11 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    reason: varchar({ length: 200 }),
    reviewerId: bigint({ mode: 'number' }).references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('supplier_applications_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('supplier_applications_status_created_idx').on(t.status, t.createdAt.desc()),
    index('supplier_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('supplier_applications_type_known', sql`${t.type} in (1, 2, 3)`),
    check('supplier_applications_status_known', sql`${t.status} in ('pending', 'approved', 'refused')`),
    check('supplier_applications_reviewed', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
  ],
);

/** Staff of a supplier: a user (`user_id`, its own mobile) acting for `owner_id` with `permissions`. */
export const childAccounts = pgTable(
  'child_accounts',
  {
    id: serial().primaryKey(),
    ownerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 24 }).notNull(),
    permissions: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('child_accounts_user_key').on(t.userId),
    index('child_accounts_owner_idx').on(t.ownerId),
    check('child_accounts_not_self', sql`${t.ownerId} <> ${t.userId}`),
    check('child_accounts_permissions_known', sql`${t.permissions} <@ array['orders','venues']::text[] and cardinality(${t.permissions}) > 0`),
  ],
);

/** Every change made in a supplier's back office: for whom (`owner_id`), by whom (`actor_id`, the owner or a child). */
export const supplierActions = pgTable(
  'supplier_actions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ownerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar({ length: 40 }).notNull(),
    target: varchar({ length: 120 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('supplier_actions_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id)],
);

/**
 * A price rule: the price of its booths under one lease term on the dates of [start, end] whose weekday
 * (1 Monday … 7 Sunday) is listed — a fixed price (fen) or a percentage raise. No two rules of a booth
 * may cover the same date and lease term (checked by the use case under a lock on the booths).
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: serial().primaryKey(),
    ownerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 30 }).notNull(),
    leaseTermTypeId: smallint()
      .notNull()
      .references(() => leaseTermTypes.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    weekdays: smallint().array().notNull(),
    price: bigint({ mode: 'number' }),
    raisePercent: integer(),
    createdBy: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('price_rules_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
    check('price_rules_range', sql`${t.startDate} <= ${t.endDate}`),
    check('price_rules_weekdays', sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ array[1,2,3,4,5,6,7]::smallint[]`),
    check('price_rules_one_kind', sql`(${t.price} is null) <> (${t.raisePercent} is null)`),
    check('price_rules_price_positive', sql`${t.price} is null or ${t.price} > 0`),
    check('price_rules_percent_range', sql`${t.raisePercent} is null or ${t.raisePercent} between 1 and 1000`),
  ],
);

export const priceRuleBooths = pgTable(
  'price_rule_booths',
  {
    ruleId: integer()
      .notNull()
      .references(() => priceRules.id, { onDelete: 'cascade' }),
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.sellingResourceId] }), index('price_rule_booths_booth_idx').on(t.sellingResourceId)],
);

/** A supplier's quote for an enquiry: a unit price for the asked dates under one lease term, valid until `expires_at`. */
export const enquiryQuotes = pgTable(
  'enquiry_quotes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    enquiryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    actorId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    leaseTermTypeId: smallint()
      .notNull()
      .references(() => leaseTermTypes.id),
    dates: date().array().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    deposit: bigint({ mode: 'number' }).notNull().default(0),
    note: varchar({ length: 200 }).notNull().default(''),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    orderItemId: bigint({ mode: 'number' }).references(() => orderItems.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiry_quotes_enquiry_idx').on(t.enquiryId, t.createdAt.desc()),
    check('enquiry_quotes_price_positive', sql`${t.price} > 0 and ${t.deposit} >= 0`),
    check('enquiry_quotes_dates', sql`cardinality(${t.dates}) between 1 and 366`),
  ],
);
