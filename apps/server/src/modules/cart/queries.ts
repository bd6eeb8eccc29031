import type { Queryable } from '../../platform/db/with-transaction';

/** How many lines the buyer's cart holds. */
export async function countCartItems(db: Queryable, userId: number): Promise<number> {
  const row = await db.query<{ count: number }>('select count(*)::int as count from cart_items where user_id = $1', [userId]);
  return row.rows[0]?.count ?? 0;
}

/** Deletes one of the buyer's own cart lines; false when there is none with that id (or it is someone else's). */
export async function deleteCartItem(db: Queryable, userId: number, id: number): Promise<boolean> {
  const deleted = await db.query('delete from cart_items where id = $1 and user_id = $2', [id, userId]);
  return (deleted.rowCount ?? 0) > 0;
}

/** The lines an order was placed from leave the buyer's cart, in the order's transaction. */
export async function removeOrderedCartItems(client: Queryable, userId: number, cartItemIds: readonly number[]): Promise<void> {
  await client.query('delete from cart_items where user_id = $1 and id = any($2::bigint[])', [userId, cartItemIds]);
}
