import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { communities } from './communities';
import { cities } from './regions';

export const activityCaseTypes = pgTable('activity_case_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('activity_case_types_name_key'),
  sort: smallint().notNull().default(0),
});

/** Past campaigns shown on /theme/case; `sort` then id give the list order and last/next. */
export const activityCases = pgTable(
  'activity_cases',
  {
    id: serial().primaryKey(),
    typeId: integer()
      .notNull()
      .references(() => activityCaseTypes.id),
    title: varchar({ length: 60 }).notNull(),
    brand: varchar({ length: 30 }).notNull().default(''),
    coverUrl: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    communityId: integer().references(() => communities.id, { onDelete: 'set null' }),
    summary: varchar({ length: 200 }).notNull().default(''),
    content: text().notNull().default(''),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    heldOn: date().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('activity_cases_type_idx').on(t.typeId), index('activity_cases_order_idx').on(t.sort.desc(), t.id.desc())],
);

export const serviceTypes = pgTable('service_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('service_types_name_key'),
  sort: smallint().notNull().default(0),
});

/** Facilitators listed on /service/index. */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: serial().primaryKey(),
    userId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 60 }).notNull(),
    logoUrl: text().notNull().default(''),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    summary: varchar({ length: 200 }).notNull().default(''),
    description: text().notNull().default(''),
    contactName: varchar({ length: 24 }).notNull().default(''),
    contactMobile: varchar({ length: 11 }).notNull().default(''),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    caseCount: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [index('service_providers_city_idx').on(t.cityId), check('service_providers_case_count', sql`${t.caseCount} >= 0`)],
);

export const serviceProviderTypes = pgTable(
  'service_provider_types',
  {
    providerId: integer()
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.typeId] }), index('service_provider_types_type_idx').on(t.typeId)],
);
