import type { OperatorFeedback } from '@vm/contracts/operator-console';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

/**
 * Operator console "feedback and error reports": the site suggestions (type 2) and error reports on a
 * venue or community (type 1) of POST /api/feedbacks. An operator marks one handled, optionally with a
 * reply; the `feedback.handled` event carries the reply to the author (as a message).
 */

interface Row {
  id: number;
  feedback_type: number;
  content: string;
  status: 'open' | 'handled';
  reply: string | null;
  user_id: number;
  mobile: string;
  user_name: string;
  community_id: number | null;
  community_name: string | null;
  venue_id: number | null;
  venue_name: string | null;
  created_at: Date;
  handled_at: Date | null;
}

const SELECT = `select f.id, f.feedback_type, f.content, f.status, f.reply, f.created_at, f.handled_at,
  u.id as user_id, u.mobile, u.name as user_name, c.id as community_id, c.name as community_name, p.id as venue_id, p.name as venue_name
  from feedbacks f join users u on u.id = f.user_id left join communities c on c.id = f.community_id left join physical_resources p on p.id = f.physical_resource_id`;

const view = (row: Row): OperatorFeedback => ({
  id: row.id,
  feedback_type: row.feedback_type,
  content: row.content,
  status: row.status,
  reply: row.reply,
  user: { id: row.user_id, mobile: row.mobile, name: row.user_name },
  community: row.community_id === null ? null : { id: row.community_id, name: row.community_name ?? '' },
  venue: row.venue_id === null ? null : { id: row.venue_id, name: row.venue_name ?? '' },
  created_at: toShanghaiIsoString(row.created_at),
  handled_at: row.handled_at ? toShanghaiIsoString(row.handled_at) : null,
});

export async function listFeedbacks(
  deps: Pick<AppDeps, 'pool'>,
  query: { status?: 'open' | 'handled'; feedback_type?: number; page: number; page_size: number },
): Promise<Page<OperatorFeedback>> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.status) where.push(`f.status = $${values.push(query.status)}`);
  if (query.feedback_type) where.push(`f.feedback_type = $${values.push(query.feedback_type)}`);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const [rows, count] = await Promise.all([
    deps.pool.query<Row>(`${SELECT} ${filter} order by f.created_at desc, f.id desc limit $${values.length + 1} offset $${values.length + 2}`, [
      ...values,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
    deps.pool.query<{ total: number }>(`select count(*)::int as total from feedbacks f ${filter}`, values),
  ]);
  return page(rows.rows.map(view), count.rows[0]?.total ?? 0, query.page, query.page_size);
}

async function feedbackById(tx: Queryable, id: number, lock = false): Promise<Row | undefined> {
  return (await tx.query<Row>(`${SELECT} where f.id = $1${lock ? ' for update of f' : ''}`, [id])).rows[0];
}

/** Marks a feedback handled (compare-and-set on `open`), with an optional reply to its author. */
export async function handleFeedback(deps: AppDeps, operatorId: number, id: number, reply: string | undefined): Promise<OperatorFeedback> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await feedbackById(tx, id, true);
    if (!before) throw notFound('反馈');
    if (before.status !== 'open') throw conflict('该反馈已处理');
    await tx.query(`update feedbacks set status = 'handled', reply = $2, handled_at = $3, handled_by = $4 where id = $1 and status = 'open'`, [id, reply ?? null, now, operatorId]);
    const after = (await feedbackById(tx, id))!;
    await recordEvent(tx, {
      type: 'feedback.handled',
      actorId: operatorId,
      subjectUserId: before.user_id,
      payload: { feedback_id: id, feedback_type: before.feedback_type, reply: reply ?? null },
      audit: { action: 'feedback.handle', targetType: 'feedback', targetId: id, before: { status: before.status, reply: before.reply }, after: { status: after.status, reply: after.reply } },
      now,
    });
    return view(after);
  });
}
