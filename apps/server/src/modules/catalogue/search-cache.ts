import pg from 'pg';
import type { Logger } from 'pino';
import { namedSql } from '../../platform/db/typed';
import type { IntervalJob } from '../../platform/jobs/interval-jobs';

/**
 * A per-process cache of keyword searches (the expensive ones: the words' GIN, then the page and a
 * count of up to 1,001 matches), invalidated by every catalogue write.
 *
 * Every statement that changes what a search shows (venue_search, venue_search_text, communities, the
 * names on a card) fires a trigger, in the writer's own transaction, that adds a row to
 * `catalogue_changes` and notifies the channel `catalogue_changed` (delivered when it commits).
 * Entries are checked one of two ways:
 *  - **listening** (the server's normal mode, started by main.ts when catalogue reads go to the primary):
 *    a connection LISTENs on `catalogue_changed`; each notification, and each catalogue write committed
 *    by this process (`catalogueChangedHere`, after the commit), moves a process-wide generation. An
 *    entry is good while the generation it was computed at is current, and an answer computed across a
 *    change is not kept. A hit costs no database round trip. Another process's write reaches this one as
 *    fast as PostgreSQL delivers its notification (milliseconds); this process's own at once.
 *  - **versioned** (tests, a read replica — notifications do not reach a standby —, or while the listening
 *    connection is down): the version is `sum(changes)` of `catalogue_changes`, read before the search
 *    (one query on a few rows). It grows when a change commits, on any process, and an answer is kept
 *    under the version read before it was computed, so it is never older than its key.
 *
 * Entries are per pool (tests build many apps, each on its own database, in one process) and the least
 * recently used go first beyond MAX_ENTRIES. Answers are shared: callers must not mutate them.
 */
const MAX_ENTRIES = 500;
const CHANNEL = 'catalogue_changed';
const RECONNECT_MS = 1000;

interface Entry<T> {
  version: string;
  value: T;
}

const caches = new WeakMap<pg.Pool, Map<string, Entry<unknown>>>();
/** Pools whose process listens for catalogue changes, with whether the listening connection is up now. */
const listening = new WeakMap<pg.Pool, { up: boolean }>();
let generation = 0;

function cacheOf(pool: pg.Pool): Map<string, Entry<unknown>> {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new Map();
    caches.set(pool, cache);
  }
  return cache;
}

/** Whether keyword searches on `pool` are checked by the listening connection (true) or the version. */
export function isListening(pool: pg.Pool): boolean {
  return listening.get(pool)?.up ?? false;
}

/** A catalogue write of this process has committed: every listening entry is stale from now on. */
export function catalogueChangedHere(): void {
  generation += 1;
}

/**
 * LISTENs on `catalogue_changed` with a connection of its own (the pool's settings), so the keyword cache
 * of `pool` needs no database round trip on a hit. While the connection is down the cache checks the
 * version instead, and it reconnects every second. Returns the stop function (close it before the pool).
 */
export function listenForCatalogueChanges(pool: pg.Pool, logger: Pick<Logger, 'warn'>): () => Promise<void> {
  const state = { up: false };
  listening.set(pool, state);
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const down = () => {
    // Changes may be missed while down: whatever was cached is stale, and checks use the version.
    state.up = false;
    generation += 1;
  };
  const connect = async () => {
    timer = null;
    if (stopped) return;
    const next = new pg.Client({ ...pool.options, application_name: 'venue-marketplace-catalogue-listener' });
    client = next;
    next.on('notification', () => {
      generation += 1;
    });
    next.on('error', (error) => {
      logger.warn({ error: error.message }, 'catalogue listener lost its connection');
      down();
      void next.end().catch(() => undefined);
      if (!stopped && client === next && !timer) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
    });
    try {
      await next.connect();
      // LISTEN on the listener's own connection: a command, not data access.
      await next.query(`listen ${CHANNEL}`);
      if (stopped) return void (await next.end().catch(() => undefined));
      generation += 1; // anything cached before listening is not trusted
      state.up = true;
    } catch (error) {
      logger.warn({ error: (error as Error).message }, 'catalogue listener could not connect; keyword searches check the version');
      down();
      void next.end().catch(() => undefined);
      if (!stopped && !timer) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    listening.delete(pool);
    if (timer) clearTimeout(timer);
    down();
    await client?.end().catch(() => undefined);
  };
}

/** Read before every versioned keyword search (a few-row sum, planned once per connection). */
const CATALOGUE_VERSION = namedSql<[], { version: string }>('catalogue-version', 'select coalesce(sum(changes), 0)::text as version from catalogue_changes', [
  'version',
]);

/** The catalogue's version as seen by `pool` now (a replica answers with its own, consistent one). */
export async function catalogueVersion(pool: Pick<pg.Pool, 'query'>): Promise<string> {
  return (await CATALOGUE_VERSION.run(pool, [])).rows[0]!.version;
}

/** `compute()`'s answer for `key`, from the cache when nothing in the catalogue changed since it was computed. */
export async function cachedSearch<T>(pool: pg.Pool, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(pool);
  const listener = listening.get(pool);
  const atGeneration = generation;
  const version = listener?.up ? `g${atGeneration}` : `v${await catalogueVersion(pool)}`;
  const entry = cache.get(key);
  if (entry && entry.version === version) {
    cache.delete(key);
    cache.set(key, entry); // most recently used last
    return entry.value as T;
  }
  const value = await compute();
  // Listening: an answer computed while a change arrived may predate it, so it is not kept. Versioned: the
  // answer is at least as new as the version read before it, so it is kept under it (never replacing an
  // entry of a newer version, which a concurrent miss may have stored).
  const keep = listener?.up ? generation === atGeneration : version.startsWith('v');
  const current = cache.get(key);
  if (keep && (!current || !current.version.startsWith('v') || !version.startsWith('v') || BigInt(current.version.slice(1)) <= BigInt(version.slice(1)))) {
    cache.delete(key);
    cache.set(key, { version, value });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return value;
}

// Deletes and re-inserts in one statement (a data-modifying CTE), so no reader sees the rows gone.
const FOLD_CHANGES = namedSql<[]>(
  'fold-catalogue-changes',
  `with folded as (delete from catalogue_changes returning changes)
    insert into catalogue_changes (changes) select sum(changes) from folded having count(*) > 0`,
);

/**
 * Folds the change rows into one carrying their sum, so reading the version stays a few-row sum. The
 * version does not move: the rows a concurrent writer has not committed are invisible here and stay.
 */
export async function foldCatalogueChanges(pool: Pick<pg.Pool, 'query'>): Promise<void> {
  await FOLD_CHANGES.run(pool, []);
}

/** The catalogue's interval jobs, for startIntervalJobs in main.ts (safe on several processes at once). */
export function catalogueJobs(deps: { pool: pg.Pool }): IntervalJob[] {
  return [{ name: 'fold-catalogue-changes', everyMs: 5 * 60_000, run: () => foldCatalogueChanges(deps.pool) }];
}
