import type { Queryable } from '../db/with-transaction';

/** Everything the workflows announce. Listeners (messages, audit log, metrics) read `domain_events`. */
export type DomainEventType =
  | 'order.placed'
  | 'order.paid'
  | 'order.cancelled'
  | 'order_item.approved'
  | 'order_item.rejected'
  | 'transfer.proof_uploaded'
  | 'transfer.refused'
  | 'wallet.topped_up'
  | 'payment.refunded_duplicate';

export interface DomainEvent {
  type: DomainEventType;
  orderId?: number | null;
  /** Who caused it; null for the sweeps and the gateway. */
  actorId?: number | null;
  /** Facts a listener needs (amounts in fen, ids, the reason); JSON. */
  payload?: Record<string, unknown>;
  now: Date;
}

/**
 * The event hook: records `event` in the caller's transaction, so it exists exactly when the change
 * it tells of was committed — a rolled-back transaction leaves none, and a retried one (deadlock,
 * serialization failure) writes it once, from the attempt that committed.
 */
export async function recordEvent(tx: Queryable, event: DomainEvent): Promise<void> {
  await tx.query('insert into domain_events (type, order_id, actor_id, payload, occurred_at) values ($1, $2, $3, $4, $5)', [
    event.type,
    event.orderId ?? null,
    event.actorId ?? null,
    JSON.stringify(event.payload ?? {}),
    event.now,
  ]);
}
