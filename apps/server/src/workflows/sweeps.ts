import type { IntervalJob } from '../platform/jobs/interval-jobs';
import type { AppDeps } from '../platform/deps';
import { advanceOrdersByDate, autoCancelUnpaidOrders, alertUnreviewedItems } from '../modules/orders';
import { askGatewayBeforeCancel } from './ask-gateway-before-cancel';

/**
 * Workflow "the sweeps" (orders): the order life cycle's sweeps, for startIntervalJobs in main.ts. Each is safe on several processes
 * at once and after a restart (state lives in the database; changes are compare-and-set).
 */
export function orderJobs(deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger' | 'events'>): IntervalJob[] {
  return [
    { name: 'auto-cancel-unpaid-orders', everyMs: 60_000, run: () => autoCancelUnpaidOrders(deps, { stillUnpaid: askGatewayBeforeCancel(deps) }) },
    { name: 'review-overdue-alerts', everyMs: 5 * 60_000, run: () => alertUnreviewedItems(deps) },
    { name: 'advance-orders-by-date', everyMs: 10 * 60_000, run: () => advanceOrdersByDate(deps) },
  ];
}
