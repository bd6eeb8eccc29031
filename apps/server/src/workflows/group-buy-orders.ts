import type { MyGroupOrder, MyGroupOrdersQuery } from '@vm/contracts/group-buys';
import type { AppDeps } from '../platform/deps';
import { page, type Page } from '../platform/http/envelope';
import { loadGroupViews, myGroupOrderIds } from '../modules/group-buys';
import { loadOrderViews } from '../modules/orders';

/**
 * Workflow "my group buys" (group-buys, orders): GET /api/groups?status=&page= — the caller's orders
 * that joined a group, newest first, each with its order view and its group (`/admin/groups/index`).
 */
export async function myGroupOrders(deps: AppDeps, userId: number, query: MyGroupOrdersQuery): Promise<Page<MyGroupOrder>> {
  const now = deps.clock.now();
  const { rows, total } = await myGroupOrderIds(deps.pool, userId, query);
  const [orders, groups] = await Promise.all([
    loadOrderViews(
      deps.pool,
      rows.map((row) => row.order_id),
      now,
    ),
    loadGroupViews(
      deps.pool,
      rows.map((row) => row.group_purchase_id),
      now,
    ),
  ]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const data = rows.flatMap((row) => {
    const order = byId.get(row.order_id);
    const group = groups.get(row.group_purchase_id);
    return order && group ? [{ order, group }] : [];
  });
  return page(data, total, query.page, query.page_size);
}
