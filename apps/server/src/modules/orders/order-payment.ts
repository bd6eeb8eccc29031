import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** How the order was paid (domain PAYMENT_MODES), null when unpaid or unknown: where its refunds go. */
export async function paymentModeOf(client: Queryable, orderId: number): Promise<number | null> {
  const [order] = await typed(client).select({ paymentMode: orders.paymentMode }).from(orders).where(eq(orders.id, orderId));
  return order?.paymentMode ?? null;
}
