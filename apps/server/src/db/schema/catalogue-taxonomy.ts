import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cities } from './regions';

/** Labels of communities (地铁沿线, 高端商务…); `type` 1 = venue labels; `city_id` null = every city. */
export const labels = pgTable(
  'labels',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 20 }).notNull(),
    type: smallint().notNull().default(1),
    cityId: integer().references(() => cities.id),
    sort: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('labels_name_type_key').on(t.name, t.type)],
);

export const communityTypes = pgTable('community_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('community_types_name_key'),
  sort: smallint().notNull().default(0),
});

export const locationTypes = pgTable('location_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('location_types_name_key'),
  sort: smallint().notNull().default(0),
});

/** Field types (中庭, 广场, 灯箱…). `kind` 'ad' marks advertising slots, searched by /advs/index. */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 20 }).notNull().unique('categories_name_key'),
    kind: varchar({ length: 10 }).notNull().default('venue'),
    sort: smallint().notNull().default(0),
  },
  (t) => [check('categories_kind_known', sql`${t.kind} in ('venue', 'ad')`)],
);

export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: varchar({ length: 20 }).notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('category_attributes_category_name_key').on(t.categoryId, t.name)],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial().primaryKey(),
    attributeId: integer()
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    name: varchar({ length: 20 }).notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_options_attribute_name_key').on(t.attributeId, t.name), index('attribute_options_attribute_idx').on(t.attributeId)],
);

/**
 * The lease terms of packages/domain/src/lease-terms.ts (ids 3–15), mirrored so prices can reference
 * them; the migration inserts the rows and a test keeps the two identical.
 */
export const leaseTermTypes = pgTable(
  'lease_term_types',
  {
    id: smallint().primaryKey(),
    name: varchar({ length: 10 }).notNull(),
    unit: varchar({ length: 10 }).notNull(),
    kind: varchar({ length: 6 }).notNull(),
    days: smallint().notNull(),
  },
  (t) => [check('lease_term_types_id_range', sql`${t.id} between 3 and 15`), check('lease_term_types_kind_known', sql`${t.kind} in ('period', 'day')`)],
);
