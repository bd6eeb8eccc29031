import type { Queryable } from '../db/with-transaction';

/**
 * Everything the workflows announce. Listeners (messages, metrics) read `domain_events`; staff actions
 * also carry `audit`. Add a type here when a new process announces something.
 */
export type DomainEventType =
  | 'order.placed'
  | 'order.paid'
  | 'order.cancelled'
  | 'order_item.approved'
  | 'order_item.rejected'
  | 'group_buy.opened'
  | 'group_buy.succeeded'
  | 'group_buy.failed'
  | 'big_order.placed'
  | 'transfer.proof_uploaded'
  | 'transfer.refused'
  | 'wallet.topped_up'
  | 'payment.refunded_duplicate';

/** What a staff member did, for the append-only audit log (who = the event's `actorId`). */
export interface AuditEntry {
  /** `supplier_application.approve`, `user.freeze`, `article.update`, … */
  action: string;
  /** `supplier_application`, `user`, `article`, `order`, … */
  targetType: string;
  targetId: number | string;
  /** The target's relevant fields before and after the change (null when created or deleted). */
  before?: unknown;
  after?: unknown;
}

export interface DomainEvent {
  type: DomainEventType;
  orderId?: number | null;
  /** Who caused it; null for the sweeps and the gateway. */
  actorId?: number | null;
  /**
   * The person the event concerns when that is not the order's buyer: the applicant of an application,
   * a demand's owner, a review's author. Messages go to this person (or to the order's buyer).
   */
  subjectUserId?: number | null;
  /** Facts a listener needs (amounts in fen, ids, the reason); JSON. */
  payload?: Record<string, unknown>;
  /** Set for every staff (operator) action: written to `audit_log` in the same transaction. */
  audit?: AuditEntry;
  now: Date;
}

/**
 * The event hook: records `event` in the caller's transaction, so it exists exactly when the change
 * it tells of was committed — a rolled-back transaction leaves none, and a retried one (deadlock,
 * serialization failure) writes it once, from the attempt that committed. A staff action's `audit`
 * entry is written with it.
 */
export async function recordEvent(tx: Queryable, event: DomainEvent): Promise<void> {
  const inserted = await tx.query<{ id: number }>(
    'insert into domain_events (type, order_id, actor_id, subject_user_id, payload, occurred_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [event.type, event.orderId ?? null, event.actorId ?? null, event.subjectUserId ?? null, JSON.stringify(event.payload ?? {}), event.now],
  );
  const audit = event.audit;
  if (audit) {
    await tx.query(
      'insert into audit_log (event_id, actor_id, action, target_type, target_id, before, after, occurred_at) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        inserted.rows[0]!.id,
        event.actorId ?? null,
        audit.action,
        audit.targetType,
        String(audit.targetId),
        audit.before === undefined ? null : JSON.stringify(audit.before),
        audit.after === undefined ? null : JSON.stringify(audit.after),
        event.now,
      ],
    );
  }
}
