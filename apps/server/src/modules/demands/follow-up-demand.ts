import type { FollowUpBody, OperatorDemand } from '@vm/contracts/demands';
import { DEMAND_STATUS_NAMES, mayFollowUp, type DemandStatus } from '@vm/domain/demands';
import { and, eq } from 'drizzle-orm';
import { demandFollowUps, demands } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent, type EventSubscribers } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { demandRowById, followUpsOf, receiversOf, toDetail } from './queries';

/**
 * POST /api/operator/appeals/{id}/follow_up `{ status, note }`: open → contacted → closed (or open →
 * closed), each change a compare-and-set on the status read under lock, with its note in the history and
 * an audited `demand.followed_up` event in the same transaction. A move the state does not allow is 409.
 */
export async function followUpDemand(deps: AppDeps, operatorId: number, demandId: number, body: FollowUpBody): Promise<OperatorDemand> {
  return withTransaction(deps.pool, async (client) => {
    await followUpInTransaction(client, deps.events, operatorId, demandId, body, deps.clock.now());
    const row = (await demandRowById(client, demandId, operatorId))!;
    const viewer = { userId: operatorId, isOperator: true };
    return {
      ...toDetail(row, viewer, (await receiversOf(client, [demandId])).get(demandId) ?? []),
      owner: { id: row.user_id, mobile: row.owner_mobile, name: row.owner_name },
      follow_ups: (await followUpsOf(client, [demandId])).get(demandId) ?? [],
    };
  });
}

/** The status change, its history row and its audited event, in the caller's transaction (API or demo seed). */
export async function followUpInTransaction(
  client: Queryable,
  events: EventSubscribers,
  operatorId: number,
  demandId: number,
  body: FollowUpBody,
  now: Date,
): Promise<void> {
  const db = typed(client);
  const [found] = await db
    .select({ user_id: demands.userId, status: demands.status, follow_note: demands.followNote })
    .from(demands)
    .where(eq(demands.id, demandId))
    .for('update');
  if (!found) throw notFound('需求');
  const before = { ...found, status: found.status as DemandStatus };
  if (!mayFollowUp(before.status, body.status)) {
    throw conflict(`该需求${DEMAND_STATUS_NAMES[before.status]}，不能改为${DEMAND_STATUS_NAMES[body.status]}`, 'DEMAND_STATUS_CHANGED');
  }
  const changed = await db
    .update(demands)
    .set({ status: body.status, followNote: body.note })
    .where(and(eq(demands.id, demandId), eq(demands.status, before.status)))
    .returning({ id: demands.id });
  if (changed.length === 0) throw conflict('该需求状态已变化，请刷新后重试', 'DEMAND_STATUS_CHANGED');
  await db.insert(demandFollowUps).values({ demandId, operatorId, fromStatus: before.status, toStatus: body.status, note: body.note, createdAt: now });
  await recordEvent(
    client,
    {
      type: 'demand.followed_up',
      actorId: operatorId,
      subjectUserId: before.user_id,
      payload: { demand_id: demandId, from: before.status, to: body.status },
      audit: {
        action: 'demand.follow_up',
        targetType: 'demand',
        targetId: demandId,
        before: { status: before.status, follow_note: before.follow_note },
        after: { status: body.status, follow_note: body.note },
      },
      now,
    },
    events,
  );
}
