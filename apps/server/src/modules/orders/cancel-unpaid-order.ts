import type { Queryable } from '../../platform/db/with-transaction';
import { refundPoints, releaseCoupon } from '../coupons';
import { releaseHolds } from './holds';
import { cancelOrderRow, transitionOrderItems } from './order-transitions';

/**
 * submitted → cancelled, in the caller's transaction: a compare-and-set on `submitted` (and, for the
 * 48-hour sweep, on no transfer proof awaiting confirmation; `group`: its group buy ended unpaid), then its sub-orders, its holds, its
 * coupon and its points — all in this transaction, so they come back exactly once. Returns false (and
 * changes nothing) when the order was no longer unpaid.
 */
export async function cancelUnpaidOrder(client: Queryable, orderId: number, reason: 'buyer' | 'timeout' | 'group', now: Date): Promise<boolean> {
  if (!(await cancelOrderRow(client, orderId, 'submitted', reason, now))) return false;
  const itemIds = await transitionOrderItems(client, orderId, 'submitted', 'cancelled', now);
  await releaseHolds(client, itemIds);
  await releaseCoupon(client, { orderId, reason: 'cancelled_unpaid', now });
  await refundPoints(client, { orderId, now });
  return true;
}
