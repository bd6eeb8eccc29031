import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

type OfflineStatus = (typeof OFFLINE_STATUS)[keyof typeof OFFLINE_STATUS];

/** The buyer paid by bank transfer and sent its proof: the order awaits an operator (the 48-hour sweep skips it). */
export async function recordTransferProof(client: Queryable, orderId: number, voucherImageUrls: string[], now: Date): Promise<void> {
  await typed(client)
    .update(orders)
    .set({ offlinePay: true, offlineStatus: OFFLINE_STATUS.awaiting, voucherImageUrls, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/**
 * The operator's decision on a transfer: confirmed (the payment itself is markOrderPaid's) or refused.
 * `now` also moves `updated_at` (a refusal does; a confirmation leaves it to the payment).
 */
export async function setOfflineStatus(client: Queryable, orderId: number, offlineStatus: OfflineStatus, now?: Date): Promise<void> {
  await typed(client)
    .update(orders)
    .set(now ? { offlineStatus, updatedAt: now } : { offlineStatus })
    .where(eq(orders.id, orderId));
}
