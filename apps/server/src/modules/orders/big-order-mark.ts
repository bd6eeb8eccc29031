import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * In the order's transaction, right after it was written: the order becomes a big order (`type` 2)
 * placed for its buyer (`delegated` 1) by this operator. One statement; the table's check keeps the
 * three columns consistent.
 */
export async function markBigOrder(client: Queryable, orderId: number, operatorId: number): Promise<void> {
  await typed(client).update(orders).set({ orderType: 2, delegated: 1, placedBy: operatorId }).where(eq(orders.id, orderId));
}
