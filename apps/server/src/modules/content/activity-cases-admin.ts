import type { ActivityCaseBody, OperatorActivityCase } from '@vm/contracts/content';
import { containsPattern } from '../../platform/db/like-pattern';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { invalid, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { sanitizeArticleHtml } from './sanitize-html';

/** Operators keep the activity cases of /theme/case: add, edit, remove; the detail HTML is sanitised like articles. */

const SELECT = `select a.id, a.type_id, t.name as type_name, a.title, a.brand, a.cover_url, a.city_id, c.name as city_name, a.summary, a.content,
  a.images, to_char(a.held_on, 'YYYY-MM-DD') as held_on, a.sort from activity_cases a join activity_case_types t on t.id = a.type_id join cities c on c.id = a.city_id`;

export async function listOperatorActivityCases(deps: Pick<AppDeps, 'pool'>, query: { keyword?: string; page: number; page_size: number }): Promise<Page<OperatorActivityCase>> {
  const values: unknown[] = [];
  const filter = query.keyword ? `where a.title ilike $${values.push(containsPattern(query.keyword))}` : '';
  const [rows, count] = await Promise.all([
    deps.pool.query<OperatorActivityCase>(`${SELECT} ${filter} order by a.sort desc, a.id desc limit $${values.length + 1} offset $${values.length + 2}`, [
      ...values,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
    deps.pool.query<{ total: number }>(`select count(*)::int as total from activity_cases a ${filter}`, values),
  ]);
  return page(rows.rows, count.rows[0]?.total ?? 0, query.page, query.page_size);
}

async function byId(tx: Queryable, id: number, lock = false): Promise<OperatorActivityCase | undefined> {
  return (await tx.query<OperatorActivityCase>(`${SELECT} where a.id = $1${lock ? ' for update of a' : ''}`, [id])).rows[0];
}

async function cleaned(tx: Queryable, body: ActivityCaseBody): Promise<ActivityCaseBody> {
  if ((await tx.query('select 1 from activity_case_types where id = $1', [body.type_id])).rowCount === 0) throw invalid('type_id', '案例类型不存在');
  if ((await tx.query('select 1 from cities where id = $1', [body.city_id])).rowCount === 0) throw invalid('city_id', '城市不存在');
  return { ...body, content: sanitizeArticleHtml(body.content) };
}

const snapshot = (row: OperatorActivityCase) => ({ title: row.title, type_id: row.type_id, city_id: row.city_id, brand: row.brand, held_on: row.held_on, sort: row.sort, images: row.images.length });

const COLUMNS = 'type_id, title, brand, cover_url, city_id, summary, content, images, held_on, sort';
const params = (body: ActivityCaseBody) => [body.type_id, body.title, body.brand, body.cover_url, body.city_id, body.summary, body.content, body.images, body.held_on, body.sort];

export async function createActivityCase(deps: AppDeps, operatorId: number, body: ActivityCaseBody): Promise<OperatorActivityCase> {
  return withTransaction(deps.pool, async (tx) => {
    const values = await cleaned(tx, body);
    const id = (await tx.query<{ id: number }>(`insert into activity_cases (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`, params(values))).rows[0]!.id;
    const after = (await byId(tx, id))!;
    await recordEvent(tx, {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'activity_case', id },
      audit: { action: 'activity_case.create', targetType: 'activity_case', targetId: id, before: null, after: snapshot(after) },
      now: deps.clock.now(),
    });
    return after;
  });
}

export async function updateActivityCase(deps: AppDeps, operatorId: number, id: number, body: ActivityCaseBody): Promise<OperatorActivityCase> {
  return withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('案例');
    const values = await cleaned(tx, body);
    await tx.query(
      'update activity_cases set type_id = $2, title = $3, brand = $4, cover_url = $5, city_id = $6, summary = $7, content = $8, images = $9, held_on = $10, sort = $11 where id = $1',
      [id, ...params(values)],
    );
    const after = (await byId(tx, id))!;
    await recordEvent(tx, {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'activity_case', id },
      audit: { action: 'activity_case.update', targetType: 'activity_case', targetId: id, before: snapshot(before), after: snapshot(after) },
      now: deps.clock.now(),
    });
    return after;
  });
}

export async function deleteActivityCase(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('案例');
    await tx.query('delete from activity_cases where id = $1', [id]);
    await recordEvent(tx, {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'activity_case', id },
      audit: { action: 'activity_case.delete', targetType: 'activity_case', targetId: id, before: snapshot(before), after: null },
      now: deps.clock.now(),
    });
  });
}
