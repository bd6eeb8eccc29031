import type { GroupStatus } from '@vm/domain/group-buys';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { groupPurchaseMembers, groupPurchases, orderItems, orders } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../../platform/events/record-event';

/**
 * The deadline's decisions, each a compare-and-set so several sweeps (processes) and restarts agree:
 * (1) an open or full group past its deadline becomes `succeeded` (≥ min_members paid) or `failed`,
 * once; (2) the orders left to act on — unpaid orders of any ended group, paid orders of a failed one —
 * are listed for the workflow to cancel or refund one by one; (3) a group with none left is `settled`.
 */

/** Open or full groups whose deadline has passed, oldest deadline first (read without locks). */
export async function dueGroupIds(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await typed(db)
    .select({ id: groupPurchases.id })
    .from(groupPurchases)
    .where(and(inArray(groupPurchases.status, ['open', 'closed']), lte(groupPurchases.deadline, now)))
    .orderBy(asc(groupPurchases.deadline), asc(groupPurchases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface ResolvedGroup {
  id: number;
  status: Extract<GroupStatus, 'succeeded' | 'failed'>;
  members: number;
  /** The paid member orders (each gets its group_buy.succeeded / failed event). */
  memberOrderIds: number[];
}

/**
 * In the caller's transaction: decides the group if it is still open or full and past its deadline
 * (compare-and-set), with a group_buy.succeeded / group_buy.failed event for each paid member order
 * (its buyer's message); null when another sweep decided it first or it is not due.
 */
export async function resolveGroup(client: Queryable, events: EventSubscribers, groupId: number, now: Date): Promise<ResolvedGroup | null> {
  const db = typed(client);
  const [row] = await db
    .update(groupPurchases)
    .set({
      status: sql`case when ${groupPurchases.numberOfGroupPurchaseNow} >= ${groupPurchases.minMembers} then 'succeeded' else 'failed' end`,
      resolvedAt: now,
      updatedAt: now,
    })
    .where(and(eq(groupPurchases.id, groupId), inArray(groupPurchases.status, ['open', 'closed']), lte(groupPurchases.deadline, now)))
    .returning({ status: sql<ResolvedGroup['status']>`${groupPurchases.status}`, members: groupPurchases.numberOfGroupPurchaseNow });
  if (!row) return null;
  const members = await db
    .select({ orderId: groupPurchaseMembers.orderId })
    .from(groupPurchaseMembers)
    .where(eq(groupPurchaseMembers.groupPurchaseId, groupId))
    .orderBy(groupPurchaseMembers.orderId);
  const type = row.status === 'succeeded' ? 'group_buy.succeeded' : 'group_buy.failed';
  for (const member of members) {
    await recordEvent(client, { type, orderId: member.orderId, payload: { group_purchase_id: groupId, members: row.members }, now }, events);
  }
  return { id: groupId, status: row.status, members: row.members, memberOrderIds: members.map((member) => member.orderId) };
}

/** Ended groups whose orders may still need the sweep (not yet settled), oldest first. */
export async function unsettledGroups(db: Queryable, limit: number): Promise<{ id: number; status: ResolvedGroup['status'] }[]> {
  return typed(db)
    .select({ id: groupPurchases.id, status: sql<ResolvedGroup['status']>`${groupPurchases.status}` })
    .from(groupPurchases)
    .where(and(isNotNull(groupPurchases.resolvedAt), isNull(groupPurchases.settledAt)))
    .orderBy(asc(groupPurchases.resolvedAt), asc(groupPurchases.id))
    .limit(limit);
}

/** An order of the group the sweep still has to act on: unpaid, or paid in a failed group. */
const LEFT_TO_SETTLE = or(eq(orders.status, 'submitted'), and(eq(groupPurchases.status, 'failed'), eq(orders.status, 'paid')));

/** The orders of an ended group the sweep still has to cancel (unpaid) or refund (paid, group failed). */
export async function groupOrdersToSettle(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await typed(db)
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(groupPurchases, eq(groupPurchases.id, orderItems.groupPurchaseId))
    .where(and(eq(groupPurchases.id, groupId), LEFT_TO_SETTLE))
    .orderBy(orders.id);
  return rows.map((row) => row.id);
}

/** Marks the group settled when none of its orders is left to act on; false otherwise (a later run retries). */
export async function markGroupSettled(db: Queryable, groupId: number, now: Date): Promise<boolean> {
  const updated = await typed(db)
    .update(groupPurchases)
    .set({ settledAt: now })
    .where(
      and(
        eq(groupPurchases.id, groupId),
        isNotNull(groupPurchases.resolvedAt),
        isNull(groupPurchases.settledAt),
        sql`not exists (select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
                         where ${orderItems.groupPurchaseId} = ${groupPurchases.id} and ${LEFT_TO_SETTLE})`,
      ),
    )
    .returning({ id: groupPurchases.id });
  return updated.length === 1;
}
