import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { domainEvents } from './events';

/**
 * 站内信: a person's messages, each written by `recordEvent` in the transaction of the event it tells
 * of (one per event and recipient, so a retried transaction cannot write two). Read by the owner only;
 * deleting removes the row.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => domainEvents.id),
    /** The event's type (`order.paid`, …). */
    type: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 40 }).notNull(),
    body: varchar({ length: 500 }).notNull(),
    /** What it links to (`order`, `venue`, `demand`, `invoice`, `application`, …; packages/domain user-messages). */
    targetType: varchar({ length: 16 }),
    targetId: bigint({ mode: 'number' }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_messages_event_user_key').on(t.eventId, t.userId),
    index('user_messages_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('user_messages_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
