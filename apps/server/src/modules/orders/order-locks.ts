import { todayInShanghai } from '@vm/domain/business-date';
import { orderNumber } from '@vm/domain/order-number';
import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';
import type { OrderNumber } from './insert-order';

/**
 * The order's first statement: locks the buyer's row (FOR NO KEY UPDATE: the unpaid-order limit and the
 * points balance are read under it, so two submissions of one buyer take turns; foreign-key checks of
 * other inserts still pass) and share-locks the booths on sale among `$2` in id order (a supplier's
 * change of a booth waits for the order, and the order reads the booth after the change, never in the
 * middle of it). Everything the submission reads afterwards is read under these locks.
 *
 * It also counts the buyer's unpaid orders, for the limit to be refused before anything else is
 * checked. That count may miss an order of the same buyer that committed while this statement waited
 * for the lock (it reads from the statement's start); the order's insert checks the limit again, in a
 * later statement, so the limit holds in that race too (insert-order.ts).
 *
 * And it takes the order's id from the orders' sequence, so that the order's insert, its event and the
 * commit can all be sent together (place-order.ts). A submission refused afterwards leaves a gap in the
 * ids, as a rolled-back insert always did.
 */
const LOCK = namedSql<[userId: number, sellingResourceIds: number[]], { buyers: number; booths: number; unpaid: number; next_order_id: number }>(
  'lock-order-parties',
  `with buyer as (select id from users where id = $1 for no key update),
  booth as (select id from selling_resources where id = any($2::int[]) and is_online order by id for share)
select (select count(*) from buyer)::int as buyers, (select count(*) from booth)::int as booths,
  (select count(*) from orders where user_id = $1 and status = 'submitted')::int as unpaid,
  nextval(pg_get_serial_sequence('orders', 'id')) as next_order_id`,
  ['buyers', 'booths', 'unpaid', 'next_order_id'],
);

/**
 * Locks the buyer and the order's booths (see {@link LOCK}) and returns the buyer's unpaid orders and
 * the order's number on `now`'s business date; 404 用户不存在 when the buyer is gone.
 */
export async function lockOrderParties(
  client: Queryable,
  userId: number,
  sellingResourceIds: readonly number[],
  now: Date,
): Promise<{ unpaidOrders: number; number: OrderNumber }> {
  const result = await LOCK.run(client, [userId, [...new Set(sellingResourceIds)].sort((a, b) => a - b)]);
  const row = result.rows[0];
  if (!row || row.buyers === 0) throw notFound('用户');
  return { unpaidOrders: row.unpaid, number: { id: row.next_order_id, orderNum: orderNumber(todayInShanghai(now), row.next_order_id) } };
}
