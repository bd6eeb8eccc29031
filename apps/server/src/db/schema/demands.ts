import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { communities } from './communities';
import { physicalResources } from './resources';

/**
 * A demand (需求): a buyer's request for venues, which suppliers accept in the demand hall and operators
 * follow up (docs/spec/business-rules.md "Demands"). A home demand (`is_home`) carries only city, name and mobile.
 * `accepted_count` is kept by a trigger on `demand_receivers` (migration), and its check refuses a sixth
 * acceptance whatever the code does.
 */
export const demands = pgTable(
  'demands',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The owner: the logged-in caller, or the account a visitor's SMS code logged in. */
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar({ length: 8 }).notNull().default('pc'),
    isHome: boolean().notNull().default(false),
    name: varchar({ length: 24 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    product: varchar({ length: 30 }).notNull().default(''),
    /** Square metres. */
    minimumArea: numeric({ precision: 14, scale: 2 }),
    maximumArea: numeric({ precision: 14, scale: 2 }),
    /** Fen per venue per day (yuan on the wire). */
    singleFieldBudget: bigint({ mode: 'number' }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** 0 = every city, alone. */
    cityIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    communityTypeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    spreadWayIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    industryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The community or venue page the demand was started from. */
    communityId: integer().references(() => communities.id, { onDelete: 'set null' }),
    physicalResourceId: integer().references(() => physicalResources.id, { onDelete: 'set null' }),
    power: boolean().notNull().default(false),
    carport: boolean().notNull().default(false),
    stayOvernight: boolean().notNull().default(false),
    leaflet: boolean().notNull().default(false),
    establish: boolean().notNull().default(false),
    partTimeJob: boolean().notNull().default(false),
    exDescription: text().notNull().default(''),
    picUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar({ length: 10 }).notNull().default('open'),
    acceptedCount: smallint().notNull().default(0),
    /** The operator's latest follow-up note (the history is demand_follow_ups). */
    followNote: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('demands_hall_idx').on(t.status, t.endDate, t.createdAt.desc()),
    index('demands_user_idx').on(t.userId, t.createdAt.desc()),
    index('demands_city_ids_idx').using('gin', t.cityIds),
    check('demands_status_known', sql`${t.status} in ('open', 'contacted', 'closed')`),
    check('demands_accepted_count_range', sql`${t.acceptedCount} between 0 and 5`),
    check('demands_mobile_format', sql`${t.mobile} ~ '^1[0-9]{10}$'`),
    check('demands_description_length', sql`char_length(${t.exDescription}) <= 1000`),
    check('demands_pictures_count', sql`cardinality(${t.picUrls}) <= 12`),
    check('demands_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('demands_areas_ordered', sql`${t.minimumArea} <= ${t.maximumArea}`),
    check('demands_budget_non_negative', sql`${t.singleFieldBudget} >= 0`),
    check('demands_all_cities_alone', sql`not (0 = any(${t.cityIds})) or cardinality(${t.cityIds}) = 1`),
    check(
      'demands_full_form_complete',
      sql`${t.isHome} or (${t.startDate} is not null and ${t.endDate} is not null and ${t.singleFieldBudget} is not null and ${t.minimumArea} is not null and ${t.maximumArea} is not null and ${t.product} <> '')`,
    ),
  ],
);

/** An acceptance (承接) of a demand by a supplier, agent or facilitator: once per demand per account. */
export const demandReceivers = pgTable(
  'demand_receivers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    demandId: bigint({ mode: 'number' })
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 24 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('demand_receivers_once_key').on(t.demandId, t.userId),
    index('demand_receivers_user_idx').on(t.userId, t.createdAt.desc()),
    check('demand_receivers_mobile_format', sql`${t.mobile} ~ '^1[0-9]{10}$'`),
  ],
);

/** The operator's follow-up history: each status change with its note (also in audit_log). */
export const demandFollowUps = pgTable(
  'demand_follow_ups',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    demandId: bigint({ mode: 'number' })
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    operatorId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromStatus: varchar({ length: 10 }).notNull(),
    toStatus: varchar({ length: 10 }).notNull(),
    note: varchar({ length: 200 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('demand_follow_ups_demand_idx').on(t.demandId, t.id)],
);
