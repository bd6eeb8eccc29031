import type { OrderCounts, OrdersQuery, OrderView, PaymentOrder } from '@vm/contracts/orders';
import { ORDER_STATUSES, type OrderStatus } from '@vm/domain/order-status';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { loadOrderViews } from './order-views';

/** GET /api/orders?status=&page=: the caller's orders, newest first. */
export async function listOrders(deps: AppDeps, userId: number, query: OrdersQuery): Promise<Page<OrderView>> {
  const pageSize = query.pageSize ?? query.page_size;
  const params: unknown[] = [userId];
  let filter = '';
  if (query.status) {
    params.push(query.status);
    filter = 'and status = $2';
  }
  const total = await deps.pool.query<{ count: number }>(`select count(*)::int as count from orders where user_id = $1 ${filter}`, params);
  const ids = await deps.pool.query<{ id: number }>(
    `select id from orders where user_id = $1 ${filter} order by created_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (query.page - 1) * pageSize],
  );
  return page(await loadOrderViews(deps.pool, ids.rows.map((row) => row.id), deps.clock.now()), total.rows[0]?.count ?? 0, query.page, pageSize);
}

/** GET /api/orders/count: every order of the caller and how many per status. */
export async function countOrders(deps: AppDeps, userId: number): Promise<OrderCounts> {
  const rows = await deps.pool.query<{ status: OrderStatus; count: number }>('select status, count(*)::int as count from orders where user_id = $1 group by status', [userId]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows.rows) counts[row.status] = row.count;
  return { count: rows.rows.reduce((sum, row) => sum + row.count, 0), ...counts };
}

/** GET /api/orders/{id}: the caller's order (someone else's is 404). */
export async function getOrder(deps: AppDeps, userId: number, orderId: number): Promise<OrderView> {
  const owned = await deps.pool.query('select 1 from orders where id = $1 and user_id = $2', [orderId, userId]);
  if (!owned.rowCount) throw notFound('订单');
  return (await loadOrderViews(deps.pool, [orderId], deps.clock.now()))[0]!;
}

/** GET /api/orders/{id}/status, polled every 2 s by the payment page. */
export async function orderStatus(deps: AppDeps, userId: number, orderId: number): Promise<{ status: OrderStatus }> {
  const row = await deps.pool.query<{ status: OrderStatus }>('select status from orders where id = $1 and user_id = $2', [orderId, userId]);
  if (!row.rows[0]) throw notFound('订单');
  return { status: row.rows[0].status };
}

/** GET /api/payment/orders/{id}: what the payment page shows (api.md fixed fields). */
export async function paymentOrder(deps: AppDeps, userId: number, orderId: number): Promise<PaymentOrder> {
  const order = await getOrder(deps, userId, orderId);
  const transfer = await deps.pool.query<{ refuse_reason: string | null }>('select refuse_reason from offline_transfers where order_id = $1', [order.id]);
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
    offline_refuse_reason: transfer.rows[0]?.refuse_reason ?? null,
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
