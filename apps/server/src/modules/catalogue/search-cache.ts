import type pg from 'pg';
import type { IntervalJob } from '../../platform/jobs/interval-jobs';

/**
 * A per-process cache of keyword searches (the expensive ones: the words' GIN, then the page and a
 * count of up to 1,001 matches), kept exact by the catalogue's version.
 *
 * The version is `sum(changes)` of `catalogue_changes`, a row a trigger adds, in the writer's own
 * transaction, for every statement that changes what a search shows (venue_search, venue_search_text,
 * communities, the names on a card). It grows when such a transaction commits, on whatever process or
 * tool made the change, and is never shared between writers, so writes never wait for each other.
 *
 * A search reads the version first (one index-free, few-row query), then answers from the cache when
 * its entry was computed at that version. On a miss it runs the search, whose snapshot is at least as
 * new as the version read, and keeps the answer under that version: a change committed after the read
 * makes the next read see a larger version, so a supplier's change shows to buyers at once, and no
 * answer older than the version it is kept under is ever served.
 *
 * Entries are per pool (tests build many apps, each on its own database, in one process) and the
 * least recently used go first beyond MAX_ENTRIES. Answers are shared: callers must not mutate them.
 */
const MAX_ENTRIES = 500;

interface Entry<T> {
  version: string;
  value: T;
}

const caches = new WeakMap<pg.Pool, Map<string, Entry<unknown>>>();

function cacheOf(pool: pg.Pool): Map<string, Entry<unknown>> {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new Map();
    caches.set(pool, cache);
  }
  return cache;
}

/** The catalogue's version as seen by `pool` now (a replica answers with its own, consistent one). */
export async function catalogueVersion(pool: Pick<pg.Pool, 'query'>): Promise<string> {
  const result = await pool.query<{ version: string }>({
    name: 'catalogue-version',
    text: 'select coalesce(sum(changes), 0)::text as version from catalogue_changes',
  });
  return result.rows[0]!.version;
}

/** `compute()`'s answer for `key`, from the cache when nothing in the catalogue changed since it was computed. */
export async function cachedSearch<T>(pool: pg.Pool, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(pool);
  const version = await catalogueVersion(pool);
  const entry = cache.get(key);
  if (entry && entry.version === version) {
    cache.delete(key);
    cache.set(key, entry); // most recently used last
    return entry.value as T;
  }
  const value = await compute();
  const current = cache.get(key);
  // Never replace an entry computed at a newer version than this one (a concurrent miss that read later).
  if (!current || BigInt(current.version) <= BigInt(version)) {
    cache.delete(key);
    cache.set(key, { version, value });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return value;
}

/**
 * Folds the change rows into one carrying their sum, so reading the version stays a few-row sum. The
 * version does not move: the rows a concurrent writer has not committed are invisible here and stay.
 */
export async function foldCatalogueChanges(pool: Pick<pg.Pool, 'query'>): Promise<void> {
  await pool.query(`with folded as (delete from catalogue_changes returning changes)
    insert into catalogue_changes (changes) select sum(changes) from folded having count(*) > 0`);
}

/** The catalogue's interval jobs, for startIntervalJobs in main.ts (safe on several processes at once). */
export function catalogueJobs(deps: { pool: pg.Pool }): IntervalJob[] {
  return [{ name: 'fold-catalogue-changes', everyMs: 5 * 60_000, run: () => foldCatalogueChanges(deps.pool) }];
}
