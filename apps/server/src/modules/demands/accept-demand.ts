import type { AcceptDemandBody, AcceptDemandResult } from '@vm/contracts/demands';
import { todayInShanghai } from '@vm/domain/business-date';
import { MAX_DEMAND_ACCEPTANCES, demandIsOpen, mayAcceptDemands, type DemandStatus } from '@vm/domain/demands';
import { demandAcceptErrors, firstError } from '@vm/domain/form-validation';
import { and, eq } from 'drizzle-orm';
import { demandReceivers, demands } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent, type EventSubscribers } from '../../platform/events/record-event';
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
export async function acceptDemand(
  deps: AppDeps,
  user: { id: number; roles: readonly string[] },
  demandId: number,
  body: AcceptDemandBody,
): Promise<AcceptDemandResult> {
  if (!mayAcceptDemands(user.roles)) throw new AppError('FORBIDDEN', ACCEPT_MESSAGES.notAcceptor, undefined, 'DEMAND_NOT_ACCEPTOR');
  const errors = demandAcceptErrors(body);
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  try {
    return await withTransaction(deps.pool, (client) =>
      acceptInTransaction(client, deps.events, user.id, demandId, { name: body.name!.trim(), mobile: body.mobile!.trim() }, deps.clock.now()),
    );
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
  events: EventSubscribers,
  userId: number,
  demandId: number,
  { name, mobile }: { name: string; mobile: string },
  now: Date,
): Promise<AcceptDemandResult> {
  const db = typed(client);
  const [demand] = await db
    .select({ userId: demands.userId, isHome: demands.isHome, status: demands.status, endDate: demands.endDate, acceptedCount: demands.acceptedCount })
    .from(demands)
    .where(eq(demands.id, demandId))
    .for('update');
  if (!demand || demand.isHome) throw notFound('需求');
  if (demand.userId === userId) throw conflict(ACCEPT_MESSAGES.own, 'DEMAND_OWN');
  const [already] = await db
    .select({ id: demandReceivers.id })
    .from(demandReceivers)
    .where(and(eq(demandReceivers.demandId, demandId), eq(demandReceivers.userId, userId)));
  if (already) throw conflict(ACCEPT_MESSAGES.already, 'DEMAND_ALREADY_ACCEPTED');
  if (!demandIsOpen({ status: demand.status as DemandStatus, end: demand.endDate }, todayInShanghai(now)))
    throw conflict(ACCEPT_MESSAGES.closed, 'DEMAND_CLOSED');
  if (demand.acceptedCount >= MAX_DEMAND_ACCEPTANCES) throw conflict(ACCEPT_MESSAGES.full, 'DEMAND_FULL');
  const [inserted] = await db
    .insert(demandReceivers)
    .values({ demandId, userId, name, mobile, createdAt: now })
    .onConflictDoNothing({ target: [demandReceivers.demandId, demandReceivers.userId] })
    .returning({ id: demandReceivers.id });
  if (!inserted) throw conflict(ACCEPT_MESSAGES.already, 'DEMAND_ALREADY_ACCEPTED');
  // accepted_count is kept by the trigger on demand_receivers: read it after the insert.
  const [counted] = await db.select({ acceptedCount: demands.acceptedCount }).from(demands).where(eq(demands.id, demandId));
  const acceptedCount = counted!.acceptedCount;
  await recordEvent(
    client,
    {
      type: 'demand.accepted',
      actorId: userId,
      subjectUserId: demand.userId,
      payload: { demand_id: demandId, acceptor_name: name },
      now,
    },
    events,
  );
  return { id: inserted.id, accepted_count: acceptedCount, full: acceptedCount >= MAX_DEMAND_ACCEPTANCES };
}
