import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  point,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { physicalResources } from './resources';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per top physical resource with everything /api/fields filters and sorts on, so a search is
 * one indexed table scan. Rebuilt by modules/catalogue/venue-search-index.ts whenever the seed or a
 * write changes a community, a resource, a price or a sale. Money in fen.
 */
export const venueSearch = pgTable(
  'venue_search',
  {
    topPhysicalId: integer()
      .primaryKey()
      .references(() => physicalResources.id, { onDelete: 'cascade' }),
    communityId: integer().notNull(),
    cityId: integer().notNull(),
    districtId: integer().notNull(),
    tradingAreaId: integer(),
    subwayStationId: integer(),
    subwayLineIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    labelIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    communityTypeId: integer().notNull(),
    locationTypeId: integer().notNull(),
    categoryId: integer().notNull(),
    categoryKind: varchar({ length: 10 }).notNull(),
    attributeOptionIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    resTypeIds: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    indoor: boolean().notNull(),
    area: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    personFlow: integer().notNull(),
    year: smallint(),
    hasPanorama: boolean().notNull(),
    isProprietary: boolean().notNull(),
    /** Lowest price over its online, non-enquiry booths and lease terms; null when all are price on request. */
    floorPrice: bigint({ mode: 'number' }),
    maxPrice: bigint({ mode: 'number' }),
    /**
     * Lowest day-equivalent price (a period's price ÷ its days, @vm/domain/price-units) over the same
     * prices: what the list's price filter, price sort and card compare. Null when all are price on request.
     */
    floorDayPrice: bigint({ mode: 'number' }),
    isEnquiry: boolean().notNull(),
    /** Some booth price carries a platform subsidy (home tab 补贴场地). */
    hasSubsidy: boolean().notNull().default(false),
    /** Some priced booth needs no deposit (home tab 免押金). */
    hasDepositFree: boolean().notNull().default(false),
    orderQuantity: integer().notNull().default(0),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Equirectangular projection (x = longitude·cos(latitude)), so `<->` orders by true distance nearby. */
    geo: point({ mode: 'tuple' }).generatedAlwaysAs(sql`point(longitude * cos(radians(latitude)), latitude)`),
    name: varchar({ length: 60 }).notNull(),
    coverUrl: text().notNull().default(''),
  },
  (t) => [
    index('venue_search_city_order_idx').on(t.cityId, t.orderQuantity.desc(), t.topPhysicalId),
    index('venue_search_city_price_idx').on(t.cityId, t.floorPrice),
    index('venue_search_city_day_price_idx').on(t.cityId, t.floorDayPrice),
    // The city too: a district filter always comes with its city, and one index answering both keeps the
    // planner from ANDing a bitmap of the whole city.
    index('venue_search_district_city_idx').on(t.districtId, t.cityId),
    // The city in id order: a keyword count may merge-join it with venue_search_text's key and stop at the cap.
    index('venue_search_city_id_idx').on(t.cityId, t.topPhysicalId),
    index('venue_search_trading_area_idx').on(t.tradingAreaId),
    index('venue_search_station_idx').on(t.subwayStationId),
    index('venue_search_community_idx').on(t.communityId),
    index('venue_search_order_idx').on(t.orderQuantity.desc(), t.topPhysicalId),
    index('venue_search_lines_gin').using('gin', t.subwayLineIds),
    // Labels and attribute options with the city in one GIN (btree_gin for the int): the index itself
    // intersects `city_id = …`, `label_ids && …` and `attribute_option_ids && …` (any subset of them).
    index('venue_search_city_labels_options_gin').using('gin', t.cityId, t.labelIds, t.attributeOptionIds),
    // Sort by person flow within a city: a filtered page walks this in order and stops after the page.
    index('venue_search_city_flow_idx').on(t.cityId, t.personFlow.desc().nullsLast(), t.topPhysicalId),
    index('venue_search_geo_gist').using('gist', t.geo),
    // The map's box filter: latitude and longitude ranges (see venue-search-filters.ts).
    index('venue_search_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

/**
 * The keyword side of a search row, kept apart so the filter scans of `venue_search` stay narrow (the
 * Chinese words and their tsvector are most of a row's bytes).
 */
export const venueSearchText = pgTable(
  'venue_search_text',
  {
    topPhysicalId: integer()
      .primaryKey()
      .references(() => venueSearch.topPhysicalId, { onDelete: 'cascade' }),
    /** The venue's city (copied from its search row): the keyword GIN narrows by city itself. */
    cityId: integer().notNull(),
    /** Space-joined jieba words of name, community, address, district, trading area, station, type, labels. */
    searchWords: text().notNull(),
    searchTsv: tsvector().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_words)`),
    // What the keyword ranking reads, copied from the search row (decision 0057): a keyword search ranks
    // the GIN's matches from this table alone, without reading venue_search for each of them.
    orderQuantity: integer().notNull().default(0),
    communityTypeId: integer(),
    categoryId: integer(),
    name: text().notNull().default(''),
  },
  // City and words in one GIN (btree_gin for the int): `city_id = … and search_tsv @@ …` is answered by
  // the index alone (a rare word, or several words, in a big city no longer walks the whole city); a
  // search without a city uses the words column of the same index.
  (t) => [index('venue_search_text_city_tsv_gin').using('gin', t.cityId, t.searchTsv)],
);

/**
 * One row per statement that changed what a venue search shows (venue_search, venue_search_text,
 * communities and the reference names on a card), written by a trigger in the writer's transaction.
 * `sum(changes)` is the catalogue's version: it grows when such a transaction commits, with no row
 * shared between writers (no lock, no contention). The keyword-search cache (search-cache.ts) keys its
 * entries by it; a job folds the rows into one now and then (the sum stays the same).
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  changes: bigint({ mode: 'number' }).notNull().default(1),
});

/**
 * The operator's synonym groups for venue search: two or more words meaning the same, the first the
 * canonical one (商场 / 商城 / mall → 购物中心). A query word in a group matches any word of it. A change
 * fires the catalogue-changed trigger (migration 0031), so every process's next search uses it.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial().primaryKey(),
  words: text().array().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
