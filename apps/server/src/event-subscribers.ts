import type { Config } from './config';
import { notificationOutbox, outboxOptions } from './modules/notifications';
import type { EventSubscribers } from './platform/events/record-event';

/**
 * The composition root's list of event subscribers (decision 0049): what is written, besides the event
 * row, its 站内信 and its audit entry, in the transaction of every event `recordEvent` records. Every
 * process builds its `AppDeps.events` here (main.ts, worker.ts, the tests' createTestApp); a use case
 * passes `deps.events` to recordEvent.
 *
 * - notifications: the SMS and email outbox rows of the events `notifies` names (decision 0034).
 */
export function eventSubscribers(config: Config): EventSubscribers {
  return [notificationOutbox(outboxOptions(config))];
}
