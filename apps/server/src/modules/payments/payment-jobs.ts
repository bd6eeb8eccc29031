import type { AppDeps } from '../../platform/deps';
import type { IntervalJob } from '../../platform/jobs/interval-jobs';
import { settlePendingRefunds } from './settle-pending-refunds';

/** Payments' background work, for startIntervalJobs in main.ts: Alipay refunds the gateway has not accepted yet. */
export function paymentJobs(deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger' | 'events'>): IntervalJob[] {
  return [{ name: 'send-pending-alipay-refunds', everyMs: 5 * 60_000, run: () => settlePendingRefunds(deps) }];
}
