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
    payload: jsonb().notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('domain_events_type_id_idx').on(table.type, table.id), index('domain_events_order_idx').on(table.orderId)],
);
