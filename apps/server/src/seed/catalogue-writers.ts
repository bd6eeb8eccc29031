import type pg from 'pg';
import { TableWriter } from './row-writer';

/** One writer per catalogue table, flushed parents first so foreign keys hold. */
export function createCatalogueWriters() {
  return {
    communities: new TableWriter('communities', [
      ['id', 'int4'],
      ['name', 'text'],
      ['owner_id', 'int8'],
      ['is_proprietary', 'bool'],
      ['city_id', 'int4'],
      ['district_id', 'int4'],
      ['trading_area_id', 'int4'],
      ['subway_station_id', 'int4'],
      ['community_type_id', 'int4'],
      ['location_type_id', 'int4'],
      ['address', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['year', 'int2'],
      ['person_flow', 'int4'],
      ['description', 'text'],
      ['cover_url', 'text'],
    ]),
    communityLabels: new TableWriter('community_labels', [
      ['community_id', 'int4'],
      ['label_id', 'int4'],
    ]),
    communityImages: new TableWriter('community_images', [
      ['community_id', 'int4'],
      ['url', 'text'],
      ['position', 'int2'],
    ]),
    physical: new TableWriter('physical_resources', [
      ['id', 'int4'],
      ['community_id', 'int4'],
      ['parent_id', 'int4'],
      ['top_id', 'int4'],
      ['name', 'text'],
      ['category_id', 'int4'],
      ['indoor', 'bool'],
      ['area', 'numeric'],
      ['person_flow', 'int4'],
      ['description', 'text'],
      ['panorama_url', 'text'],
    ]),
    physicalImages: new TableWriter('physical_resource_images', [
      ['physical_resource_id', 'int4'],
      ['kind', 'text'],
      ['url', 'text'],
      ['position', 'int2'],
    ]),
    physicalOptions: new TableWriter('physical_resource_attribute_options', [
      ['physical_resource_id', 'int4'],
      ['option_id', 'int4'],
    ]),
    selling: new TableWriter('selling_resources', [
      ['id', 'int4'],
      ['physical_resource_id', 'int4'],
      ['top_physical_id', 'int4'],
      ['supplier_id', 'int8'],
      ['size', 'text'],
      ['custom_dimension', 'text'],
      ['custom_name', 'text'],
      ['lease_term_type_id', 'int2'],
      ['count', 'int4'],
      ['is_enquiry', 'bool'],
      ['minimum_booking_days', 'int4'],
      ['days_in_advance', 'int4'],
      ['res_type_id', 'int2'],
      ['activity_type_name', 'text'],
      ['activity_start_date', 'date'],
      ['deadline', 'date'],
      ['has_chair', 'bool'],
      ['has_power', 'bool'],
      ['has_tent', 'bool'],
      ['leaflet', 'bool'],
      ['overnight_material', 'bool'],
      ['subsidy_rate', 'numeric'],
      ['min_after_subsidy', 'int8'],
      ['max_after_subsidy', 'int8'],
      ['special_requirements', 'text[]'],
      ['tag', 'text'],
    ]),
    prices: new TableWriter('selling_resource_prices', [
      ['selling_resource_id', 'int4'],
      ['lease_term_type_id', 'int2'],
      ['price', 'int8'],
      ['subsidy', 'int8'],
      ['deposit', 'int8'],
    ]),
    datedPrices: new TableWriter('selling_resource_dated_prices', [
      ['selling_resource_id', 'int4'],
      ['kind', 'text'],
      ['date', 'date'],
      ['price', 'int8'],
    ]),
    unavailable: new TableWriter('selling_resource_unavailable_dates', [
      ['selling_resource_id', 'int4'],
      ['date', 'date'],
    ]),
    comments: new TableWriter('comments', [
      ['top_physical_id', 'int4'],
      ['selling_resource_id', 'int4'],
      ['author_name', 'text'],
      ['score', 'int2'],
      ['content', 'text'],
      ['images', 'text[]'],
      ['reply', 'text'],
      ['created_at', 'timestamptz'],
    ]),
    sales: new TableWriter('sales_records', [
      ['top_physical_id', 'int4'],
      ['selling_resource_id', 'int4'],
      ['buyer_name', 'text'],
      ['size', 'text'],
      ['lease_term_type_id', 'int2'],
      ['count', 'int4'],
      ['amount', 'int8'],
      ['start_date', 'date'],
      ['created_at', 'timestamptz'],
    ]),
  };
}

export type CatalogueWriters = ReturnType<typeof createCatalogueWriters>;

/**
 * Takes every buffered row now (parents before children) and writes them; generation may go on filling
 * fresh buffers while this runs, which overlaps the generator's CPU with the database's.
 */
export function flushCatalogueWriters(client: pg.PoolClient | pg.Client, writers: CatalogueWriters): Promise<void> {
  const taken = Object.values(writers).map((writer) => [writer, writer.take()] as const);
  return (async () => {
    for (const [writer, rows] of taken) await writer.writeRows(client, rows);
  })();
}
