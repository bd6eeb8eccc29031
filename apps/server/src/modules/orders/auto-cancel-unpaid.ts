import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { cancelUnpaidOrder } from './cancel-unpaid-order';

export interface AutoCancelOptions {
  /** Candidates read per query. */
  batchSize?: number;
  /**
   * Asked before an order is cancelled (the payments module asks the gateway whether it was paid after
   * all, and records the payment): false keeps the order. Runs outside any transaction and holds no
   * lock, so a slow gateway never makes a buyer paying the same order wait.
   */
  stillUnpaid?: (orderId: number) => Promise<boolean>;
}

interface Candidate {
  id: number;
  expiresAt: Date;
}

/**
 * The 48-hour sweep: cancels every order still unpaid at its deadline (`expires_at`), except those
 * whose transfer proof awaits an operator, giving back holds, coupon and points. All its state is in
 * the database, so a restart resumes where it left off. Three steps per batch, none holding a lock
 * across a network call: (1) read the due orders without locking them (keyset pages on the deadline);
 * (2) ask `stillUnpaid` about each, outside any transaction; (3) cancel each in its own short
 * transaction, a compare-and-set on `submitted` (and no proof awaiting) — an order paid meanwhile (a
 * balance payment, a notify, the gateway's answer) is left alone, and when several processes sweep at
 * once every order is cancelled, and returns what it held, once. Returns the ids this run cancelled.
 */
export async function autoCancelUnpaidOrders(deps: Pick<AppDeps, 'pool' | 'clock' | 'events'>, options: AutoCancelOptions = {}): Promise<number[]> {
  const batchSize = options.batchSize ?? 50;
  const cancelled: number[] = [];
  const now = deps.clock.now();
  let after: Candidate | null = null;
  for (;;) {
    const due: Candidate[] = await typed(deps.pool)
      .select({ id: orders.id, expiresAt: orders.expiresAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'submitted'),
          lte(orders.expiresAt, now),
          ne(orders.offlineStatus, OFFLINE_STATUS.awaiting),
          after ? sql`(${orders.expiresAt}, ${orders.id}) > (${after.expiresAt}::timestamptz, ${after.id}::bigint)` : undefined,
        ),
      )
      .orderBy(asc(orders.expiresAt), asc(orders.id))
      .limit(batchSize);
    for (const { id } of due) {
      if (options.stillUnpaid && !(await options.stillUnpaid(id))) continue;
      const done = await withRetriedTransaction(deps.pool, async (client) => {
        const at = deps.clock.now();
        const changed = await cancelUnpaidOrder(client, id, 'timeout', at);
        if (changed) await recordEvent(client, { type: 'order.cancelled', orderId: id, payload: { reason: 'timeout' }, now: at }, deps.events);
        return changed;
      });
      if (done) cancelled.push(id);
    }
    if (due.length < batchSize) return cancelled;
    after = due[due.length - 1]!;
  }
}
