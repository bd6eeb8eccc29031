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
import { communities } from './communities';
import { orderItems, userCoupons } from './orders';
import { physicalResources, sellingResources } from './resources';
import { cities } from './regions';

/**
 * Reviews of a venue (keyed by its top physical resource). `author_name` is shown masked. A buyer's
 * review names the finished sub-order it reviews (`order_item_id`, unique: one review per sub-order,
 * also under a race) and the review coupon it earned, if any; the demo's generated reviews have neither.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topPhysicalId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    sellingResourceId: integer().references(() => sellingResources.id, { onDelete: 'set null' }),
    userId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar({ length: 24 }).notNull(),
    score: smallint().notNull(),
    content: text().notNull(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    /** Who replied: the supplier or its child account. */
    repliedBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    orderItemId: bigint({ mode: 'number' }).references(() => orderItems.id, { onDelete: 'set null' }),
    /** The review coupon this review earned (text of 15 characters or more, a coupon configured). */
    userCouponId: bigint({ mode: 'number' }).references(() => userCoupons.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('comments_top_created_idx').on(t.topPhysicalId, t.createdAt.desc(), t.id),
    check('comments_score_range', sql`${t.score} between 1 and 5`),
    uniqueIndex('comments_order_item_key').on(t.orderItemId),
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Completed bookings shown as the venue's sales list (the orders module adds rows as orders finish). */
export const salesRecords = pgTable(
  'sales_records',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topPhysicalId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    sellingResourceId: integer().references(() => sellingResources.id, { onDelete: 'set null' }),
    buyerName: varchar({ length: 40 }).notNull(),
    size: varchar({ length: 40 }).notNull(),
    leaseTermTypeId: smallint()
      .notNull()
      .references(() => leaseTermTypes.id),
    count: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    startDate: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sales_records_top_created_idx').on(t.topPhysicalId, t.createdAt.desc(), t.id),
    check('sales_records_count_positive', sql`${t.count} > 0`),
    check('sales_records_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/** A user's favourite venues; one row per (user, top physical resource). */
export const favorites = pgTable(
  'favorites',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    physicalResourceId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.physicalResourceId] }), index('favorites_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Error reports (type 1, on a venue or community) and site suggestions (type 2), for operators. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedbackType: smallint().notNull(),
    content: varchar({ length: 500 }).notNull(),
    communityId: integer().references(() => communities.id, { onDelete: 'set null' }),
    physicalResourceId: integer().references(() => physicalResources.id, { onDelete: 'set null' }),
    status: varchar({ length: 10 }).notNull().default('open'),
    /** The operator's answer to the author (shown to them as a message); setting it marks the feedback handled. */
    reply: varchar({ length: 500 }),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedbacks_status_created_idx').on(t.status, t.createdAt.desc()),
    index('feedbacks_created_idx').on(t.createdAt.desc()),
    check('feedbacks_type_known', sql`${t.feedbackType} in (1, 2)`),
    check('feedbacks_status_known', sql`${t.status} in ('open', 'handled')`),
  ],
);

export const hotWords = pgTable(
  'hot_words',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 20 }).notNull(),
    cityId: integer().references(() => cities.id, { onDelete: 'cascade' }),
    sort: smallint().notNull().default(0),
  },
  (t) => [index('hot_words_city_sort_idx').on(t.cityId, t.sort)],
);

/** A user's recent searches; the use case keeps the newest 5. */
export const searchHistories = pgTable(
  'search_histories',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customName: varchar({ length: 50 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('search_histories_user_name_key').on(t.userId, t.customName),
    index('search_histories_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
