import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationDeliveriesQuery, NotificationDelivery, NotificationDeliveryPage } from '@vm/contracts/notifications';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { DeliveryStatus, NotificationChannel } from '@vm/domain/notifications';
import { notificationDeliveries as d } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { typed } from '../../platform/db/typed';

const COLUMNS = {
  id: d.id,
  kind: d.kind,
  channel: d.channel,
  userId: d.userId,
  address: d.address,
  subject: d.subject,
  body: d.body,
  orderId: d.orderId,
  status: d.status,
  attempts: d.attempts,
  lastError: d.lastError,
  nextAttemptAt: d.nextAttemptAt,
  sentAt: d.sentAt,
  createdAt: d.createdAt,
};
type Row = Pick<typeof d.$inferSelect, keyof typeof COLUMNS>;

const toView = (row: Row): NotificationDelivery => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel as NotificationChannel,
  user_id: row.userId,
  address: row.address,
  subject: row.subject,
  body: row.body,
  order_id: row.orderId,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  last_error: row.lastError,
  next_attempt_at: toShanghaiIsoString(row.nextAttemptAt),
  sent_at: row.sentAt ? toShanghaiIsoString(row.sentAt) : null,
  created_at: toShanghaiIsoString(row.createdAt),
});

/** GET /api/operator/notification_deliveries: the outbox newest first, by status and channel, with the counts. */
export async function listDeliveries(deps: Pick<AppDeps, 'pool'>, query: NotificationDeliveriesQuery): Promise<NotificationDeliveryPage> {
  const db = typed(deps.pool);
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(d.status, query.status));
  if (query.channel) filters.push(eq(d.channel, query.channel));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select(COLUMNS)
      .from(d)
      .where(where)
      .orderBy(desc(d.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(d).where(where),
    db
      .select({ status: d.status, n: count() })
      .from(d)
      .where(query.channel ? eq(d.channel, query.channel) : undefined)
      .groupBy(d.status),
  ]);
  const counts = { queued: 0, sending: 0, sent: 0, dead: 0 };
  for (const row of byStatus) counts[row.status as DeliveryStatus] = row.n;
  return { data: rows.map(toView), total: total?.n ?? 0, page: query.page, page_size: query.page_size, counts };
}

/**
 * POST /api/operator/notification_deliveries/{id}/retry: a dead message goes back to the queue with a
 * fresh round of attempts, now (audited). Only a dead one: a queued or sent message is left alone (409).
 */
export async function retryDelivery(deps: Pick<AppDeps, 'pool' | 'clock' | 'events'>, operatorId: number, id: number): Promise<NotificationDelivery> {
  return withTransaction(deps.pool, async (tx) => {
    const db = typed(tx);
    const now = deps.clock.now();
    const [row] = await db.select(COLUMNS).from(d).where(eq(d.id, id)).for('update');
    if (!row) throw notFound('通知');
    if (row.status !== 'dead') throw conflict('只有发送失败的通知可以重试');
    const [updated] = await db
      .update(d)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: now, updatedAt: now })
      .where(and(eq(d.id, id), eq(d.status, 'dead')))
      .returning(COLUMNS);
    await recordEvent(
      tx,
      {
        type: 'notification.retried',
        actorId: operatorId,
        payload: { delivery_id: id, channel: row.channel },
        audit: {
          action: 'notification.retry',
          targetType: 'notification_delivery',
          targetId: id,
          before: { status: 'dead', attempts: row.attempts },
          after: { status: 'queued', attempts: 0 },
        },
        now,
      },
      deps.events,
    );
    return toView(updated!);
  });
}

/** GET /api/dev/mail-outbox?to=: development mails to one address (sent through the outbox), newest first. */
export async function mailOutbox(deps: Pick<AppDeps, 'pool'>, to: string) {
  const rows = await typed(deps.pool)
    .select({ id: d.id, to: d.address, subject: d.subject, text: d.body, html: d.html, kind: d.kind, sentAt: d.sentAt })
    .from(d)
    .where(and(eq(d.channel, 'email'), eq(d.address, to), eq(d.status, 'sent')))
    .orderBy(desc(d.id))
    .limit(50);
  return rows.map(({ sentAt, ...row }) => ({ ...row, sent_at: toShanghaiIsoString(sentAt!) }));
}
