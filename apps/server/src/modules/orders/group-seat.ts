import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** The sub-order written after group-buys' `reserveGroupSeat` takes its place in the group (orders owns order_items). */
export async function attachGroupSeat(client: Queryable, seat: { orderItemId: number; groupPurchaseId: number }): Promise<void> {
  await typed(client).update(orderItems).set({ groupPurchaseId: seat.groupPurchaseId }).where(eq(orderItems.id, seat.orderItemId));
}
