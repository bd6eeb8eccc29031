import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

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
