import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The notifications outbox (modules/notifications owns it; decision 0034): one row per recipient and
 * channel of a message an event or a reminder causes, written in the transaction of that event, then
 * delivered by a worker after the commit. `idempotency_key` (unique) makes each message exist once,
 * whatever retries the writing transaction or a reminder sweep make. A worker claims a due row with
 * `for update skip locked`, moving it to `sending` with a lease (`locked_until`) and a fresh
 * `claim_token`; it ends the attempt by a compare-and-set on that token, so a second worker (or the
 * same one after a restart) never finishes or repeats an attempt it does not own. A row whose worker
 * died is `sending` with an expired lease and is claimed again.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** `<event id or reminder>:<kind>:<recipient>:<channel>`: the message exists once. */
    idempotencyKey: varchar({ length: 160 }).notNull(),
    /** The domain event that caused it; null for a clock-driven reminder. */
    eventId: bigint({ mode: 'number' }),
    /** The event type or reminder kind (`order.paid`, `reminder.unpaid_order`…): the SMS `kind`. */
    kind: varchar({ length: 64 }).notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `sms` or `email`. */
    channel: varchar({ length: 8 }).notNull(),
    /** The mobile or the email address, as it was when the message was written. */
    address: varchar({ length: 120 }).notNull(),
    subject: varchar({ length: 120 }).notNull(),
    /** The SMS text, or the email's plain-text part. */
    body: text().notNull(),
    /** The email's HTML part. */
    html: text(),
    /** The page to act on (absolute URL). */
    link: text().notNull(),
    orderId: bigint({ mode: 'number' }),
    /** `queued` (waiting for `next_attempt_at`), `sending` (claimed until `locked_until`), `sent`, `dead`. */
    status: varchar({ length: 8 }).notNull().default('queued'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    claimToken: uuid(),
    lastError: varchar({ length: 500 }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_idempotency_key').on(t.idempotencyKey),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('notification_deliveries_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
    index('notification_deliveries_status_idx').on(t.status, t.id.desc()),
    index('notification_deliveries_address_idx').on(t.channel, t.address, t.id.desc()),
    check('notification_deliveries_status_known', sql`${t.status} in ('queued', 'sending', 'sent', 'dead')`),
    check('notification_deliveries_channel_known', sql`${t.channel} in ('sms', 'email')`),
    check('notification_deliveries_claim', sql`(${t.status} = 'sending') = (${t.lockedUntil} is not null and ${t.claimToken} is not null)`),
    check('notification_deliveries_sent', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/** A person's choice of channels (站内信 always); no row: both on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sms: boolean().notNull().default(true),
  email: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
