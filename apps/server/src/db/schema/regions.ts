import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Provinces and cities keep the ids the product publishes (city 90 is the default city), so no sequence. */
export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  name: varchar({ length: 20 }).notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    name: varchar({ length: 20 }).notNull(),
    enName: varchar({ length: 40 }).notNull(),
    domainName: varchar({ length: 40 }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex('cities_domain_name_key').on(t.domainName),
    index('cities_province_idx').on(t.provinceId),
    check('cities_coordinates', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: serial().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: varchar({ length: 20 }).notNull(),
  },
  (t) => [uniqueIndex('districts_city_name_key').on(t.cityId, t.name)],
);

export const tradingAreas = pgTable(
  'trading_areas',
  {
    id: serial().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    name: varchar({ length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('trading_areas_city_name_key').on(t.cityId, t.name), index('trading_areas_district_idx').on(t.districtId)],
);

export const subwayLines = pgTable(
  'subway_lines',
  {
    id: serial().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: varchar({ length: 20 }).notNull(),
    color: varchar({ length: 7 }).notNull().default('#888888'),
    sort: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('subway_lines_city_name_key').on(t.cityId, t.name)],
);

export const subwayStations = pgTable(
  'subway_stations',
  {
    id: serial().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    name: varchar({ length: 30 }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (t) => [uniqueIndex('subway_stations_city_name_key').on(t.cityId, t.name)],
);

/** A station may serve several lines (interchanges); `position` orders the stations along a line. */
export const subwayLineStations = pgTable(
  'subway_line_stations',
  {
    lineId: integer()
      .notNull()
      .references(() => subwayLines.id, { onDelete: 'cascade' }),
    stationId: integer()
      .notNull()
      .references(() => subwayStations.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.stationId] }), index('subway_line_stations_station_idx').on(t.stationId)],
);
