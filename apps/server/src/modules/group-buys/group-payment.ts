import { GROUP_MESSAGES, groupAcceptsMembers, type GroupStatus } from '@vm/domain/group-buys';
import { and, eq, lt, sql } from 'drizzle-orm';
import { groupPurchaseMembers, groupPurchases, orderItems, orders } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';

/**
 * A group order's payment and what it may not do meanwhile. Each PAID order counts once: the payment's
 * transaction writes its `group_purchase_members` row (primary key: the order) and raises
 * `number_of_group_purchase_now` under the group's row lock; at `max_members` the group is `closed`.
 */

/** The group an order joined, or undefined for a plain order (`lock`: its row locked for the payment). */
async function groupOfOrder(db: Queryable, orderId: number, lock: boolean) {
  const query = typed(db)
    .select({
      id: groupPurchases.id,
      status: sql<GroupStatus>`${groupPurchases.status}`,
      deadline: groupPurchases.deadline,
      max_members: groupPurchases.maxMembers,
      number_of_group_purchase_now: groupPurchases.numberOfGroupPurchaseNow,
    })
    .from(groupPurchases)
    .where(
      eq(
        groupPurchases.id,
        sql`(select ${orderItems.groupPurchaseId} from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${orderItems.groupPurchaseId} is not null limit 1)`,
      ),
    );
  const [group] = lock ? await query.for('update', { of: groupPurchases }) : await query;
  return group;
}

const ended = () => conflict(GROUP_MESSAGES.ended, 'GROUP_ENDED');

/**
 * Runs `pay` (the compare-and-set to `paid`) for an order, in the payment's transaction with the
 * order row already locked. A plain order: just `pay`. A group order: the group row is locked, the
 * payment is refused (409 GROUP_ENDED, before `pay` changes anything) once the group no longer takes
 * members — full, past its deadline, succeeded or failed — and, when `pay` succeeded, the order is
 * counted once. Lock order: order → group → wallet / trade rows `pay` touches.
 */
export async function payIntoGroup(client: Queryable, orderId: number, now: Date, pay: () => Promise<boolean>): Promise<boolean> {
  const group = await groupOfOrder(client, orderId, true);
  if (!group) return pay();
  if (!groupAcceptsMembers(group, now)) throw ended();
  if (!(await pay())) return false;
  const db = typed(client);
  const member = await db
    .insert(groupPurchaseMembers)
    .select(
      db
        .select({
          groupPurchaseId: sql<number>`${group.id}::bigint`.as('group_purchase_id'),
          orderId: orders.id,
          userId: orders.userId,
          paidAt: sql<Date>`${now}::timestamptz`.as('paid_at'),
        })
        .from(orders)
        .where(eq(orders.id, orderId)),
    )
    .onConflictDoNothing({ target: groupPurchaseMembers.orderId })
    .returning({ orderId: groupPurchaseMembers.orderId });
  if (member.length !== 1) return true;
  const { numberOfGroupPurchaseNow: now_, maxMembers } = groupPurchases;
  const counted = await db
    .update(groupPurchases)
    .set({
      numberOfGroupPurchaseNow: sql`${now_} + 1`,
      updatedAt: now,
      status: sql`case when ${now_} + 1 >= ${maxMembers} then 'closed' else ${groupPurchases.status} end`,
    })
    .where(and(eq(groupPurchases.id, group.id), eq(groupPurchases.status, 'open'), lt(now_, maxMembers)))
    .returning({ id: groupPurchases.id });
  if (counted.length !== 1) throw new Error(`group ${group.id} changed under its lock`);
  return true;
}

/** Before a payment starts (online form, scan-code, balance): 409 GROUP_ENDED when the order's group no longer takes members. */
export async function assertGroupPayable(db: Queryable, orderId: number, now: Date): Promise<void> {
  const group = await groupOfOrder(db, orderId, false);
  if (group && !groupAcceptsMembers(group, now)) throw ended();
}

/** Group orders cannot be paid by bank transfer (docs/spec/business-rules.md): 409 GROUP_NO_TRANSFER. */
export async function assertTransferAllowed(db: Queryable, orderId: number): Promise<void> {
  if (await groupOfOrder(db, orderId, false)) throw conflict(GROUP_MESSAGES.noTransfer, 'GROUP_NO_TRANSFER');
}

/**
 * A paid group order is not cancelled by its buyer while the group runs (open or full): the group
 * counts it. Once the group failed, the deadline sweep refunds it; once it succeeded, the usual rules apply.
 */
export async function assertGroupAllowsCancel(db: Queryable, orderId: number, orderStatus: string): Promise<void> {
  if (orderStatus !== 'paid') return;
  const group = await groupOfOrder(db, orderId, false);
  if (group && (group.status === 'open' || group.status === 'closed')) throw conflict(GROUP_MESSAGES.noCancel, 'ORDER_NOT_CANCELLABLE');
}
