import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { communityTypes, labels, locationTypes } from './catalogue-taxonomy';
import { cities, districts, subwayStations, tradingAreas } from './regions';

/** A site (商场, 园区, 社区, 写字楼…) owned by a supplier, or operated by the platform (`is_proprietary`). */
export const communities = pgTable(
  'communities',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 60 }).notNull(),
    ownerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    isProprietary: boolean().notNull().default(false),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    tradingAreaId: integer().references(() => tradingAreas.id),
    subwayStationId: integer().references(() => subwayStations.id),
    communityTypeId: integer()
      .notNull()
      .references(() => communityTypes.id),
    locationTypeId: integer()
      .notNull()
      .references(() => locationTypes.id),
    address: varchar({ length: 120 }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    year: smallint(),
    personFlow: integer().notNull().default(0),
    description: text().notNull().default(''),
    coverUrl: text().notNull().default(''),
    /** An agent's community: the owner it acts for (代理, shown on the venue pages); '' otherwise. */
    agentFor: varchar({ length: 60 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('communities_city_idx').on(t.cityId),
    index('communities_owner_idx').on(t.ownerId),
    check('communities_coordinates', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    check('communities_year_range', sql`${t.year} is null or ${t.year} between 1800 and 2100`),
    check('communities_person_flow_non_negative', sql`${t.personFlow} >= 0`),
  ],
);

export const communityLabels = pgTable(
  'community_labels',
  {
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    labelId: integer()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.labelId] }), index('community_labels_label_idx').on(t.labelId)],
);

export const communityImages = pgTable(
  'community_images',
  {
    id: serial().primaryKey(),
    communityId: integer()
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [index('community_images_community_idx').on(t.communityId, t.position)],
);
