import type { Queryable } from '../../platform/db/with-transaction';

/** The sub-order written after group-buys' `reserveGroupSeat` takes its place in the group (orders owns order_items). */
export async function attachGroupSeat(client: Queryable, seat: { orderItemId: number; groupPurchaseId: number }): Promise<void> {
  await client.query('update order_items set group_purchase_id = $2 where id = $1', [seat.orderItemId, seat.groupPurchaseId]);
}
