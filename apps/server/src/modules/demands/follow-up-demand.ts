import type { FollowUpBody, OperatorDemand } from '@vm/contracts/demands';
import { DEMAND_STATUS_NAMES, mayFollowUp, type DemandStatus } from '@vm/domain/demands';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { demandRowById, followUpsOf, receiversOf, toDetail } from './queries';

/**
 * POST /api/operator/appeals/{id}/follow_up `{ status, note }`: open → contacted → closed (or open →
 * closed), each change a compare-and-set on the status read under lock, with its note in the history and
 * an audited `demand.followed_up` event in the same transaction. A move the state does not allow is 409.
 */
export async function followUpDemand(deps: AppDeps, operatorId: number, demandId: number, body: FollowUpBody): Promise<OperatorDemand> {
  return withTransaction(deps.pool, async (client) => {
    await followUpInTransaction(client, operatorId, demandId, body, deps.clock.now());
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
export async function followUpInTransaction(client: Queryable, operatorId: number, demandId: number, body: FollowUpBody, now: Date): Promise<void> {
  const found = await client.query<{ user_id: number; status: DemandStatus; follow_note: string | null }>(
    'select user_id, status, follow_note from demands where id = $1 for update',
    [demandId],
  );
  const before = found.rows[0];
  if (!before) throw notFound('需求');
  if (!mayFollowUp(before.status, body.status)) {
    throw conflict(`该需求${DEMAND_STATUS_NAMES[before.status]}，不能改为${DEMAND_STATUS_NAMES[body.status]}`, 'DEMAND_STATUS_CHANGED');
  }
  const changed = await client.query('update demands set status = $3, follow_note = $4 where id = $1 and status = $2', [demandId, before.status, body.status, body.note]);
  if (!changed.rowCount) throw conflict('该需求状态已变化，请刷新后重试', 'DEMAND_STATUS_CHANGED');
  await client.query('insert into demand_follow_ups (demand_id, operator_id, from_status, to_status, note, created_at) values ($1, $2, $3, $4, $5, $6)', [
    demandId,
    operatorId,
    before.status,
    body.status,
    body.note,
    now,
  ]);
  await recordEvent(client, {
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
  });
}
