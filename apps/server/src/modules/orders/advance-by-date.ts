import { todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import { executionStatus, type OrderStatus } from '@vm/domain/order-status';
import { pointsEarned } from '@vm/domain/points';
import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import { orderItems, orders, salesRecords } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../../platform/events/record-event';
import { earnPoints } from '../coupons';
import { notFound } from '../../platform/http/app-error';
import { lockOrder, lockOrderSkipLocked, refreshOrderStatus, transitionItems, type LockedOrder } from './order-transitions';

/**
 * An order finishes: the buyer earns 1 point per yuan paid for the lines that ran, and the lines join
 * the venue's sales list (the deposit is held 3 days more, decision 0045). Once: the points and wallet ledgers
 * allow one such row per order, and this runs only on the transition to `finished`.
 */
async function finishOrder(client: Queryable, order: LockedOrder, now: Date): Promise<{ depositRefunded: number }> {
  const db = typed(client);
  const finished = await db
    .select({
      payable: orderItems.payable,
      topPhysicalId: orderItems.topPhysicalId,
      sellingResourceId: orderItems.sellingResourceId,
      size: orderItems.size,
      leaseTermTypeId: orderItems.leaseTermTypeId,
      units: orderItems.units,
      amount: orderItems.amount,
      firstDate: orderItems.firstDate,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 'finished')));
  const paid = finished.reduce((sum, row) => sum + row.payable, 0);
  await earnPoints(client, { userId: order.user_id, points: pointsEarned(paid), reason: 'order_finished', orderId: order.id, now });
  // The deposit is no longer refunded today: it is held 3 days for the supplier's claim (decision 0045;
  // modules/after-sales holds and releases it).
  const depositRefunded = 0;
  const [buyer] = await db.select({ contact: orders.contact }).from(orders).where(eq(orders.id, order.id));
  if (finished.length > 0) {
    await db.insert(salesRecords).values(
      finished.map((row) => ({
        topPhysicalId: row.topPhysicalId,
        sellingResourceId: row.sellingResourceId,
        buyerName: buyer?.contact ?? '',
        size: row.size,
        leaseTermTypeId: row.leaseTermTypeId,
        count: row.units,
        amount: row.amount,
        startDate: row.firstDate,
        createdAt: now,
      })),
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
export async function advanceOrderByDate(
  client: Queryable,
  events: EventSubscribers,
  order: LockedOrder,
  today: BusinessDate,
  now: Date,
): Promise<OrderStatus> {
  const items = await typed(client)
    .select({ id: orderItems.id, status: orderItems.status, firstDate: orderItems.firstDate, lastDate: orderItems.lastDate })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.status, ['approved', 'executing'])))
    .orderBy(orderItems.id);
  for (const item of items) {
    const target = executionStatus(item.firstDate, item.lastDate, today);
    if (target === 'approved') continue;
    if (item.status === 'approved') await transitionItems(client, [item.id], 'approved', 'executing', now);
    if (target === 'finished') await transitionItems(client, [item.id], 'executing', 'finished', now);
  }
  const status = await refreshOrderStatus(client, order, now);
  if (status === order.status) return status;
  if (status === 'executing') {
    await recordEvent(client, { type: 'order.executing', orderId: order.id, payload: { order_item_ids: items.map((item) => item.id) }, now }, events);
  } else if (status === 'finished') {
    const { depositRefunded } = await finishOrder(client, order, now);
    await recordEvent(client, { type: 'order.finished', orderId: order.id, payload: { deposit_refunded: depositRefunded }, now }, events);
  }
  return status;
}

/**
 * The daily sweep (run often; it is cheap when nothing is due): every order with a sub-order due to
 * start or end, one transaction each, skipping orders another process is handling right now.
 * Returns the ids of the orders it looked at.
 */
export async function advanceOrdersByDate(deps: Pick<AppDeps, 'pool' | 'clock' | 'events'>): Promise<number[]> {
  const now = deps.clock.now();
  const today = todayInShanghai(now);
  const due = await typed(deps.pool)
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(
      or(and(eq(orderItems.status, 'approved'), lte(orderItems.firstDate, today)), and(eq(orderItems.status, 'executing'), lt(orderItems.lastDate, today))),
    )
    .orderBy(orderItems.orderId)
    .limit(500);
  const handled: number[] = [];
  for (const { orderId: order_id } of due) {
    const done = await withTransaction(deps.pool, async (client) => {
      const order = await lockOrderSkipLocked(client, order_id);
      if (!order) return false;
      await advanceOrderByDate(client, deps.events, order, today, now);
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
export async function advanceOrderAsOf(deps: Pick<AppDeps, 'pool' | 'clock' | 'events'>, orderId: number, today: BusinessDate): Promise<OrderStatus> {
  return withTransaction(deps.pool, async (client) => {
    const order = await lockOrder(client, orderId);
    if (!order) throw notFound('订单');
    return advanceOrderByDate(client, deps.events, order, today, deps.clock.now());
  });
}
