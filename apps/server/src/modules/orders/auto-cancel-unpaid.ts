import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { cancelUnpaidOrder } from './cancel-unpaid-order';

export interface AutoCancelOptions {
  /** Orders handled per transaction. */
  batchSize?: number;
  /**
   * Asked before an order is cancelled (the payments issue asks the gateway whether it was paid after
   * all, and records the payment): false keeps the order. Runs inside the sweep's transaction with the
   * order locked.
   */
  stillUnpaid?: (client: Queryable, orderId: number) => Promise<boolean>;
}

/**
 * The 48-hour sweep: cancels every order still unpaid at its deadline (`expires_at`), except those
 * whose transfer proof awaits an operator, giving back holds, coupon and points. All its state is in
 * the database, so a restart resumes where it left off. Several processes (or two runs at once) share
 * the work: each batch locks its orders with SKIP LOCKED, and the cancellation itself is a
 * compare-and-set on `submitted`, so every order is cancelled — and returns what it held — once.
 * Returns the ids it cancelled.
 */
export async function autoCancelUnpaidOrders(deps: Pick<AppDeps, 'pool' | 'clock'>, options: AutoCancelOptions = {}): Promise<number[]> {
  const batchSize = options.batchSize ?? 50;
  const cancelled: number[] = [];
  for (;;) {
    const batch = await withTransaction(deps.pool, async (client) => {
      const now = deps.clock.now();
      const due = await client.query<{ id: number }>(
        `select id from orders where status = 'submitted' and expires_at <= $1 and offline_status <> 1
          order by expires_at, id limit $2 for update skip locked`,
        [now, batchSize],
      );
      const done: number[] = [];
      for (const { id } of due.rows) {
        if (options.stillUnpaid && !(await options.stillUnpaid(client, id))) continue;
        if (await cancelUnpaidOrder(client, id, 'timeout', now)) done.push(id);
      }
      return { found: due.rows.length, done };
    });
    cancelled.push(...batch.done);
    if (batch.found < batchSize || batch.done.length === 0) return cancelled;
  }
}
