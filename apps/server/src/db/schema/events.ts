import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What happened, written by the workflows in the same transaction as the change itself
 * (`recordEvent(tx, …)`): a committed change has its event, a rolled-back one none. The one place
 * messages, the audit log and metrics read from.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** `order.placed`, `order.paid`, `order.cancelled`, … */
    type: varchar({ length: 64 }).notNull(),
    orderId: bigint({ mode: 'number' }),
    /** Who caused it (buyer, supplier, operator); null for the sweeps and the gateway. */
    actorId: bigint({ mode: 'number' }),
    /** The person the event concerns when it is not the order's buyer (an applicant, a demand's owner, a reviewer). */
    subjectUserId: bigint({ mode: 'number' }),
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('domain_events_type_id_idx').on(table.type, table.id),
    index('domain_events_order_idx').on(table.orderId),
    index('domain_events_subject_idx').on(table.subjectUserId),
  ],
);

/**
 * Every staff action: who, what, on which target, before and after, when. Written by `recordEvent` in
 * the action's own transaction when the event carries `audit`; append-only — a trigger refuses update,
 * delete and truncate (migration 0014), so nobody edits it through SQL as the app's user.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    eventId: bigint({ mode: 'number' }).notNull(),
    actorId: bigint({ mode: 'number' }),
    /** `supplier_application.approve`, `user.freeze`, `article.update`, … */
    action: varchar({ length: 64 }).notNull(),
    /** `supplier_application`, `user`, `article`, `order`, … */
    targetType: varchar({ length: 40 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    before: jsonb(),
    after: jsonb(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_occurred_idx').on(table.occurredAt.desc(), table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
