import { GROUP_MESSAGES, groupAcceptsMembers, type GroupStatus } from '@vm/domain/group-buys';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';

/**
 * A group order's payment and what it may not do meanwhile. Each PAID order counts once: the payment's
 * transaction writes its `group_purchase_members` row (primary key: the order) and raises
 * `number_of_group_purchase_now` under the group's row lock; at `max_members` the group is `closed`.
 */

interface GroupOfOrder {
  id: number;
  status: GroupStatus;
  deadline: Date;
  max_members: number;
  number_of_group_purchase_now: number;
}

const GROUP_OF_ORDER = `select g.id, g.status, g.deadline, g.max_members, g.number_of_group_purchase_now
  from group_purchases g where g.id = (select i.group_purchase_id from order_items i where i.order_id = $1 and i.group_purchase_id is not null limit 1)`;

/** The group an order joined, or undefined for a plain order. */
async function groupOfOrder(db: Queryable, orderId: number, lock: boolean): Promise<GroupOfOrder | undefined> {
  return (await db.query<GroupOfOrder>(`${GROUP_OF_ORDER}${lock ? ' for update of g' : ''}`, [orderId])).rows[0];
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
  const member = await client.query(
    `insert into group_purchase_members (group_purchase_id, order_id, user_id, paid_at)
     select $1, o.id, o.user_id, $3 from orders o where o.id = $2
     on conflict (order_id) do nothing`,
    [group.id, orderId, now],
  );
  if (member.rowCount !== 1) return true;
  const counted = await client.query(
    `update group_purchases set number_of_group_purchase_now = number_of_group_purchase_now + 1, updated_at = $2,
       status = case when number_of_group_purchase_now + 1 >= max_members then 'closed' else status end
     where id = $1 and status = 'open' and number_of_group_purchase_now < max_members`,
    [group.id, now],
  );
  if (counted.rowCount !== 1) throw new Error(`group ${group.id} changed under its lock`);
  return true;
}

/** Before a payment starts (online form, scan-code, balance): 409 GROUP_ENDED when the order's group no longer takes members. */
export async function assertGroupPayable(db: Queryable, orderId: number, now: Date): Promise<void> {
  const group = await groupOfOrder(db, orderId, false);
  if (group && !groupAcceptsMembers(group, now)) throw ended();
}

/** Group orders cannot be paid by bank transfer (business-rules): 409 GROUP_NO_TRANSFER. */
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
