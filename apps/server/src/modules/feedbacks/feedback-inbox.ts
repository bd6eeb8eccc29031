import type { OperatorFeedback } from '@vm/contracts/operator-console';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { communities, feedbacks, physicalResources, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
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

function feedbackRows(db: Queryable) {
  const f = feedbacks;
  return typed(db)
    .select({
      id: f.id,
      feedback_type: f.feedbackType,
      content: f.content,
      status: sql<'open' | 'handled'>`${f.status}`,
      reply: f.reply,
      created_at: f.createdAt,
      handled_at: f.handledAt,
      user_id: users.id,
      mobile: users.mobile,
      user_name: users.name,
      community_id: communities.id,
      community_name: communities.name,
      venue_id: physicalResources.id,
      venue_name: physicalResources.name,
    })
    .from(f)
    .innerJoin(users, eq(users.id, f.userId))
    .leftJoin(communities, eq(communities.id, f.communityId))
    .leftJoin(physicalResources, eq(physicalResources.id, f.physicalResourceId));
}
type Row = Awaited<ReturnType<ReturnType<typeof feedbackRows>['execute']>>[number];

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
  const where = and(
    query.status ? eq(feedbacks.status, query.status) : undefined,
    query.feedback_type ? eq(feedbacks.feedbackType, query.feedback_type) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    feedbackRows(deps.pool)
      .where(where)
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    typed(deps.pool).select({ total: count() }).from(feedbacks).where(where),
  ]);
  return page(rows.map(view), counted?.total ?? 0, query.page, query.page_size);
}

async function feedbackById(tx: Queryable, id: number, lock = false): Promise<Row | undefined> {
  const query = feedbackRows(tx).where(eq(feedbacks.id, id));
  const [row] = lock ? await query.for('update', { of: feedbacks }) : await query;
  return row;
}

/** Marks a feedback handled (compare-and-set on `open`), with an optional reply to its author. */
export async function handleFeedback(deps: AppDeps, operatorId: number, id: number, reply: string | undefined): Promise<OperatorFeedback> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await feedbackById(tx, id, true);
    if (!before) throw notFound('反馈');
    if (before.status !== 'open') throw conflict('该反馈已处理');
    await typed(tx)
      .update(feedbacks)
      .set({ status: 'handled', reply: reply ?? null, handledAt: now, handledBy: operatorId })
      .where(and(eq(feedbacks.id, id), eq(feedbacks.status, 'open')));
    const after = (await feedbackById(tx, id))!;
    await recordEvent(
      tx,
      {
        type: 'feedback.handled',
        actorId: operatorId,
        subjectUserId: before.user_id,
        payload: { feedback_id: id, feedback_type: before.feedback_type, reply: reply ?? null },
        audit: {
          action: 'feedback.handle',
          targetType: 'feedback',
          targetId: id,
          before: { status: before.status, reply: before.reply },
          after: { status: after.status, reply: after.reply },
        },
        now,
      },
      deps.events,
    );
    return view(after);
  });
}
