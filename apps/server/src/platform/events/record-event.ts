import { MESSAGE_LIMITS, messageForEvent, ORDER_NUM_TOKEN } from '@vm/domain/user-messages';
import { settleAtCommit, writeTogether, type Queryable } from '../db/with-transaction';

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
  | 'demand.followed_up'
  // Settlement (modules/settlement): withdrawals notify the supplier (subjectUserId) and operators; all audited.
  | 'withdrawal.requested'
  | 'withdrawal.paid'
  | 'withdrawal.refused'
  | 'commission_rule.changed'
  | 'order_item.refunded'
  // Lease contracts: a party signed (payload: contract_id, order_item_id, order_num, role, fully_signed).
  | 'contract.signed'
  // Notifications (an operator retries a dead delivery; carries `audit`).
  | 'notification.retried'
  // After-sales and delivery (decision 0045; payload: case_id or claim_id, order_item_id, order_num, amounts; all audited).
  | 'delivery_proof.posted'
  | 'after_sale.opened'
  | 'after_sale.responded'
  | 'after_sale.escalated'
  | 'after_sale.cancelled'
  | 'after_sale.settled'
  | 'deposit.claimed'
  | 'deposit.disputed'
  | 'deposit.settled';

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
 * The event, the message it writes (站内信) and its audit entry, in one named statement: one round trip
 * for every use case that announces something (each connection plans it once). The message goes to the
 * person the event concerns, or else the order's buyer, and to nobody when there is neither (or when
 * `$7`, its title, is null); the order's number fills the texts' token. The audit entry is written when
 * `$11`, its action, is not null. Rows the statement inserts into `orders` earlier in the transaction are
 * visible to it; the three inserts are one statement's, so they exist together or not at all.
 */
const RECORD_EVENT = {
  name: 'record-event',
  text: `with event as (
  insert into domain_events (type, order_id, actor_id, subject_user_id, payload, occurred_at) values ($1::text, $2::bigint, $3::bigint, $4::bigint, $5::jsonb, $6::timestamptz) returning id
), message as (
  insert into user_messages (user_id, event_id, type, title, body, target_type, target_id, created_at)
  select coalesce($4::bigint, o.user_id), e.id, $1::text, left(replace($7::text, '${ORDER_NUM_TOKEN}', coalesce(o.order_num, '')), ${MESSAGE_LIMITS.title}),
         left(replace($8::text, '${ORDER_NUM_TOKEN}', coalesce(o.order_num, '')), ${MESSAGE_LIMITS.body}), $9::text, $10::bigint, $6::timestamptz
    from event e left join orders o on o.id = $2::bigint
   where $7::text is not null and coalesce($4::bigint, o.user_id) is not null
), audit as (
  insert into audit_log (event_id, actor_id, action, target_type, target_id, before, after, occurred_at)
  select e.id, $3::bigint, $11::text, $12::text, $13::text, $14::jsonb, $15::jsonb, $6::timestamptz from event e where $11::text is not null
)
select id from event`,
};

/**
 * Something that writes more for some events in the event's own transaction — the notifications
 * outbox (modules/notifications `notificationOutbox`): its SMS and email rows exist exactly when the
 * event committed. The list is declared once, in the composition root (`eventSubscribers` in
 * apps/server/src/event-subscribers.ts), and handed to every use case in `AppDeps.events`; recordEvent
 * takes it as an argument, so a reader follows an event to its subscribers from the call
 * (decision 0049). platform/ never imports a module (decision 0011).
 */
export interface EventSubscriber {
  /** For logs and tests: `notifications`. */
  readonly name: string;
  /** Whether this event type makes the subscriber write anything (checked before the event is sent). */
  handles(type: DomainEventType): boolean;
  /** Writes the subscriber's rows on the event's transaction, right after the event row. */
  afterRecord(tx: Queryable, event: RecordedEvent): Promise<void>;
}

/** The subscribers of a process, in the order they run (`AppDeps.events`). */
export type EventSubscribers = readonly EventSubscriber[];

/**
 * No subscribers: the demo seed's history (events of the past send no SMS) and tests of the event row
 * alone. A use case passes `deps.events`.
 */
export const NO_SUBSCRIBERS: EventSubscribers = [];

/** An event as a subscriber sees it: with the id of its `domain_events` row. */
export type RecordedEvent = DomainEvent & { id: number };

/**
 * Records `event` in the caller's transaction, so it exists exactly when the change it tells of was
 * committed — a rolled-back transaction leaves none, and a retried one (deadlock, serialization
 * failure) writes it once, from the attempt that committed. A staff action's `audit` entry and the
 * message to the person concerned (站内信) are written with it, in the same statement; then each of
 * `subscribers` that handles the type writes its rows (the SMS and email outbox) on the same transaction.
 */
export async function recordEvent(tx: Queryable, event: DomainEvent, subscribers: EventSubscribers): Promise<void> {
  const message = messageForEvent(event);
  const audit = event.audit;
  const recorded = await tx.query<{ id: number }>({
    ...RECORD_EVENT,
    values: [
      event.type,
      event.orderId ?? null,
      event.actorId ?? null,
      event.subjectUserId ?? null,
      JSON.stringify(event.payload ?? {}),
      event.now,
      message?.title ?? null,
      message?.body ?? null,
      message?.targetType ?? null,
      message?.targetId ?? null,
      audit?.action ?? null,
      audit?.targetType ?? null,
      audit ? String(audit.targetId) : null,
      audit?.before === undefined ? null : JSON.stringify(audit.before),
      audit?.after === undefined ? null : JSON.stringify(audit.after),
    ],
  });
  for (const subscriber of subscribers) {
    if (subscriber.handles(event.type)) await subscriber.afterRecord(tx, { ...event, id: recorded.rows[0]!.id });
  }
}

/**
 * {@link recordEvent} as a transaction's last statement: sent now and checked when the transaction
 * commits, in the same write and round trip as the commit (settleAtCommit). Only inside a
 * withTransaction, as its work's last statement; a failure rolls the whole transaction back, as with
 * `await recordEvent(…)`. Only for an event no subscriber handles: a subscriber's statements would
 * follow the commit.
 */
export function recordEventAtCommit(tx: Queryable, event: DomainEvent, subscribers: EventSubscribers): void {
  const handledBy = subscribers.find((subscriber) => subscriber.handles(event.type));
  if (handledBy) throw new Error(`${event.type} notifies (${handledBy.name}): record it with recordEvent, not recordEventAtCommit`);
  writeTogether(tx);
  settleAtCommit(tx, recordEvent(tx, event, NO_SUBSCRIBERS));
}
