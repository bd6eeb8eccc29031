/**
 * The public face of the notifications module (SMS and email from a durable outbox; decision 0034):
 * the event subscriber that writes an event's messages in its transaction (notificationOutbox), the reminders, the delivery
 * worker and its channels. Routes are registered by app.ts.
 */
export { createNotificationChannels, type NotificationChannels, emailModeOf } from './channels';
export { notificationJobs } from './jobs';
export { watchNotificationQueue } from './metrics';
export { outboxOptions } from './options';
export { notificationOutbox, writeMessages, type OutboxOptions } from './outbox';
export { writeDueReminders } from './reminders';
export { deliverDueMessages, DEFAULT_LEASE_MS, type DeliveryOptions } from './worker';

// Used by the HTTP layer (apps/server/src/http/).
export { listDeliveries, mailOutbox, retryDelivery } from './operator-deliveries';
export { readNotificationSettings, saveNotificationSettings } from './settings';
