import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from './catalogue-fixture';
import pino from 'pino';
import { catalogueVersion, foldCatalogueChanges, isListening, listenForCatalogueChanges } from './search-cache';
import { refreshVenueSearch } from './venue-search-index';

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
});
afterAll(async () => {
  await t.close();
});

async function cards(query: string): Promise<{ id: number; name: string; community_name: string }[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/fields?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data;
}
const keyword = (word: string, rest = '') => `keyword=${encodeURIComponent(word)}${rest}`;
const names = async (query: string) => (await cards(query)).map((card) => card.name).sort();

/** Runs SQL with the catalogue triggers off, as if the version had not been told (to show what the cache keeps). */
async function writeBehindTheCachesBack(sql: string, values: unknown[]): Promise<void> {
  await withTransaction(t.deps.pool, async (client) => {
    await client.query("set local session_replication_role = 'replica'");
    await client.query(sql, values);
  });
}

describe('keyword searches are cached while the catalogue does not change', () => {
  it('answers a repeated keyword search from the cache, and the next search after any catalogue write afresh', async () => {
    expect(await names(keyword('中庭'))).toEqual(['国金中心中庭', '港汇广场一楼中庭']);
    // A change the version does not see: the cached answer still shows the old name (proof it is cached)…
    await writeBehindTheCachesBack('update venue_search set name = $2 where top_physical_id = $1', [f.venues.P3, '国金中心中庭（改）']);
    expect(await names(keyword('中庭'))).toEqual(['国金中心中庭', '港汇广场一楼中庭']);
    // …while a filter search (never cached) reads the table.
    expect((await cards('city_ids=90&category_ids=1')).map((card) => card.name)).toContain('国金中心中庭（改）');
    // Any write the triggers see moves the version: the next keyword search is computed again.
    await t.deps.pool.query('update communities set person_flow = person_flow where id = $1', [f.communities.C4]);
    expect(await names(keyword('中庭'))).toEqual(['国金中心中庭（改）', '港汇广场一楼中庭']);
  });

  it('shows a supplier-style change (a rename refreshed in its transaction) to the very next keyword search', async () => {
    expect(await names(keyword('星空'))).toEqual([]);
    expect(await names(keyword('阳光花园'))).toEqual(['阳光花园中心广场']);
    await withTransaction(t.deps.pool, async (client) => {
      await client.query('update physical_resources set name = $2 where id = $1', [f.venues.P4, '星空花园中心广场']);
      await client.query('update communities set name = $2 where id = $1', [f.communities.C3, '星空花园']);
      await refreshVenueSearch(client, [f.venues.P4]);
    });
    expect(await cards(keyword('星空'))).toEqual([expect.objectContaining({ id: f.venues.P4, name: '星空花园中心广场', community_name: '星空花园' })]);
    expect(await names(keyword('阳光花园'))).toEqual([]);
  });

  it('keeps pages, cities and counts of one keyword apart', async () => {
    expect(await names(keyword('广场', '&city_ids=52'))).toEqual(['太古里下沉广场']);
    const first = await t.app.inject({ method: 'GET', url: `/api/fields?${keyword('广场', '&page_size=1&order_by=price')}` });
    const second = await t.app.inject({ method: 'GET', url: `/api/fields?${keyword('广场', '&page_size=1&page=2&order_by=price')}` });
    expect(first.json().result.page).toBe(1);
    expect(second.json().result.page).toBe(2);
    expect(first.json().result.data[0].id).not.toBe(second.json().result.data[0].id);
    expect(second.json().result.total).toBe(first.json().result.total);
  });

  it('a rolled-back write leaves the version alone; a committed one moves it; folding the rows does not', async () => {
    const before = await catalogueVersion(t.deps.pool);
    await expect(
      withTransaction(t.deps.pool, async (client) => {
        await client.query('update venue_search set person_flow = person_flow + 1');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await catalogueVersion(t.deps.pool)).toBe(before);
    await t.deps.pool.query('update labels set sort = sort where id = 1');
    const after = await catalogueVersion(t.deps.pool);
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    await foldCatalogueChanges(t.deps.pool);
    expect(await catalogueVersion(t.deps.pool)).toBe(after);
    expect((await t.deps.pool.query('select count(*)::int as n from catalogue_changes')).rows[0].n).toBe(1);
    await foldCatalogueChanges(t.deps.pool);
    expect(await catalogueVersion(t.deps.pool)).toBe(after);
  });
});

describe('listening for catalogue changes (the server mode: a hit needs no database round trip)', () => {
  it('drops the answers when another connection commits a change (its notification) and at once for this process’s own writes', async () => {
    const stop = listenForCatalogueChanges(t.deps.pool, pino({ level: 'silent' }));
    try {
      await expect.poll(() => isListening(t.deps.pool), { timeout: 10_000 }).toBe(true);
      const before = await names(keyword('外墙'));
      expect(before).toEqual(['国金中心外墙LED大屏']);
      await writeBehindTheCachesBack('update venue_search set name = $2 where top_physical_id = $1', [f.venues.P6, '国金中心外墙大屏（改）']);
      expect(await names(keyword('外墙'))).toEqual(before); // cached, and nothing told the cache
      // Another connection's write: the trigger's notification reaches the listener when it commits.
      await t.deps.pool.query('update communities set person_flow = person_flow where id = $1', [f.communities.C2]);
      await expect.poll(() => names(keyword('外墙')), { timeout: 10_000 }).toEqual(['国金中心外墙大屏（改）']);
      // This process's own write through refreshVenueSearch: visible to the very next search.
      await withTransaction(t.deps.pool, async (client) => {
        await client.query('update physical_resources set name = $2 where id = $1', [f.venues.P6, '国金中心外墙LED屏']);
        await refreshVenueSearch(client, [f.venues.P6]);
      });
      expect(await names(keyword('外墙'))).toEqual(['国金中心外墙LED屏']);
    } finally {
      await stop();
    }
    expect(isListening(t.deps.pool)).toBe(false);
  });
});
