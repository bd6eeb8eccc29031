import type { IntervalJob } from '../../platform/jobs/interval-jobs';
import type { AppDeps } from '../../platform/deps';
import { advanceOrdersByDate } from './advance-by-date';
import { askGatewayBeforeCancel } from '../payments/ask-gateway-before-cancel';
import { autoCancelUnpaidOrders } from './auto-cancel-unpaid';
import { alertUnreviewedItems } from './review-alerts';

/**
 * The order life cycle's sweeps, for startIntervalJobs in main.ts. Each is safe on several processes
 * at once and after a restart (state lives in the database; changes are compare-and-set).
 */
export function orderJobs(deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger'>): IntervalJob[] {
  return [
    { name: 'auto-cancel-unpaid-orders', everyMs: 60_000, run: () => autoCancelUnpaidOrders(deps, { stillUnpaid: askGatewayBeforeCancel(deps) }) },
    { name: 'review-overdue-alerts', everyMs: 5 * 60_000, run: () => alertUnreviewedItems(deps) },
    { name: 'advance-orders-by-date', everyMs: 10 * 60_000, run: () => advanceOrdersByDate(deps) },
  ];
}
