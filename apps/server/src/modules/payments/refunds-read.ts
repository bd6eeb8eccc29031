import type { Queryable } from '../../platform/db/with-transaction';

/** Money of an order already refunded or being refunded, whatever the channel. */
export async function refundedForOrder(db: Queryable, orderId: number): Promise<number> {
  const result = await db.query<{ total: number }>('select coalesce(sum(amount), 0)::bigint as total from payment_refunds where order_id = $1', [orderId]);
  return Number(result.rows[0]?.total ?? 0);
}
