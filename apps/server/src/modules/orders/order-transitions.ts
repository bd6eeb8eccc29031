import { aggregateOrderStatus, canTransition, type OrderStatus } from '@vm/domain/order-status';
import type { PaymentMode } from '@vm/domain/payment-options';
import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * Status changes, always compare-and-set on the expected old status (`… where status = $from`) with
 * the rows counted, always with the order row locked first (so two changes to sub-orders of one order
 * never compute its aggregate status from stale reads). The only file that changes `orders.status`
 * (decision 0033; db/table-owners.test.ts checks it): the payment and the two cancellations set it
 * directly, every other change is the aggregate of the sub-orders (refreshOrderStatus).
 */

export interface LockedOrder {
  id: number;
  order_num: string;
  user_id: number;
  status: OrderStatus;
  actual_fee: number;
  paid_amount: number | null;
  total_deposit: number;
  offline_status: number;
  created_at: Date;
  expires_at: Date;
}

const ORDER_COLUMNS = 'id, order_num, user_id, status, actual_fee, paid_amount, total_deposit, offline_status, created_at, expires_at';

/** Locks the order until the transaction ends; `userId` restricts it to its buyer (others read as missing). */
export async function lockOrder(client: Queryable, orderId: number, userId?: number): Promise<LockedOrder | undefined> {
  const rows = await client.query<LockedOrder>(
    `select ${ORDER_COLUMNS} from orders where id = $1 ${userId === undefined ? '' : 'and user_id = $2'} for update`,
    userId === undefined ? [orderId] : [orderId, userId],
  );
  return rows.rows[0];
}

/** The same, skipping an order another transaction holds (sweeps). */
export async function lockOrderSkipLocked(client: Queryable, orderId: number): Promise<LockedOrder | undefined> {
  const rows = await client.query<LockedOrder>(`select ${ORDER_COLUMNS} from orders where id = $1 for update skip locked`, [orderId]);
  return rows.rows[0];
}

function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new RangeError(`a sub-order cannot go from ${from} to ${to}`);
}

const ITEM_SET = `status = $3::text, updated_at = $4::timestamptz,
  paid_at = case when $3::text = 'paid' then $4::timestamptz else paid_at end,
  reviewed_at = case when $3::text in ('approved', 'rejected') then $4::timestamptz else reviewed_at end,
  reject_reason = case when $3::text = 'rejected' then $5::text else reject_reason end`;

/** Moves the given sub-orders from `from` to `to`; returns the ids that moved (those still in `from`). */
export async function transitionItems(
  client: Queryable,
  itemIds: readonly number[],
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
  rejectReason: string | null = null,
): Promise<number[]> {
  assertTransition(from, to);
  if (itemIds.length === 0) return [];
  const rows = await client.query<{ id: number }>(
    `update order_items set ${ITEM_SET} where id = any($1::bigint[]) and status = $2::text returning id`,
    [itemIds, from, to, now, rejectReason],
  );
  return rows.rows.map((row) => row.id);
}

/** Moves every sub-order of the order that is in `from` to `to`; returns their ids. */
export async function transitionOrderItems(client: Queryable, orderId: number, from: OrderStatus, to: OrderStatus, now: Date): Promise<number[]> {
  assertTransition(from, to);
  const rows = await client.query<{ id: number }>(`update order_items set ${ITEM_SET} where order_id = $1 and status = $2::text returning id`, [orderId, from, to, now, null]);
  return rows.rows.map((row) => row.id);
}

/**
 * Sets the order's status to the aggregate of its sub-orders (compare-and-set on the status read
 * under the lock) and returns it.
 */
export async function refreshOrderStatus(client: Queryable, order: Pick<LockedOrder, 'id' | 'status'>, now: Date): Promise<OrderStatus> {
  const items = await client.query<{ status: OrderStatus }>('select status from order_items where order_id = $1', [order.id]);
  const status = aggregateOrderStatus(items.rows.map((row) => row.status));
  if (status === order.status) return status;
  const updated = await client.query(
    `update orders set status = $3::text, updated_at = $4::timestamptz, finished_at = case when $3::text = 'finished' then $4::timestamptz else finished_at end
      where id = $1 and status = $2::text`,
    [order.id, order.status, status, now],
  );
  if (updated.rowCount !== 1) throw new Error(`order ${order.id} changed status under its lock`);
  return status;
}

/** The statuses of the order's sub-orders (in no particular order). */
export async function subOrderStatuses(client: Queryable, orderId: number): Promise<OrderStatus[]> {
  const rows = await typed(client).select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.status as OrderStatus);
}

/**
 * submitted → paid, a compare-and-set on `submitted` and on the amount being the order's `actual_fee`.
 * False when nothing changed (no longer unpaid, or another amount). Its sub-orders are the caller's
 * (markOrderPaid).
 */
export async function payOrderRow(client: Queryable, orderId: number, payment: { paymentMode: PaymentMode; amount: number; now: Date }): Promise<boolean> {
  const updated = await client.query(
    `update orders set status = 'paid', payment_mode = $2, paid_amount = $3, paid_at = $4, updated_at = $4
      where id = $1 and status = 'submitted' and actual_fee = $3`,
    [orderId, payment.paymentMode, payment.amount, payment.now],
  );
  return updated.rowCount === 1;
}

/**
 * submitted or paid → cancelled with its reason, a compare-and-set on `from` (and, for the 48-hour
 * sweep's `timeout`, on no transfer proof awaiting an operator). False when nothing changed. Its
 * sub-orders, holds, coupon, points and money are the caller's (cancelUnpaidOrder, the cancel-paid-order
 * workflow).
 */
export async function cancelOrderRow(client: Queryable, orderId: number, from: 'submitted' | 'paid', reason: 'buyer' | 'timeout' | 'group', now: Date): Promise<boolean> {
  const awaitingProof = reason === 'timeout' ? 'and offline_status <> $5' : '';
  const updated = await client.query(
    `update orders set status = 'cancelled', cancel_reason = $2, cancelled_at = $3, updated_at = $3
      where id = $1 and status = $4::text ${awaitingProof}`,
    reason === 'timeout' ? [orderId, reason, now, from, OFFLINE_STATUS.awaiting] : [orderId, reason, now, from],
  );
  return updated.rowCount === 1;
}
