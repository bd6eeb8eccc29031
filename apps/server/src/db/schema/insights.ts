import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Venue views (issue 42, decision 0056): one row per venue, Shanghai day and visitor. `visitor` is a
 * day-scoped hash (sha-256 of the day, the venue and the visitor's random id or user id), never the raw
 * id, so nothing links a visitor across days. Written with `insert … on conflict do nothing`: no lock
 * beyond the index entry, off the venue page's hot path (the page renders first, then posts).
 */
export const venueViews = pgTable(
  'venue_views',
  {
    physicalResourceId: integer().notNull(),
    day: date().notNull(),
    visitor: varchar({ length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'venue_views_pkey', columns: [t.physicalResourceId, t.day, t.visitor] }),
    index('venue_views_day_idx').on(t.day),
    check('venue_views_visitor_hex', sql`${t.visitor} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The insights' daily roll-up (decision 0061): per Shanghai day, the sums the charts read, so a period reads
 * ≤ 366 rows a series instead of every sub-order, view and cart line of it. `dim` says what a row counts:
 * 0 the whole day (sales and the funnel's views, cart adds and placed orders), 1 a city, 2 a category
 * (`key` 0: none), 3 a supplier, 4 a venue (`top_*`: its largest sub-order, whose supplier the top list
 * names). Written only by the roll-up job (`modules/insights/roll-up.ts`) from the same SQL the live figures
 * use; a day is read from here only when `insights_rolled_days` has it and no `insights_stale_marks` row does.
 */
export const insightsDaily = pgTable(
  'insights_daily',
  {
    day: date().notNull(),
    dim: smallint().notNull(),
    key: integer().notNull(),
    gmv: bigint({ mode: 'number' }).notNull().default(0),
    commission: bigint({ mode: 'number' }).notNull().default(0),
    paidOrders: integer().notNull().default(0),
    topAmount: bigint({ mode: 'number' }).notNull().default(0),
    topItemId: bigint({ mode: 'number' }).notNull().default(0),
    topSupplierId: integer().notNull().default(0),
    views: integer().notNull().default(0),
    cartAdds: integer().notNull().default(0),
    ordersPlaced: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'insights_daily_pkey', columns: [t.dim, t.day, t.key] })],
);

/**
 * The supplier's side of the roll-up (decision 0061): per supplier, Shanghai day and venue, its views (of venues
 * in communities it owns), booked unit-days and enquiries (of booths it supplies) — what `supplierInsights` sums
 * per venue and per day. Written by the roll-up job beside `insights_daily`, for the same days.
 */
export const insightsVenueDaily = pgTable(
  'insights_venue_daily',
  {
    supplierId: integer().notNull(),
    day: date().notNull(),
    physicalResourceId: integer().notNull(),
    views: integer().notNull().default(0),
    booked: integer().notNull().default(0),
    enquiries: integer().notNull().default(0),
  },
  // Day first: a supplier's period is one short range per day; the job replaces whole days.
  (t) => [primaryKey({ name: 'insights_venue_daily_pkey', columns: [t.day, t.supplierId, t.physicalResourceId] })],
);

/**
 * The days the roll-up has written (empty days too), when, and by which transaction (`generation`, its id: a
 * day rolled again has a higher one, so readers caching a period's rolled days can tell its figures changed).
 */
export const insightsRolledDays = pgTable('insights_rolled_days', {
  day: date().primaryKey(),
  rolledAt: timestamp({ withTimezone: true }).notNull(),
  generation: bigint({ mode: 'number' }).notNull(),
});

/**
 * A change to a day's figures: one row per writing statement and day, appended by triggers on the tables the
 * figures sum (hand-written in migration 0037), never merged — so the job, deleting only the marks it can
 * see, never drops the mark of a transaction still in flight. Days with a mark are read live.
 */
export const insightsStaleMarks = pgTable(
  'insights_stale_marks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    day: date().notNull(),
  },
  (t) => [index('insights_stale_marks_day_idx').on(t.day)],
);
