import type { IntervalJob } from '../platform/jobs/interval-jobs';
import type { AppDeps } from '../platform/deps';
import { withTransaction } from '../platform/db/with-transaction';
import { disputeClaim, dueHoldIds, ensureHold, ordersAwaitingHold, settleHold, unansweredClaimIds } from '../modules/after-sales';
import { alertMissingDeliveryProofs } from '../modules/orders';
import { AppError } from '../platform/http/app-error';
import { escalateOverdueCases } from './after-sales';

type SweepDeps = Pick<AppDeps, 'pool' | 'clock' | 'logger' | 'config' | 'events'>;

/**
 * Workflow "after-sales sweeps" (after-sales, orders). The deposit sweep (decision 0045): a hold for every order whose deposit line finished; every hold
 * unclaimed 3 days after that is refunded whole; a claim the buyer left 48 hours unanswered goes to the
 * platform. Each step is a compare-and-set in its own transaction, so any number of processes may run it.
 * Returns how many deposits it released.
 */
export async function sweepDeposits(deps: SweepDeps): Promise<number> {
  const now = deps.clock.now();
  for (const orderId of await ordersAwaitingHold(deps.pool)) {
    await withTransaction(deps.pool, (client) => ensureHold(client, orderId, now));
  }
  let released = 0;
  for (const id of await dueHoldIds(deps.pool, now)) {
    const row = await withTransaction(deps.pool, (client) => settleHold(client, deps.events, { id, deducted: 0, now }));
    if (row) released += 1;
  }
  for (const id of await unansweredClaimIds(deps.pool, now)) {
    await withTransaction(deps.pool, (client) => disputeClaim(client, deps.events, { buyerId: null }, id, now)).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return released;
}

/** The after-sales interval jobs, for webJobs (background.ts). */
export function afterSalesJobs(deps: SweepDeps): IntervalJob[] {
  return [
    { name: 'after-sales-escalate-overdue', everyMs: 5 * 60_000, run: () => escalateOverdueCases(deps) },
    { name: 'deposit-holds', everyMs: 10 * 60_000, run: () => sweepDeposits(deps) },
    { name: 'delivery-proof-alerts', everyMs: 30 * 60_000, run: () => alertMissingDeliveryProofs(deps) },
  ];
}
