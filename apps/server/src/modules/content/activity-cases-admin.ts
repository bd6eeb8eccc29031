import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { ActivityCaseBody, OperatorActivityCase } from '@vm/contracts/content';
import { activityCases, activityCaseTypes, cities } from '../../db/schema/index';
import { containsPattern } from '../../platform/db/like-pattern';
import { typed, type TypedDb } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { invalid, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { sanitizeArticleHtml } from './sanitize-html';

/** Operators keep the activity cases of /theme/case: add, edit, remove; the detail HTML is sanitised like articles. */

const a = activityCases;

function selectCases(db: TypedDb) {
  return db
    .select({
      id: a.id,
      type_id: a.typeId,
      type_name: activityCaseTypes.name,
      title: a.title,
      brand: a.brand,
      cover_url: a.coverUrl,
      city_id: a.cityId,
      city_name: cities.name,
      summary: a.summary,
      content: a.content,
      images: a.images,
      held_on: a.heldOn,
      sort: a.sort,
    })
    .from(a)
    .innerJoin(activityCaseTypes, eq(activityCaseTypes.id, a.typeId))
    .innerJoin(cities, eq(cities.id, a.cityId))
    .$dynamic();
}

export async function listOperatorActivityCases(
  deps: Pick<AppDeps, 'pool'>,
  query: { keyword?: string; page: number; page_size: number },
): Promise<Page<OperatorActivityCase>> {
  const db = typed(deps.pool);
  const filter = query.keyword ? ilike(a.title, containsPattern(query.keyword)) : undefined;
  const [rows, [count]] = await Promise.all([
    selectCases(db)
      .where(filter)
      .orderBy(desc(a.sort), desc(a.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .where(filter),
  ]);
  return page(rows, count?.total ?? 0, query.page, query.page_size);
}

async function byId(tx: Queryable, id: number, lock = false): Promise<OperatorActivityCase | undefined> {
  const query = selectCases(typed(tx)).where(eq(a.id, id));
  const [row] = lock ? await query.for('update', { of: a }) : await query;
  return row;
}

async function cleaned(tx: Queryable, body: ActivityCaseBody): Promise<ActivityCaseBody> {
  const db = typed(tx);
  if ((await db.select({ id: activityCaseTypes.id }).from(activityCaseTypes).where(eq(activityCaseTypes.id, body.type_id))).length === 0)
    throw invalid('type_id', '案例类型不存在');
  if ((await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id))).length === 0) throw invalid('city_id', '城市不存在');
  return { ...body, content: sanitizeArticleHtml(body.content) };
}

const snapshot = (row: OperatorActivityCase) => ({
  title: row.title,
  type_id: row.type_id,
  city_id: row.city_id,
  brand: row.brand,
  held_on: row.held_on,
  sort: row.sort,
  images: row.images.length,
});

const columns = (body: ActivityCaseBody) => ({
  typeId: body.type_id,
  title: body.title,
  brand: body.brand,
  coverUrl: body.cover_url,
  cityId: body.city_id,
  summary: body.summary,
  content: body.content,
  images: body.images,
  heldOn: body.held_on,
  sort: body.sort,
});

export async function createActivityCase(deps: AppDeps, operatorId: number, body: ActivityCaseBody): Promise<OperatorActivityCase> {
  return withTransaction(deps.pool, async (tx) => {
    const values = await cleaned(tx, body);
    const id = (await typed(tx).insert(a).values(columns(values)).returning({ id: a.id }))[0]!.id;
    const after = (await byId(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'activity_case', id },
        audit: { action: 'activity_case.create', targetType: 'activity_case', targetId: id, before: null, after: snapshot(after) },
        now: deps.clock.now(),
      },
      deps.events,
    );
    return after;
  });
}

export async function updateActivityCase(deps: AppDeps, operatorId: number, id: number, body: ActivityCaseBody): Promise<OperatorActivityCase> {
  return withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('案例');
    const values = await cleaned(tx, body);
    await typed(tx).update(a).set(columns(values)).where(eq(a.id, id));
    const after = (await byId(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'activity_case', id },
        audit: { action: 'activity_case.update', targetType: 'activity_case', targetId: id, before: snapshot(before), after: snapshot(after) },
        now: deps.clock.now(),
      },
      deps.events,
    );
    return after;
  });
}

export async function deleteActivityCase(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('案例');
    await typed(tx).delete(a).where(eq(a.id, id));
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'activity_case', id },
        audit: { action: 'activity_case.delete', targetType: 'activity_case', targetId: id, before: snapshot(before), after: null },
        now: deps.clock.now(),
      },
      deps.events,
    );
  });
}
