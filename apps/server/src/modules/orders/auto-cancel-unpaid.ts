import { OFFLINE_STATUS } from '@vm/domain/payment-options';
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
  expires_at: Date;
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
export async function autoCancelUnpaidOrders(deps: Pick<AppDeps, 'pool' | 'clock'>, options: AutoCancelOptions = {}): Promise<number[]> {
  const batchSize = options.batchSize ?? 50;
  const cancelled: number[] = [];
  const now = deps.clock.now();
  let after: Candidate | null = null;
  for (;;) {
    const due: { rows: Candidate[] } = await deps.pool.query<Candidate>(
      `select id, expires_at from orders
        where status = 'submitted' and expires_at <= $1 and offline_status <> $2
          and ($3::timestamptz is null or (expires_at, id) > ($3::timestamptz, $4::bigint))
        order by expires_at, id limit $5`,
      [now, OFFLINE_STATUS.awaiting, after?.expires_at ?? null, after?.id ?? null, batchSize],
    );
    for (const { id } of due.rows) {
      if (options.stillUnpaid && !(await options.stillUnpaid(id))) continue;
      const done = await withRetriedTransaction(deps.pool, async (client) => {
        const at = deps.clock.now();
        const changed = await cancelUnpaidOrder(client, id, 'timeout', at);
        if (changed) await recordEvent(client, { type: 'order.cancelled', orderId: id, payload: { reason: 'timeout' }, now: at });
        return changed;
      });
      if (done) cancelled.push(id);
    }
    if (due.rows.length < batchSize) return cancelled;
    after = due.rows[due.rows.length - 1]!;
  }
}
