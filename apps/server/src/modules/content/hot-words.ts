import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HotWordBody, OperatorHotWord } from '@vm/contracts/content';
import { cities, hotWords } from '../../db/schema/index';
import { typed, type TypedDb } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, invalid, notFound } from '../../platform/http/app-error';

/**
 * Hot words: the header's hot row and the search box's dropdown read them (GET /api/hot_words, the
 * city's words then the national ones). Operators add, edit and remove them.
 */

const h = hotWords;

function selectHotWords(db: TypedDb) {
  return db
    .select({ id: h.id, name: h.name, city_id: h.cityId, city_name: cities.name, sort: h.sort })
    .from(h)
    .leftJoin(cities, eq(cities.id, h.cityId))
    .$dynamic();
}

export async function listOperatorHotWords(deps: Pick<AppDeps, 'pool'>): Promise<OperatorHotWord[]> {
  return selectHotWords(typed(deps.pool)).orderBy(sql`${h.cityId} nulls first`, h.sort, h.id);
}

async function byId(tx: Queryable, id: number, lock = false): Promise<OperatorHotWord | undefined> {
  const query = selectHotWords(typed(tx)).where(eq(h.id, id));
  const [row] = lock ? await query.for('update', { of: h }) : await query;
  return row;
}

async function check(tx: Queryable, body: HotWordBody, exceptId: number | null): Promise<void> {
  const db = typed(tx);
  if (body.city_id !== null && (await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id))).length === 0)
    throw invalid('city_id', '城市不存在');
  const same = await db
    .select({ id: h.id })
    .from(h)
    .where(and(eq(h.name, body.name), isNotDistinctFrom(h.cityId, body.city_id), exceptId === null ? undefined : ne(h.id, exceptId)));
  if (same.length > 0) throw conflict('该城市已有这个热词');
}

/** `column is not distinct from value` (a null city is the national list). */
const isNotDistinctFrom = (column: AnyPgColumn, value: number | null): SQL => sql`${column} is not distinct from ${value}`;

const audit = (action: string, id: number, before: OperatorHotWord | null, after: OperatorHotWord | null) => ({
  action,
  targetType: 'hot_word',
  targetId: id,
  before,
  after,
});

export async function createHotWord(deps: AppDeps, operatorId: number, body: HotWordBody): Promise<OperatorHotWord> {
  return withTransaction(deps.pool, async (tx) => {
    await check(tx, body, null);
    const id = (await typed(tx).insert(h).values({ name: body.name, cityId: body.city_id, sort: body.sort }).returning({ id: h.id }))[0]!.id;
    const after = (await byId(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'hot_word', id },
        audit: audit('hot_word.create', id, null, after),
        now: deps.clock.now(),
      },
      deps.events,
    );
    return after;
  });
}

export async function updateHotWord(deps: AppDeps, operatorId: number, id: number, body: HotWordBody): Promise<OperatorHotWord> {
  return withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('热词');
    await check(tx, body, id);
    await typed(tx).update(h).set({ name: body.name, cityId: body.city_id, sort: body.sort }).where(eq(h.id, id));
    const after = (await byId(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'hot_word', id },
        audit: audit('hot_word.update', id, before, after),
        now: deps.clock.now(),
      },
      deps.events,
    );
    return after;
  });
}

export async function deleteHotWord(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('热词');
    await typed(tx).delete(h).where(eq(h.id, id));
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'hot_word', id },
        audit: audit('hot_word.delete', id, before, null),
        now: deps.clock.now(),
      },
      deps.events,
    );
  });
}
