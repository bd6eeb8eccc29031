import { and, eq, type SQL } from 'drizzle-orm';
import {
  audiencesOf,
  draftNotification,
  emailContent,
  notificationLink,
  notifies,
  smsText,
  type NotificationAudience,
  type NotificationChannel,
} from '@vm/domain/notifications';
import { notificationDeliveries, orderItems } from '../../db/schema/index';
import type { Queryable } from '../../platform/db/with-transaction';
import type { EventSubscriber, RecordedEvent } from '../../platform/events/record-event';
import { typed, type TypedDb as Db } from '../../platform/db/typed';
import { contactsOf, operatorIds, orderFacts, reviewable, reviewDeadlineOf, subOrders, supplierTeams, type Addressee } from './recipients';

/** What writing a message needs to know of the installation. */
export interface OutboxOptions {
  /** The public origin the links start with (PUBLIC_BASE_URL, or the server's own address). */
  linkBase: string;
  /** False when no email can be sent (production without SMTP_URL): no email rows are written. */
  emailEnabled: boolean;
}

export interface MessageBatch {
  /** The event type or reminder kind: what the messages say, and the SMS `kind`. */
  kind: string;
  audience: NotificationAudience;
  /** `e<event id>` for an event's messages, the reminder kind for a reminder's. */
  source: string;
  eventId: number | null;
  orderId: number | null;
  addressees: readonly Addressee[];
  now: Date;
}

type DeliveryInsert = typeof notificationDeliveries.$inferInsert;

/**
 * Writes one outbox row per addressee and channel they can be reached on (SMS to the mobile unless
 * turned off; email to a saved address unless turned off), on the caller's connection — inside the
 * event's transaction for an event. The idempotency key makes each message exist once: writing the
 * same batch again (a retried transaction, a second reminder sweep) adds nothing. Returns the rows written.
 */
export async function writeMessages(db: Db, batch: MessageBatch, options: OutboxOptions): Promise<number> {
  const rows: DeliveryInsert[] = [];
  for (const { contact, scope, facts } of batch.addressees) {
    const draft = draftNotification(batch.kind, batch.audience, facts);
    if (!draft) continue;
    const link = notificationLink(options.linkBase, draft.path);
    const key = (channel: NotificationChannel) => `${batch.source}:${batch.audience}:${scope}:${contact.userId}:${channel}`;
    const base = {
      eventId: batch.eventId,
      kind: draft.kind ?? batch.kind,
      userId: contact.userId,
      link,
      orderId: facts.orderId ?? batch.orderId,
      nextAttemptAt: batch.now,
      createdAt: batch.now,
      updatedAt: batch.now,
    };
    if (contact.smsOn)
      rows.push({ ...base, idempotencyKey: key('sms'), channel: 'sms', address: contact.mobile, subject: draft.title, body: smsText(draft, link) });
    if (options.emailEnabled && contact.emailOn && contact.email) {
      const mail = emailContent(draft, link);
      rows.push({ ...base, idempotencyKey: key('email'), channel: 'email', address: contact.email, subject: mail.subject, body: mail.text, html: mail.html });
    }
  }
  if (rows.length === 0) return 0;
  const written = await db
    .insert(notificationDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: notificationDeliveries.idempotencyKey })
    .returning({ id: notificationDeliveries.id });
  return written.length;
}

const positiveId = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/** The people an event's audience reaches, with the facts of each one's message. */
async function addresseesOf(db: Db, event: RecordedEvent, audience: NotificationAudience): Promise<Addressee[]> {
  const payload = event.payload ?? {};
  const orderId = positiveId(event.orderId);
  const order = orderId ? await orderFacts(db, orderId) : null;
  const orderNum = (typeof payload.order_num === 'string' && payload.order_num) || order?.orderNum;
  const itemId = positiveId(payload.order_item_id);
  const one = async (userId: number | null | undefined, scope: string): Promise<Addressee[]> => {
    if (!userId) return [];
    const contact = (await contactsOf(db, [userId])).get(userId);
    return contact ? [{ contact, scope, facts: { orderNum, orderId, payload } }] : [];
  };
  switch (audience) {
    case 'person':
      return one(positiveId(event.subjectUserId) ?? order?.userId, String(itemId ?? 0));
    case 'supplier':
      return one(positiveId(event.subjectUserId) ?? positiveId(payload.supplier_id), String(positiveId(payload.withdrawal_id) ?? 0));
    case 'operators': {
      const contacts = await contactsOf(db, await operatorIds(db));
      return [...contacts.values()].map((contact) => ({ contact, scope: '0', facts: { orderNum, orderId, payload } }));
    }
    case 'order_suppliers': {
      if (!orderId) return [];
      const where: SQL | undefined = itemId
        ? and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId))
        : and(eq(orderItems.orderId, orderId), reviewable);
      const items = await subOrders(db, where);
      return supplierAddressees(db, items, payload);
    }
  }
}

/** Each sub-order's supplier and its order staff, told the sub-order's number and review deadline. */
export async function supplierAddressees(
  db: Db,
  items: Awaited<ReturnType<typeof subOrders>>,
  payload: Readonly<Record<string, unknown>> = {},
): Promise<Addressee[]> {
  const teams = await supplierTeams(
    db,
    items.map((item) => item.supplierId),
  );
  const contacts = await contactsOf(db, [...teams.values()].flat());
  return items.flatMap((item) =>
    (teams.get(item.supplierId) ?? []).flatMap((userId) => {
      const contact = contacts.get(userId);
      return contact
        ? [{ contact, scope: String(item.id), facts: { orderNum: item.orderNum, orderId: item.orderId, deadline: reviewDeadlineOf(item), payload } }]
        : [];
    }),
  );
}

/**
 * The notifications' event subscriber, declared in the composition root (event-subscribers.ts): every
 * event the rules name (`notifies`, `audiencesOf` in packages/domain notifications) writes its SMS and
 * email rows in the event's own transaction, right after the event row (decision 0034, 0049).
 */
export function notificationOutbox(options: OutboxOptions): EventSubscriber {
  return {
    name: 'notifications',
    handles: (type) => notifies(type) && !type.startsWith('reminder.'),
    async afterRecord(tx: Queryable, event: RecordedEvent) {
      const db = typed(tx);
      for (const audience of audiencesOf(event.type)) {
        const addressees = await addresseesOf(db, event, audience);
        await writeMessages(
          db,
          { kind: event.type, audience, source: `e${event.id}`, eventId: event.id, orderId: positiveId(event.orderId), addressees, now: event.now },
          options,
        );
      }
    },
  };
}
