import type { AppDeps } from './platform/deps';
import type { IntervalJob } from './platform/jobs/interval-jobs';
import { purgeDuplicateKeys } from './platform/http/duplicate-post-guard';
import { catalogueJobs } from './modules/catalogue';
import { settlementJobs } from './modules/settlement';
import { notificationJobs, outboxOptions, type NotificationChannels } from './modules/notifications';
import { paymentJobs } from './modules/payments/payment-jobs';
import { groupBuyJobs } from './workflows/group-buy-sweep';
import { orderJobs } from './workflows/sweeps';
import { afterSalesJobs } from './workflows/after-sales-sweeps';
import { insightsJobs } from './modules/insights';

/**
 * The interval jobs of a process (composition root, beside main.ts and worker.ts): the web process's
 * sweeps, and the notification worker's jobs (reminders, deliveries) — in `npm start` unless
 * WORKER=off, alone in `npm run worker`. Every job is safe on any number of processes at once.
 */
export function webJobs(deps: AppDeps): IntervalJob[] {
  return [
    { name: 'purge-duplicate-keys', everyMs: 60_000, run: () => purgeDuplicateKeys(deps) },
    ...orderJobs(deps),
    ...afterSalesJobs(deps),
    ...groupBuyJobs(deps),
    ...paymentJobs(deps),
    ...catalogueJobs(deps),
    ...settlementJobs(deps),
    ...insightsJobs(deps),
  ];
}

export function workerJobs(deps: Pick<AppDeps, 'pool' | 'clock' | 'logger' | 'config'>, channels: NotificationChannels): IntervalJob[] {
  return notificationJobs(deps, channels, outboxOptions(deps.config), deps.config.DELIVERY_LEASE_MS);
}

/**
 * Every job once, in order (POST /api/dev/jobs/run): the reminders first (a reminder is due before the
 * sweep that cancels), then the sweeps, then the deliveries (what they all wrote goes out).
 */
export function everyJobInOrder(deps: AppDeps, channels: NotificationChannels): IntervalJob[] {
  const worker = workerJobs(deps, channels);
  const deliveries = worker.filter((job) => job.name === 'notification-deliveries');
  return [...worker.filter((job) => !deliveries.includes(job)), ...webJobs(deps), ...deliveries];
}
