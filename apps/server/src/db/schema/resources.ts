import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { attributeOptions, categories, leaseTermTypes } from './catalogue-taxonomy';
import { communities } from './communities';

/**
 * A real space inside a community (an atrium, a plaza, a wall). `top_id` is the top of its parent chain
 * (itself for a top resource): the venue page and the search row are keyed by it.
 */
export const physicalResources = pgTable(
  'physical_resources',
  {
    id: serial().primaryKey(),
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => physicalResources.id, { onDelete: 'cascade' }),
    topId: integer()
      .notNull()
      .references((): AnyPgColumn => physicalResources.id, { onDelete: 'cascade' }),
    name: varchar({ length: 60 }).notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    indoor: boolean().notNull(),
    /** Square metres. */
    area: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    personFlow: integer().notNull().default(0),
    description: text().notNull().default(''),
    panoramaUrl: text(),
    /** Kept by the favourite use cases in the same statement as the favourite row. */
    favoriteCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('physical_resources_community_idx').on(t.communityId),
    // A supplier's venues (its communities' top-level resources) without reading the table: the name INCLUDEd in
    // migration 0037 (decision 0061).
    index('physical_resources_top_community_idx')
      .on(t.communityId, t.id)
      .where(sql`${t.parentId} is null`),
    index('physical_resources_top_idx').on(t.topId),
    index('physical_resources_parent_idx').on(t.parentId),
    check('physical_resources_top_consistent', sql`(${t.parentId} is null) = (${t.topId} = ${t.id})`),
    check('physical_resources_area_positive', sql`${t.area} > 0`),
    check('physical_resources_person_flow_non_negative', sql`${t.personFlow} >= 0`),
    check('physical_resources_favorite_count_non_negative', sql`${t.favoriteCount} >= 0`),
  ],
);

/** Photos (`photo`) and case photos (`case`) of a physical resource, in gallery order. */
export const physicalResourceImages = pgTable(
  'physical_resource_images',
  {
    id: serial().primaryKey(),
    physicalResourceId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 5 }).notNull(),
    url: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [
    index('physical_resource_images_resource_idx').on(t.physicalResourceId, t.kind, t.position),
    check('physical_resource_images_kind_known', sql`${t.kind} in ('photo', 'case')`),
  ],
);

export const physicalResourceAttributeOptions = pgTable(
  'physical_resource_attribute_options',
  {
    physicalResourceId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    optionId: integer()
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.physicalResourceId, t.optionId] })],
);

/**
 * What is rented: a booth size on a physical resource, offered by one supplier under one or more lease
 * terms (prices in selling_resource_prices), with `count` identical units per date. Money in fen.
 */
export const sellingResources = pgTable(
  'selling_resources',
  {
    id: serial().primaryKey(),
    physicalResourceId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    topPhysicalId: integer()
      .notNull()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    size: varchar({ length: 40 }).notNull(),
    customDimension: varchar({ length: 60 }).notNull().default(''),
    customName: varchar({ length: 60 }).notNull().default(''),
    /** The main lease term (shown first); it must also have a price row. */
    leaseTermTypeId: smallint()
      .notNull()
      .references(() => leaseTermTypes.id),
    count: integer().notNull().default(1),
    isEnquiry: boolean().notNull().default(false),
    minimumBookingDays: integer().notNull().default(1),
    daysInAdvance: integer().notNull().default(2),
    /** 1 ordinary, 2 special, 3 activity (bookable inside [activity_start_date, deadline]). */
    resTypeId: smallint().notNull().default(1),
    activityTypeName: varchar({ length: 20 }),
    activityStartDate: date(),
    deadline: date(),
    hasChair: boolean().notNull().default(false),
    hasPower: boolean().notNull().default(false),
    hasTent: boolean().notNull().default(false),
    leaflet: boolean().notNull().default(false),
    overnightMaterial: boolean().notNull().default(false),
    /** Percent of the amount the platform subsidises, e.g. 10.00. */
    subsidyRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    minAfterSubsidy: bigint({ mode: 'number' }).notNull().default(0),
    maxAfterSubsidy: bigint({ mode: 'number' }).notNull().default(0),
    specialRequirements: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tag: varchar({ length: 20 }).notNull().default(''),
    isOnline: boolean().notNull().default(true),
    /** Removed by its supplier while orders still reference it: kept for those orders, never on sale again. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('selling_resources_top_idx').on(t.topPhysicalId),
    index('selling_resources_physical_idx').on(t.physicalResourceId),
    index('selling_resources_supplier_idx').on(t.supplierId),
    index('selling_resources_activity_idx')
      .on(t.resTypeId, t.deadline)
      .where(sql`${t.resTypeId} = 3`),
    check('selling_resources_deleted_offline', sql`${t.deletedAt} is null or not ${t.isOnline}`),
    check('selling_resources_count_positive', sql`${t.count} > 0`),
    check('selling_resources_minimum_booking_days', sql`${t.minimumBookingDays} >= 1`),
    check('selling_resources_days_in_advance', sql`${t.daysInAdvance} >= 0`),
    check('selling_resources_res_type_known', sql`${t.resTypeId} in (1, 2, 3)`),
    check('selling_resources_activity_window', sql`${t.deadline} is null or ${t.activityStartDate} is null or ${t.activityStartDate} <= ${t.deadline}`),
    check('selling_resources_subsidy_rate', sql`${t.subsidyRate} between 0 and 100`),
    check('selling_resources_subsidy_bounds', sql`${t.minAfterSubsidy} >= 0 and ${t.maxAfterSubsidy} >= ${t.minAfterSubsidy}`),
  ],
);

/** Price of one unit under one lease term (fen). */
export const sellingResourcePrices = pgTable(
  'selling_resource_prices',
  {
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
    leaseTermTypeId: smallint()
      .notNull()
      .references(() => leaseTermTypes.id),
    price: bigint({ mode: 'number' }).notNull(),
    subsidy: bigint({ mode: 'number' }).notNull().default(0),
    deposit: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sellingResourceId, t.leaseTermTypeId] }),
    check('selling_resource_prices_non_negative', sql`${t.price} >= 0 and ${t.subsidy} >= 0 and ${t.deposit} >= 0`),
  ],
);

/** Special (`special`) and raised (`raised`) prices of given dates; raised wins over special. */
export const sellingResourceDatedPrices = pgTable(
  'selling_resource_dated_prices',
  {
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 7 }).notNull(),
    date: date().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellingResourceId, t.kind, t.date] }),
    check('selling_resource_dated_prices_kind_known', sql`${t.kind} in ('special', 'raised')`),
    check('selling_resource_dated_prices_positive', sql`${t.price} > 0`),
  ],
);

/** Dates the supplier closed (the calendars' exp_date). */
export const sellingResourceUnavailableDates = pgTable(
  'selling_resource_unavailable_dates',
  {
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
    date: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellingResourceId, t.date] })],
);
