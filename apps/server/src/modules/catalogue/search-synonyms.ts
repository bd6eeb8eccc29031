import { asc, eq } from 'drizzle-orm';
import type { SearchSynonym, SearchSynonymBody } from '@vm/contracts/catalogue-search';
import { searchSynonyms } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { afterCommit, withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { notFound } from '../../platform/http/app-error';
import { catalogueChangedHere } from './search-cache';

/**
 * The operator's synonym groups (search console). A write fires the catalogue-changed trigger
 * (migration 0031): every process's keyword cache and vocabulary are stale from its commit on, so the
 * next search anywhere uses the change.
 */

const s = searchSynonyms;

function toSynonym(row: { id: number; words: string[]; updatedAt: Date }): SearchSynonym {
  return { id: row.id, words: row.words, updated_at: row.updatedAt.toISOString() };
}

export async function listSearchSynonyms(deps: Pick<AppDeps, 'pool'>): Promise<SearchSynonym[]> {
  const rows = await typed(deps.pool).select({ id: s.id, words: s.words, updatedAt: s.updatedAt }).from(s).orderBy(asc(s.id));
  return rows.map(toSynonym);
}

async function byId(tx: Queryable, id: number, lock = false): Promise<SearchSynonym | undefined> {
  const query = typed(tx).select({ id: s.id, words: s.words, updatedAt: s.updatedAt }).from(s).where(eq(s.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toSynonym(row) : undefined;
}

const audit = (action: string, id: number, before: SearchSynonym | null, after: SearchSynonym | null) => ({
  action,
  targetType: 'search_synonym',
  targetId: id,
  before: before && { words: before.words },
  after: after && { words: after.words },
});

export async function createSearchSynonym(deps: AppDeps, operatorId: number, body: SearchSynonymBody): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (tx) => {
    const id = (await typed(tx).insert(s).values({ words: body.words }).returning({ id: s.id }))[0]!.id;
    const after = (await byId(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'search_synonym', id },
        audit: audit('search_synonym.create', id, null, after),
        now: deps.clock.now(),
      },
      deps.events,
    );
    afterCommit(tx, catalogueChangedHere);
    return { id };
  });
}

export async function updateSearchSynonym(deps: AppDeps, operatorId: number, id: number, body: SearchSynonymBody): Promise<SearchSynonym> {
  return withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('同义词组');
    await typed(tx).update(s).set({ words: body.words, updatedAt: deps.clock.now() }).where(eq(s.id, id));
    const after = (await byId(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'search_synonym', id },
        audit: audit('search_synonym.update', id, before, after),
        now: deps.clock.now(),
      },
      deps.events,
    );
    afterCommit(tx, catalogueChangedHere);
    return after;
  });
}

export async function deleteSearchSynonym(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('同义词组');
    await typed(tx).delete(s).where(eq(s.id, id));
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'search_synonym', id },
        audit: audit('search_synonym.delete', id, before, null),
        now: deps.clock.now(),
      },
      deps.events,
    );
    afterCommit(tx, catalogueChangedHere);
  });
}
