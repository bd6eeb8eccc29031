import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cities, districts, provinces } from './regions';

/** A buyer's order contacts (联系人). At most one default per user (a partial unique index). */
export const contacts = pgTable(
  'contacts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 24 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    isDefault: boolean().notNull().default(false),
    provinceId: integer().references(() => provinces.id),
    cityId: integer().references(() => cities.id),
    districtId: integer().references(() => districts.id),
    address: varchar({ length: 36 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('contacts_user_idx').on(t.userId, t.id),
    uniqueIndex('contacts_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
