import type pg from 'pg';
import { draftNotification, notificationLink, REMINDER_KINDS, smsText, type NotificationAudience } from '@vm/domain/notifications';
import { REVIEW_HOURS } from '@vm/domain/order-status';
import { notificationDeliveries } from '../db/schema/index';
import { typed } from '../platform/db/typed';
import type { DEMO_ACCOUNTS } from './demo-accounts';

const LINK_BASE = 'http://127.0.0.1:3000';
const HOUR = 3_600_000;

/**
 * The operator's notification page has something to show on a first start: SMS the demo marketplace
 * "sent" (to the supplier of a paid sub-order, to the buyer of an approved one and of an unpaid
 * order, to the operator of a transfer proof) and one dead after its six attempts, to retry.
 */
export async function seedNotifications(client: pg.PoolClient, accounts: Record<keyof typeof DEMO_ACCOUNTS, number>, now: Date): Promise<void> {
  const item = async (where: string) =>
    (
      await client.query<{ id: number; order_id: number; order_num: string; parent_num: string; paid_at: Date | null; user_id: number }>(
        `select i.id, i.order_id, i.order_num, o.order_num as parent_num, i.paid_at, o.user_id from order_items i join orders o on o.id = i.order_id where ${where} order by i.id limit 1`,
      )
    ).rows[0];
  const paid = await item(`i.supplier_id = ${accounts.supplier} and i.status = 'paid'`);
  const approved = await item(`o.user_id = ${accounts.buyer} and i.status in ('approved', 'executing', 'finished')`);
  const unpaid = await item(`o.user_id = ${accounts.buyer} and o.status = 'submitted'`);
  const mobiles = new Map(
    (
      await client.query<{ id: number; mobile: string }>('select id, mobile from users where id = any($1)', [
        [accounts.buyer, accounts.supplier, accounts.operator],
      ])
    ).rows.map((row) => [row.id, row.mobile]),
  );

  type Row = typeof notificationDeliveries.$inferInsert;
  const rows: Row[] = [];
  const add = (
    kind: string,
    audience: NotificationAudience,
    userId: number,
    facts: Parameters<typeof draftNotification>[2],
    hoursAgo: number,
    dead?: string,
  ) => {
    const draft = draftNotification(kind, audience, facts);
    const mobile = mobiles.get(userId);
    if (!draft || !mobile) return;
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    const link = notificationLink(LINK_BASE, draft.path);
    rows.push({
      idempotencyKey: `demo:${kind}:${facts.orderNum ?? ''}:${userId}:sms`,
      kind: draft.kind ?? kind,
      userId,
      channel: 'sms',
      address: mobile,
      subject: draft.title,
      body: smsText(draft, link),
      link,
      orderId: facts.orderId ?? null,
      status: dead ? 'dead' : 'sent',
      attempts: dead ? 6 : 1,
      lastError: dead ?? null,
      nextAttemptAt: at,
      sentAt: dead ? null : new Date(at.getTime() + 2_000),
      createdAt: at,
      updatedAt: dead ? new Date(at.getTime() + 45 * 60_000) : at,
    });
  };
  if (paid) {
    const deadline = paid.paid_at ? new Date(paid.paid_at.getTime() + REVIEW_HOURS * HOUR) : null;
    add('order.paid', 'order_suppliers', accounts.supplier, { orderNum: paid.order_num, orderId: paid.order_id, deadline }, 6);
    add(
      REMINDER_KINDS.reviewDue,
      'order_suppliers',
      accounts.supplier,
      { orderNum: paid.order_num, orderId: paid.order_id, deadline },
      2,
      'SMS gateway answered 503',
    );
  }
  if (approved) add('order_item.approved', 'person', approved.user_id, { orderNum: approved.order_num, orderId: approved.order_id }, 30);
  if (unpaid)
    add(
      REMINDER_KINDS.unpaidOrder,
      'person',
      unpaid.user_id,
      { orderNum: unpaid.parent_num, orderId: unpaid.order_id, deadline: new Date(now.getTime() + HOUR) },
      1,
    );
  add(
    'transfer.proof_uploaded',
    'operators',
    accounts.operator,
    { orderNum: unpaid?.parent_num ?? approved?.parent_num, orderId: unpaid?.order_id ?? null },
    3,
  );
  if (rows.length > 0) await typed(client).insert(notificationDeliveries).values(rows).onConflictDoNothing();
}
