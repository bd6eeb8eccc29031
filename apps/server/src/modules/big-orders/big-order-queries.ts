import { count, desc, eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';

/** The key-account buyer a big order is placed for: an existing account, by mobile (404 otherwise). */
export async function findBuyerByMobile(db: Queryable, mobile: string): Promise<{ id: number; mobile: string; name: string }> {
  const [buyer] = await typed(db).select({ id: users.id, mobile: users.mobile, name: users.name }).from(users).where(eq(users.mobile, mobile));
  if (!buyer) throw notFound('该手机号的客户');
  return { id: buyer.id, mobile: buyer.mobile, name: buyer.name ?? '' };
}

/** Big orders, newest first, with their buyers (GET /api/operator/big_orders). */
export async function bigOrderIds(
  db: Queryable,
  query: { page: number; page_size: number },
): Promise<{ rows: { id: number; placed_by: number; buyer: { id: number; mobile: string; name: string } }[]; total: number }> {
  const [total] = await typed(db).select({ count: count() }).from(orders).where(eq(orders.orderType, 2));
  const rows = await typed(db)
    .select({ id: orders.id, placedBy: orders.placedBy, buyerId: users.id, mobile: users.mobile, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderType, 2))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    // A big order always names its operator (orders_type_known).
    rows: rows.map((row) => ({ id: row.id, placed_by: row.placedBy!, buyer: { id: row.buyerId, mobile: row.mobile, name: row.name ?? '' } })),
    total: total?.count ?? 0,
  };
}
