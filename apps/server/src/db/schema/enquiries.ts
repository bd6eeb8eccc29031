import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sellingResources } from './resources';

/** An enquiry (询价) for a booth's price: who asked, about which selling resource (`sid`). Holds nothing. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
    name: varchar({ length: 12 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    /** The dates and lease term the buyer asked a price for (optional). */
    dates: date()
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    leaseTermTypeId: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiries_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('enquiries_resource_idx').on(t.sellingResourceId, t.createdAt.desc()),
    index('enquiries_created_idx').on(t.createdAt),
  ],
);
