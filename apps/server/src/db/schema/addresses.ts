import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cities, districts, provinces } from './regions';

/** A buyer's postal addresses (收货地址). Region and address required; one default per user (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 24 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    address: varchar({ length: 36 }).notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
