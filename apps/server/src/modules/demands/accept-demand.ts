import type { AcceptDemandBody, AcceptDemandResult } from '@vm/contracts/demands';
import { todayInShanghai } from '@vm/domain/business-date';
import { MAX_DEMAND_ACCEPTANCES, demandIsOpen, mayAcceptDemands, type DemandStatus } from '@vm/domain/demands';
import { demandAcceptErrors, firstError } from '@vm/domain/form-validation';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { AppError, conflict, notFound } from '../../platform/http/app-error';

export const ACCEPT_MESSAGES = {
  notAcceptor: '仅场地供应商、代理商或服务商可以承接需求，请先申请入驻',
  own: '不能承接自己发布的需求',
  already: '您已承接过该需求',
  full: '该需求承接人数已满',
  closed: '该需求已结束，无法承接',
  success: '承接成功',
} as const;

/** PostgreSQL's check_violation: demands_accepted_count_range refused a sixth acceptance. */
const CHECK_VIOLATION = '23514';

/**
 * POST /api/receive_appeal/{id} `{ name, mobile }`: a supplier, agent or facilitator accepts an open demand
 * of someone else, once per account (409), while it has fewer than 5 acceptances (409 已满). The demand row
 * is locked, so concurrent acceptances queue; the database's own count (trigger + check) refuses a sixth
 * whatever happens. `demand.accepted` tells the owner (subject) in the same transaction.
 */
export async function acceptDemand(deps: AppDeps, user: { id: number; roles: readonly string[] }, demandId: number, body: AcceptDemandBody): Promise<AcceptDemandResult> {
  if (!mayAcceptDemands(user.roles)) throw new AppError('FORBIDDEN', ACCEPT_MESSAGES.notAcceptor, undefined, 'DEMAND_NOT_ACCEPTOR');
  const errors = demandAcceptErrors(body);
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  try {
    return await withTransaction(deps.pool, (client) => acceptInTransaction(client, user.id, demandId, { name: body.name!.trim(), mobile: body.mobile!.trim() }, deps.clock.now()));
  } catch (error) {
    if ((error as { code?: unknown }).code === CHECK_VIOLATION) throw conflict(ACCEPT_MESSAGES.full, 'DEMAND_FULL');
    throw error;
  }
}

/**
 * The acceptance itself, in the caller's transaction (the API's, or the demo seed's): locks the demand,
 * checks owner, repeat, state and room, inserts the acceptor and records `demand.accepted`.
 */
export async function acceptInTransaction(
  client: Queryable,
  userId: number,
  demandId: number,
  { name, mobile }: { name: string; mobile: string },
  now: Date,
): Promise<AcceptDemandResult> {
  const found = await client.query<{ user_id: number; is_home: boolean; status: DemandStatus; end_date: string | null; accepted_count: number }>(
    'select user_id, is_home, status, end_date, accepted_count from demands where id = $1 for update',
    [demandId],
  );
  const demand = found.rows[0];
  if (!demand || demand.is_home) throw notFound('需求');
  if (demand.user_id === userId) throw conflict(ACCEPT_MESSAGES.own, 'DEMAND_OWN');
  const already = await client.query('select 1 from demand_receivers where demand_id = $1 and user_id = $2', [demandId, userId]);
  if (already.rowCount) throw conflict(ACCEPT_MESSAGES.already, 'DEMAND_ALREADY_ACCEPTED');
  if (!demandIsOpen({ status: demand.status, end: demand.end_date }, todayInShanghai(now))) throw conflict(ACCEPT_MESSAGES.closed, 'DEMAND_CLOSED');
  if (demand.accepted_count >= MAX_DEMAND_ACCEPTANCES) throw conflict(ACCEPT_MESSAGES.full, 'DEMAND_FULL');
  const inserted = await client.query<{ id: number }>(
    `insert into demand_receivers (demand_id, user_id, name, mobile, created_at) values ($1, $2, $3, $4, $5)
     on conflict (demand_id, user_id) do nothing returning id`,
    [demandId, userId, name, mobile, now],
  );
  if (!inserted.rows[0]) throw conflict(ACCEPT_MESSAGES.already, 'DEMAND_ALREADY_ACCEPTED');
  const count = await client.query<{ accepted_count: number }>('select accepted_count from demands where id = $1', [demandId]);
  const acceptedCount = count.rows[0]!.accepted_count;
  await recordEvent(client, {
    type: 'demand.accepted',
    actorId: userId,
    subjectUserId: demand.user_id,
    payload: { demand_id: demandId, acceptor_name: name },
    now,
  });
  return { id: inserted.rows[0].id, accepted_count: acceptedCount, full: acceptedCount >= MAX_DEMAND_ACCEPTANCES };
}
