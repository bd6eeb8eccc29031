import { and, count, eq } from 'drizzle-orm';
import { cartItems } from '../../db/schema';
import { namedSql, typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** How many lines the buyer's cart holds. */
export async function countCartItems(db: Queryable, userId: number): Promise<number> {
  const [row] = await typed(db).select({ count: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.count ?? 0;
}

/** Deletes one of the buyer's own cart lines; false when there is none with that id (or it is someone else's). */
export async function deleteCartItem(db: Queryable, userId: number, id: number): Promise<boolean> {
  const deleted = await typed(db)
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return (deleted.rowCount ?? 0) > 0;
}

// On the order path (place-order.ts): named SQL (decision 0032).
const REMOVE_ORDERED = namedSql<[userId: number, cartItemIds: number[]]>(
  'remove-ordered-cart-items',
  'delete from cart_items where user_id = $1 and id = any($2::bigint[])',
);

/** The lines an order was placed from leave the buyer's cart, in the order's transaction. */
export async function removeOrderedCartItems(client: Queryable, userId: number, cartItemIds: readonly number[]): Promise<void> {
  await REMOVE_ORDERED.run(client, [userId, [...cartItemIds]]);
}
