import { todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import { executionStatus, type OrderStatus } from '@vm/domain/order-status';
import { pointsEarned } from '@vm/domain/points';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { earnPoints } from '../coupons';
import { creditWallet } from '../wallet';
import { notFound } from '../../platform/http/app-error';
import { lockOrder, lockOrderSkipLocked, refreshOrderStatus, transitionItems, type LockedOrder } from './order-transitions';

/**
 * An order finishes: the buyer earns 1 point per yuan paid for the lines that ran, the deposit goes
 * back to the wallet, and the lines join the venue's sales list. Once: the points and wallet ledgers
 * allow one such row per order, and this runs only on the transition to `finished`.
 */
async function finishOrder(client: Queryable, order: LockedOrder, now: Date): Promise<{ depositRefunded: number }> {
  const finished = await client.query<{ payable: number; top_physical_id: number; selling_resource_id: number; size: string; lease_term_type_id: number; units: number; amount: number; first_date: string }>(
    `select payable, top_physical_id, selling_resource_id, size, lease_term_type_id, units, amount, first_date from order_items where order_id = $1 and status = 'finished'`,
    [order.id],
  );
  const paid = finished.rows.reduce((sum, row) => sum + row.payable, 0);
  await earnPoints(client, { userId: order.user_id, points: pointsEarned(paid), reason: 'order_finished', orderId: order.id, now });
  let depositRefunded = 0;
  if (order.paid_amount !== null && order.total_deposit > 0) {
    const credited = await creditWallet(client, { userId: order.user_id, amount: order.total_deposit, kind: 'deposit_refund', orderId: order.id, note: `订单${order.order_num}押金退还`, now });
    if (credited) depositRefunded = order.total_deposit;
  }
  const buyer = await client.query<{ contact: string }>('select contact from orders where id = $1', [order.id]);
  for (const row of finished.rows) {
    await client.query(
      `insert into sales_records (top_physical_id, selling_resource_id, buyer_name, size, lease_term_type_id, count, amount, start_date, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [row.top_physical_id, row.selling_resource_id, buyer.rows[0]?.contact ?? '', row.size, row.lease_term_type_id, row.units, row.amount, row.first_date, now],
    );
  }
  return { depositRefunded };
}

/**
 * approved → executing from the first booked date, executing → finished after the last, for the
 * sub-orders of one locked order; then its status, and what finishing brings. The order's move to
 * executing or finished is an event (order.executing / order.finished: the buyer's message) in the
 * same transaction. Returns the new status.
 */
export async function advanceOrderByDate(client: Queryable, order: LockedOrder, today: BusinessDate, now: Date): Promise<OrderStatus> {
  const items = await client.query<{ id: number; status: 'approved' | 'executing'; first_date: BusinessDate; last_date: BusinessDate }>(
    `select id, status, first_date, last_date from order_items where order_id = $1 and status in ('approved', 'executing') order by id`,
    [order.id],
  );
  for (const item of items.rows) {
    const target = executionStatus(item.first_date, item.last_date, today);
    if (target === 'approved') continue;
    if (item.status === 'approved') await transitionItems(client, [item.id], 'approved', 'executing', now);
    if (target === 'finished') await transitionItems(client, [item.id], 'executing', 'finished', now);
  }
  const status = await refreshOrderStatus(client, order, now);
  if (status === order.status) return status;
  if (status === 'executing') {
    await recordEvent(client, { type: 'order.executing', orderId: order.id, payload: { order_item_ids: items.rows.map((item) => item.id) }, now });
  } else if (status === 'finished') {
    const { depositRefunded } = await finishOrder(client, order, now);
    await recordEvent(client, { type: 'order.finished', orderId: order.id, payload: { deposit_refunded: depositRefunded }, now });
  }
  return status;
}

/**
 * The daily sweep (run often; it is cheap when nothing is due): every order with a sub-order due to
 * start or end, one transaction each, skipping orders another process is handling right now.
 * Returns the ids of the orders it looked at.
 */
export async function advanceOrdersByDate(deps: Pick<AppDeps, 'pool' | 'clock'>): Promise<number[]> {
  const now = deps.clock.now();
  const today = todayInShanghai(now);
  const due = await deps.pool.query<{ order_id: number }>(
    `select distinct order_id from order_items
      where (status = 'approved' and first_date <= $1) or (status = 'executing' and last_date < $1)
      order by order_id limit 500`,
    [today],
  );
  const handled: number[] = [];
  for (const { order_id } of due.rows) {
    const done = await withTransaction(deps.pool, async (client) => {
      const order = await lockOrderSkipLocked(client, order_id);
      if (!order) return false;
      await advanceOrderByDate(client, order, today, now);
      return true;
    });
    if (done) handled.push(order_id);
  }
  return handled;
}

/**
 * The sweep's step for one order as if today were `today` (a later business date): the development
 * endpoint the Playwright journeys use to finish an order without waiting for its dates. Returns the
 * order's status afterwards.
 */
export async function advanceOrderAsOf(deps: Pick<AppDeps, 'pool' | 'clock'>, orderId: number, today: BusinessDate): Promise<OrderStatus> {
  return withTransaction(deps.pool, async (client) => {
    const order = await lockOrder(client, orderId);
    if (!order) throw notFound('订单');
    return advanceOrderByDate(client, order, today, deps.clock.now());
  });
}
