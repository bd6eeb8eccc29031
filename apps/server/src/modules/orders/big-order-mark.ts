import type { Queryable } from '../../platform/db/with-transaction';

/**
 * In the order's transaction, right after it was written: the order becomes a big order (`type` 2)
 * placed for its buyer (`delegated` 1) by this operator. One statement; the table's check keeps the
 * three columns consistent.
 */
export async function markBigOrder(client: Queryable, orderId: number, operatorId: number): Promise<void> {
  await client.query('update orders set order_type = 2, delegated = 1, placed_by = $2 where id = $1', [orderId, operatorId]);
}
