import { aggregateOrderStatus, canTransition, type OrderStatus } from '@vm/domain/order-status';
import type { PaymentMode } from '@vm/domain/payment-options';
import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema';
import { namedSql, typed } from '../../platform/db/typed';
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

const ORDER_COLUMNS = [
  'id',
  'order_num',
  'user_id',
  'status',
  'actual_fee',
  'paid_amount',
  'total_deposit',
  'offline_status',
  'created_at',
  'expires_at',
] as const;
const SELECT_ORDER = `select ${ORDER_COLUMNS.join(', ')} from orders where id = $1`;

// The order's row locks stay named SQL (decision 0032: the locks of the order path).
const LOCK_ORDER = namedSql<[orderId: number], LockedOrder>('lock-order', `${SELECT_ORDER} for update`, ORDER_COLUMNS);
const LOCK_BUYERS_ORDER = namedSql<[orderId: number, userId: number], LockedOrder>(
  'lock-buyers-order',
  `${SELECT_ORDER} and user_id = $2 for update`,
  ORDER_COLUMNS,
);
const LOCK_ORDER_SKIP_LOCKED = namedSql<[orderId: number], LockedOrder>('lock-order-skip-locked', `${SELECT_ORDER} for update skip locked`, ORDER_COLUMNS);

/** Locks the order until the transaction ends; `userId` restricts it to its buyer (others read as missing). */
export async function lockOrder(client: Queryable, orderId: number, userId?: number): Promise<LockedOrder | undefined> {
  const rows = userId === undefined ? await LOCK_ORDER.run(client, [orderId]) : await LOCK_BUYERS_ORDER.run(client, [orderId, userId]);
  return rows.rows[0];
}

/** The same, skipping an order another transaction holds (sweeps). */
export async function lockOrderSkipLocked(client: Queryable, orderId: number): Promise<LockedOrder | undefined> {
  const rows = await LOCK_ORDER_SKIP_LOCKED.run(client, [orderId]);
  return rows.rows[0];
}

function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new RangeError(`a sub-order cannot go from ${from} to ${to}`);
}

/** What a move to `to` sets: the status, and the payment's, the review's or the rejection's columns. */
function itemSet(to: OrderStatus, now: Date, rejectReason: string | null) {
  return {
    status: to,
    updatedAt: now,
    ...(to === 'paid' ? { paidAt: now } : {}),
    ...(to === 'approved' || to === 'rejected' ? { reviewedAt: now } : {}),
    ...(to === 'rejected' ? { rejectReason } : {}),
  };
}

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
  const rows = await typed(client)
    .update(orderItems)
    .set(itemSet(to, now, rejectReason))
    .where(and(inArray(orderItems.id, [...itemIds]), eq(orderItems.status, from)))
    .returning({ id: orderItems.id });
  return rows.map((row) => row.id);
}

/** Moves every sub-order of the order that is in `from` to `to`; returns their ids. */
export async function transitionOrderItems(client: Queryable, orderId: number, from: OrderStatus, to: OrderStatus, now: Date): Promise<number[]> {
  assertTransition(from, to);
  const rows = await typed(client)
    .update(orderItems)
    .set(itemSet(to, now, null))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, from)))
    .returning({ id: orderItems.id });
  return rows.map((row) => row.id);
}

/**
 * Sets the order's status to the aggregate of its sub-orders (compare-and-set on the status read
 * under the lock) and returns it.
 */
export async function refreshOrderStatus(client: Queryable, order: Pick<LockedOrder, 'id' | 'status'>, now: Date): Promise<OrderStatus> {
  const status = aggregateOrderStatus(await subOrderStatuses(client, order.id));
  if (status === order.status) return status;
  const updated = await typed(client)
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'finished' ? { finishedAt: now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
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
  const updated = await typed(client)
    .update(orders)
    .set({ status: 'paid', paymentMode: payment.paymentMode, paidAmount: payment.amount, paidAt: payment.now, updatedAt: payment.now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'submitted'), eq(orders.actualFee, payment.amount)));
  return updated.rowCount === 1;
}

/**
 * submitted or paid → cancelled with its reason, a compare-and-set on `from` (and, for the 48-hour
 * sweep's `timeout`, on no transfer proof awaiting an operator). False when nothing changed. Its
 * sub-orders, holds, coupon, points and money are the caller's (cancelUnpaidOrder, the cancel-paid-order
 * workflow).
 */
export async function cancelOrderRow(
  client: Queryable,
  orderId: number,
  from: 'submitted' | 'paid',
  reason: 'buyer' | 'timeout' | 'group',
  now: Date,
): Promise<boolean> {
  const updated = await typed(client)
    .update(orders)
    .set({ status: 'cancelled', cancelReason: reason, cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), reason === 'timeout' ? ne(orders.offlineStatus, OFFLINE_STATUS.awaiting) : undefined));
  return updated.rowCount === 1;
}
