import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cities, districts, provinces } from './regions';

/**
 * A user's company (企业信息): name, business licence image (an upload of the `licence` bucket), industry
 * (packages/domain INDUSTRIES) and address. One per user; shown publicly on `/company/view/{id}` with the
 * venues of the communities the user owns.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 60 }).notNull(),
    licenceUrl: text().notNull(),
    industryParentId: integer().notNull(),
    industryId: integer().notNull(),
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
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('companies_user_key').on(t.userId), index('companies_name_idx').on(t.name)],
);
