import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';

/** The key-account buyer a big order is placed for: an existing account, by mobile (404 otherwise). */
export async function findBuyerByMobile(db: Queryable, mobile: string): Promise<{ id: number; mobile: string; name: string }> {
  const found = await db.query<{ id: number; mobile: string; name: string | null }>('select id, mobile, name from users where mobile = $1', [mobile]);
  const buyer = found.rows[0];
  if (!buyer) throw notFound('该手机号的客户');
  return { id: buyer.id, mobile: buyer.mobile, name: buyer.name ?? '' };
}


/** Big orders, newest first, with their buyers (GET /api/operator/big_orders). */
export async function bigOrderIds(
  db: Queryable,
  query: { page: number; page_size: number },
): Promise<{ rows: { id: number; placed_by: number; buyer: { id: number; mobile: string; name: string } }[]; total: number }> {
  const total = await db.query<{ count: number }>('select count(*)::int as count from orders where order_type = 2');
  const rows = await db.query<{ id: number; placed_by: number; buyer_id: number; mobile: string; name: string | null }>(
    `select o.id, o.placed_by, u.id as buyer_id, u.mobile, u.name from orders o join users u on u.id = o.user_id
      where o.order_type = 2 order by o.created_at desc, o.id desc limit $1 offset $2`,
    [query.page_size, (query.page - 1) * query.page_size],
  );
  return {
    rows: rows.rows.map((row) => ({ id: row.id, placed_by: row.placed_by, buyer: { id: row.buyer_id, mobile: row.mobile, name: row.name ?? '' } })),
    total: total.rows[0]?.count ?? 0,
  };
}
