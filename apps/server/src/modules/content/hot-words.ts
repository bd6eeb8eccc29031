import type { HotWordBody, OperatorHotWord } from '@vm/contracts/content';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, invalid, notFound } from '../../platform/http/app-error';

/**
 * Hot words: the header's hot row and the search box's dropdown read them (GET /api/hot_words, the
 * city's words then the national ones). Operators add, edit and remove them.
 */

const SELECT = 'select h.id, h.name, h.city_id, c.name as city_name, h.sort from hot_words h left join cities c on c.id = h.city_id';

export async function listOperatorHotWords(deps: Pick<AppDeps, 'pool'>): Promise<OperatorHotWord[]> {
  return (await deps.pool.query<OperatorHotWord>(`${SELECT} order by h.city_id nulls first, h.sort, h.id`)).rows;
}

async function byId(tx: Queryable, id: number, lock = false): Promise<OperatorHotWord | undefined> {
  return (await tx.query<OperatorHotWord>(`${SELECT} where h.id = $1${lock ? ' for update of h' : ''}`, [id])).rows[0];
}

async function check(tx: Queryable, body: HotWordBody, exceptId: number | null): Promise<void> {
  if (body.city_id !== null && (await tx.query('select 1 from cities where id = $1', [body.city_id])).rowCount === 0) throw invalid('city_id', '城市不存在');
  const same = await tx.query('select 1 from hot_words where name = $1 and city_id is not distinct from $2 and id is distinct from $3', [body.name, body.city_id, exceptId]);
  if ((same.rowCount ?? 0) > 0) throw conflict('该城市已有这个热词');
}

const audit = (action: string, id: number, before: OperatorHotWord | null, after: OperatorHotWord | null) => ({ action, targetType: 'hot_word', targetId: id, before, after });

export async function createHotWord(deps: AppDeps, operatorId: number, body: HotWordBody): Promise<OperatorHotWord> {
  return withTransaction(deps.pool, async (tx) => {
    await check(tx, body, null);
    const id = (await tx.query<{ id: number }>('insert into hot_words (name, city_id, sort) values ($1, $2, $3) returning id', [body.name, body.city_id, body.sort])).rows[0]!.id;
    const after = (await byId(tx, id))!;
    await recordEvent(tx, { type: 'content.changed', actorId: operatorId, payload: { kind: 'hot_word', id }, audit: audit('hot_word.create', id, null, after), now: deps.clock.now() });
    return after;
  });
}

export async function updateHotWord(deps: AppDeps, operatorId: number, id: number, body: HotWordBody): Promise<OperatorHotWord> {
  return withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('热词');
    await check(tx, body, id);
    await tx.query('update hot_words set name = $2, city_id = $3, sort = $4 where id = $1', [id, body.name, body.city_id, body.sort]);
    const after = (await byId(tx, id))!;
    await recordEvent(tx, { type: 'content.changed', actorId: operatorId, payload: { kind: 'hot_word', id }, audit: audit('hot_word.update', id, before, after), now: deps.clock.now() });
    return after;
  });
}

export async function deleteHotWord(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await byId(tx, id, true);
    if (!before) throw notFound('热词');
    await tx.query('delete from hot_words where id = $1', [id]);
    await recordEvent(tx, { type: 'content.changed', actorId: operatorId, payload: { kind: 'hot_word', id }, audit: audit('hot_word.delete', id, before, null), now: deps.clock.now() });
  });
}
