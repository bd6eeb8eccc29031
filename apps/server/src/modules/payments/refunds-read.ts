import { eq, sql } from 'drizzle-orm';
import { paymentRefunds } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** Money of an order already refunded or being refunded, whatever the channel. */
export async function refundedForOrder(db: Queryable, orderId: number): Promise<number> {
  const [row] = await typed(db)
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::bigint`.mapWith(Number) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId));
  return row?.total ?? 0;
}
