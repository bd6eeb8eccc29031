import { todayInShanghai } from '@vm/domain/business-date';
import type pg from 'pg';
import { refreshVenueSearch } from '../modules/catalogue';
import { createCatalogueWriters, flushCatalogueWriters } from './catalogue-writers';
import { MarketplaceGenerator, type SupplierIds } from './marketplace-generator';
import { Prng } from './prng';
import { resetSequences } from './row-writer';
import { seedContent } from './seed-content';
import { seedReferenceData } from './seed-reference-data';

export interface CatalogueSeedOptions {
  /** Physical resources to generate (the demo uses about 1,200). */
  physicalResources: number;
  now: Date;
  seed?: number;
  onProgress?: (physicalResources: number, phase: string) => void;
}

export interface CatalogueSeedSummary {
  communities: number;
  physicalResources: number;
  sellingResources: number;
  /** Milliseconds spent writing each table. */
  writeMs: Record<string, number>;
}

export const DEMO_PHYSICAL_RESOURCES = 1200;
const FLUSH_EVERY_COMMUNITIES = 1000;

/** Supplier accounts: the platform's own (proprietary venues) and other suppliers, by fixed mobiles. */
async function seedSuppliers(client: pg.PoolClient, demoSupplierId: number, count: number): Promise<SupplierIds> {
  const mobiles = ['13900000000', ...Array.from({ length: count }, (_, i) => `139000${String(10001 + i).padStart(5, '0')}`)];
  const names = ['平台自营', ...Array.from({ length: count }, (_, i) => `场地供应商${i + 1}`)];
  const result = await client.query<{ id: number; mobile: string }>(
    `insert into users (mobile, name, roles) select m, n, '{property}'::text[] from unnest($1::text[], $2::text[]) as u(m, n)
     on conflict (mobile) do update set name = excluded.name returning id, mobile`,
    [mobiles, names],
  );
  const byMobile = new Map(result.rows.map((row) => [row.mobile, row.id]));
  return { demo: demoSupplierId, platform: byMobile.get('13900000000')!, others: mobiles.slice(1).map((mobile) => byMobile.get(mobile)!) };
}

/**
 * Loads the demo marketplace (or a large one for benchmarks) into an empty catalogue, inside the
 * caller's transaction: reference data, communities with venues and booths, comments, sales, cases,
 * service providers, then the search rows. Deterministic for a given seed and day.
 */
export async function seedCatalogue(client: pg.PoolClient, demoSupplierId: number, options: CatalogueSeedOptions): Promise<CatalogueSeedSummary> {
  const rng = new Prng(options.seed ?? 90);
  const today = todayInShanghai(options.now);
  const reference = await seedReferenceData(client);
  const suppliers = await seedSuppliers(client, demoSupplierId, Math.min(300, Math.max(12, Math.round(options.physicalResources / 400))));
  const writers = createCatalogueWriters();
  const generator = new MarketplaceGenerator(rng, reference, suppliers, writers, today, options.now);
  let communities = 0;
  let writing: Promise<void> = Promise.resolve();
  while (generator.physicalCount < options.physicalResources) {
    generator.addCommunity();
    communities += 1;
    if (communities % FLUSH_EVERY_COMMUNITIES === 0) {
      // One batch in flight: the next one is generated while the database writes this one.
      await writing;
      writing = flushCatalogueWriters(client, writers);
      options.onProgress?.(generator.physicalCount, 'resources');
    }
  }
  await writing;
  await flushCatalogueWriters(client, writers);
  options.onProgress?.(generator.physicalCount, 'resources');
  await resetSequences(client, ['communities', 'physical_resources', 'selling_resources']);
  await seedContent(client, rng, reference, today, communities);
  options.onProgress?.(generator.physicalCount, 'search index');
  // Statistics for the fresh tables, so the planner picks hash joins for the rebuild below.
  await client.query(
    'analyze communities, physical_resources, physical_resource_images, physical_resource_attribute_options, selling_resources, selling_resource_prices, sales_records, community_labels',
  );
  await refreshVenueSearch(client, null);
  const timings = Object.fromEntries(Object.values(writers).map((writer) => [writer.table, writer.ms]));
  return { communities, physicalResources: generator.physicalCount, sellingResources: writers.selling.written, writeMs: timings };
}
