import type { OrderCounts, OrdersQuery, OrderView, PaymentOrder } from '@vm/contracts/orders';
import { ORDER_STATUSES, type OrderStatus } from '@vm/domain/order-status';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { offlineTransfers, orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { loadOrderViews } from './order-views';

/** GET /api/orders?status=&page=: the caller's orders, newest first. */
export async function listOrders(deps: AppDeps, userId: number, query: OrdersQuery): Promise<Page<OrderView>> {
  const pageSize = query.pageSize ?? query.page_size;
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const db = typed(deps.pool);
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return page(
    await loadOrderViews(
      deps.pool,
      ids.map((row) => row.id),
      deps.clock.now(),
    ),
    total?.count ?? 0,
    query.page,
    pageSize,
  );
}

/** GET /api/orders/count: every order of the caller and how many per status. */
export async function countOrders(deps: AppDeps, userId: number): Promise<OrderCounts> {
  const rows = await typed(deps.pool)
    .select({ status: sql<OrderStatus>`${orders.status}`, count: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return { count: rows.reduce((sum, row) => sum + row.count, 0), ...counts };
}

/** GET /api/orders/{id}: the caller's order (someone else's is 404). */
export async function getOrder(deps: AppDeps, userId: number, orderId: number): Promise<OrderView> {
  const owned = await typed(deps.pool)
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (owned.length === 0) throw notFound('订单');
  return (await loadOrderViews(deps.pool, [orderId], deps.clock.now()))[0]!;
}

/** GET /api/orders/{id}/status, polled every 2 s by the payment page. */
export async function orderStatus(deps: AppDeps, userId: number, orderId: number): Promise<{ status: OrderStatus }> {
  const [row] = await typed(deps.pool)
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('订单');
  return { status: row.status as OrderStatus };
}

/** GET /api/payment/orders/{id}: what the payment page shows (docs/spec/api.md fixed fields). */
export async function paymentOrder(deps: AppDeps, userId: number, orderId: number): Promise<PaymentOrder> {
  const order = await getOrder(deps, userId, orderId);
  const [transfer] = await typed(deps.pool)
    .select({ refuseReason: offlineTransfers.refuseReason })
    .from(offlineTransfers)
    .where(eq(offlineTransfers.orderId, order.id));
  return {
    id: order.id,
    order_num: order.order_num,
    status: order.status,
    actual_fee: order.actual_fee,
    total_amount: order.total_amount,
    total_deposit: order.total_deposit,
    coupon: order.coupon,
    integral: order.integral,
    offline_pay: order.offline_pay,
    offline_status: order.offline_status,
    voucher_image_url: order.voucher_image_url,
    offline_refuse_reason: transfer?.refuseReason ?? null,
    contact: order.contact,
    mobile: order.mobile,
    address: order.address,
    expires_at: order.expires_at,
    group_status: order.resources.find((item) => item.group_status !== null)?.group_status ?? null,
    group_purchase_id: order.resources.find((item) => item.group_purchase_id !== null)?.group_purchase_id ?? null,
    type: order.type,
    resources: order.resources.map((item) => ({
      order_num: item.order_num,
      field_name: item.field_name,
      size: item.size,
      lease_term_type: item.lease_term_type,
      custom_dimension: item.custom_dimension,
      start: item.start,
      status: item.status,
    })),
  };
}
