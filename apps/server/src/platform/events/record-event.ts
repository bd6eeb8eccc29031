import { MESSAGE_LIMITS, messageForEvent, ORDER_NUM_TOKEN } from '@vm/domain/user-messages';
import type { Queryable } from '../db/with-transaction';

/**
 * Everything the workflows announce. Listeners (metrics) read `domain_events`; staff actions also
 * carry `audit`; the person an event concerns gets its message (站内信, packages/domain
 * user-messages). Add a type here when a new process announces something.
 */
export type DomainEventType =
  | 'invoice.issued'
  | 'order.placed'
  | 'order.paid'
  | 'order.cancelled'
  | 'order.executing'
  | 'order.finished'
  | 'order_item.approved'
  | 'order_item.rejected'
  | 'group_buy.opened'
  | 'group_buy.succeeded'
  | 'group_buy.failed'
  | 'big_order.placed'
  | 'transfer.proof_uploaded'
  | 'transfer.refused'
  | 'wallet.topped_up'
  | 'payment.refunded_duplicate'
  | 'refund.completed'
  | 'supplier_application.approved'
  | 'supplier_application.refused'
  | 'comment.replied'
  | 'coupon_reward.configured'
  // Operator console (every one of these carries `audit`).
  | 'alert.resolved'
  | 'content.changed'
  | 'coupon_template.changed'
  | 'feedback.handled'
  | 'user.frozen'
  | 'user.unfrozen'
  | 'user.roles_changed'
  | 'demand.submitted'
  | 'demand.accepted'
  | 'demand.followed_up';

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

/** Named: every use case records events, so each connection plans the insert once. */
const INSERT_EVENT = {
  name: 'record-event',
  text: 'insert into domain_events (type, order_id, actor_id, subject_user_id, payload, occurred_at) values ($1, $2, $3, $4, $5, $6) returning id',
};

/**
 * The message an event writes, in the same statement that finds its recipient: the person it concerns,
 * or else the order's buyer; none when there is neither. The order's number fills the texts' token.
 */
const INSERT_MESSAGE = `
insert into user_messages (user_id, event_id, type, title, body, target_type, target_id, created_at)
select coalesce($3::bigint, o.user_id), $1, $2, left(replace($5, '${ORDER_NUM_TOKEN}', coalesce(o.order_num, '')), ${MESSAGE_LIMITS.title}),
       left(replace($6, '${ORDER_NUM_TOKEN}', coalesce(o.order_num, '')), ${MESSAGE_LIMITS.body}), $7, $8, $9
  from (select 1) one left join orders o on o.id = $4::bigint
 where coalesce($3::bigint, o.user_id) is not null`;

/**
 * The event hook: records `event` in the caller's transaction, so it exists exactly when the change
 * it tells of was committed — a rolled-back transaction leaves none, and a retried one (deadlock,
 * serialization failure) writes it once, from the attempt that committed. A staff action's `audit`
 * entry and the message to the person concerned (站内信) are written with it.
 */
export async function recordEvent(tx: Queryable, event: DomainEvent): Promise<void> {
  const inserted = await tx.query<{ id: number }>({
    ...INSERT_EVENT,
    values: [event.type, event.orderId ?? null, event.actorId ?? null, event.subjectUserId ?? null, JSON.stringify(event.payload ?? {}), event.now],
  });
  const eventId = inserted.rows[0]!.id;
  const message = messageForEvent(event);
  if (message) {
    await tx.query(INSERT_MESSAGE, [
      eventId,
      event.type,
      event.subjectUserId ?? null,
      event.orderId ?? null,
      message.title,
      message.body,
      message.targetType,
      message.targetId,
      event.now,
    ]);
  }
  const audit = event.audit;
  if (audit) {
    await tx.query(
      'insert into audit_log (event_id, actor_id, action, target_type, target_id, before, after, occurred_at) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        eventId,
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
