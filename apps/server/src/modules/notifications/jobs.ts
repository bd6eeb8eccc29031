import type { AppDeps } from '../../platform/deps';
import type { IntervalJob } from '../../platform/jobs/interval-jobs';
import type { NotificationChannels } from './channels';
import type { OutboxOptions } from './outbox';
import { writeDueReminders } from './reminders';
import { deliverDueMessages } from './worker';

/**
 * The notification worker's interval jobs: the reminders sweep (every minute) and the deliveries
 * (every second; a run sends everything due). Both are safe on any number of processes at once.
 * Started by `npm start` unless WORKER=off, and by `npm run worker` alone.
 */
export function notificationJobs(
  deps: Pick<AppDeps, 'pool' | 'clock' | 'logger'>,
  channels: NotificationChannels,
  outbox: OutboxOptions,
  leaseMs?: number,
): IntervalJob[] {
  return [
    { name: 'notification-reminders', everyMs: 60_000, run: () => writeDueReminders(deps, outbox) },
    { name: 'notification-deliveries', everyMs: 1_000, run: () => deliverDueMessages(deps, channels, leaseMs ? { leaseMs } : {}) },
  ];
}
