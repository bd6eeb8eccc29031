import type { GroupStatus } from '@vm/domain/group-buys';
import type { Queryable } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';

/**
 * The deadline's decisions, each a compare-and-set so several sweeps (processes) and restarts agree:
 * (1) an open or full group past its deadline becomes `succeeded` (≥ min_members paid) or `failed`,
 * once; (2) the orders left to act on — unpaid orders of any ended group, paid orders of a failed one —
 * are listed for the workflow to cancel or refund one by one; (3) a group with none left is `settled`.
 */

/** Open or full groups whose deadline has passed, oldest deadline first (read without locks). */
export async function dueGroupIds(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id from group_purchases where status in ('open', 'closed') and deadline <= $1 order by deadline, id limit $2`,
    [now, limit],
  );
  return rows.rows.map((row) => row.id);
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
export async function resolveGroup(client: Queryable, groupId: number, now: Date): Promise<ResolvedGroup | null> {
  const decided = await client.query<{ status: ResolvedGroup['status']; members: number }>(
    `update group_purchases
        set status = case when number_of_group_purchase_now >= min_members then 'succeeded' else 'failed' end, resolved_at = $2, updated_at = $2
      where id = $1 and status in ('open', 'closed') and deadline <= $2
      returning status, number_of_group_purchase_now as members`,
    [groupId, now],
  );
  const row = decided.rows[0];
  if (!row) return null;
  const members = await client.query<{ order_id: number }>('select order_id from group_purchase_members where group_purchase_id = $1 order by order_id', [groupId]);
  const type = row.status === 'succeeded' ? 'group_buy.succeeded' : 'group_buy.failed';
  for (const member of members.rows) {
    await recordEvent(client, { type, orderId: member.order_id, payload: { group_purchase_id: groupId, members: row.members }, now });
  }
  return { id: groupId, status: row.status, members: row.members, memberOrderIds: members.rows.map((member) => member.order_id) };
}

/** Ended groups whose orders may still need the sweep (not yet settled), oldest first. */
export async function unsettledGroups(db: Queryable, limit: number): Promise<{ id: number; status: ResolvedGroup['status'] }[]> {
  const rows = await db.query<{ id: number; status: ResolvedGroup['status'] }>(
    `select id, status from group_purchases where resolved_at is not null and settled_at is null order by resolved_at, id limit $1`,
    [limit],
  );
  return rows.rows;
}

const LEFT_TO_SETTLE = `from orders o join order_items i on i.order_id = o.id join group_purchases g on g.id = i.group_purchase_id
  where g.id = $1 and (o.status = 'submitted' or (g.status = 'failed' and o.status = 'paid'))`;

/** The orders of an ended group the sweep still has to cancel (unpaid) or refund (paid, group failed). */
export async function groupOrdersToSettle(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select distinct o.id ${LEFT_TO_SETTLE} order by o.id`, [groupId]);
  return rows.rows.map((row) => row.id);
}

/** Marks the group settled when none of its orders is left to act on; false otherwise (a later run retries). */
export async function markGroupSettled(db: Queryable, groupId: number, now: Date): Promise<boolean> {
  const updated = await db.query(
    `update group_purchases g set settled_at = $2
      where g.id = $1 and g.resolved_at is not null and g.settled_at is null
        and not exists (select 1 from order_items i join orders o on o.id = i.order_id
                         where i.group_purchase_id = g.id and (o.status = 'submitted' or (g.status = 'failed' and o.status = 'paid')))`,
    [groupId, now],
  );
  return updated.rowCount === 1;
}
