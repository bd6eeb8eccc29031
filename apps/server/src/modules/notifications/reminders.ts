import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { REVIEW_HOURS } from '@vm/domain/order-status';
import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { REMINDER_KINDS, REVIEW_REMINDER_HOURS_BEFORE, UNPAID_REMINDER_HOURS_BEFORE } from '@vm/domain/notifications';
import { orderItems, orders } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { writeMessages, supplierAddressees, type OutboxOptions } from './outbox';
import { contactsOf, operatorIds, reviewable, reviewDeadlineOf, reviewFrom, subOrders, type Addressee } from './recipients';

const HOUR_MS = 3_600_000;
/** Overdue reviews older than this are not announced again after a long stop (their alert exists). */
const OVERDUE_LOOKBACK_HOURS = 72;
const PAGE = 200;

/**
 * The clock-driven reminders (docs/spec/business-rules.md "Notifications"): the supplier and its order staff 4 hours
 * before a paid sub-order's 24-hour review deadline, operators once that deadline has passed, the
 * buyer 1 hour before an unpaid order's 48-hour cancel. Each is written once whatever the number of
 * processes sweeping, or of runs (idempotency key per reminder, sub-order or order, person and
 * channel); a reminder whose window has closed (the deadline passed) is not written any more. Returns
 * the number of messages written.
 */
export async function writeDueReminders(deps: Pick<AppDeps, 'pool' | 'clock'>, options: OutboxOptions): Promise<number> {
  const db = typed(deps.pool);
  const now = deps.clock.now();
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  let written = 0;

  const sweepItems = async (kind: string, from: Date, until: Date, toOperators: boolean) => {
    let after = 0;
    for (;;) {
      const items = await subOrders(
        db,
        and(
          sql`${reviewable}`,
          sql`${reviewFrom} <= ${until.toISOString()}::timestamptz`,
          sql`${reviewFrom} > ${from.toISOString()}::timestamptz`,
          gt(orderItems.id, after),
        ),
        PAGE,
      );
      if (items.length === 0) return;
      let addressees: Addressee[];
      if (toOperators) {
        const operators = [...(await contactsOf(db, await operatorIds(db))).values()];
        addressees = items.flatMap((item) =>
          operators.map((contact) => ({
            contact,
            scope: String(item.id),
            facts: { orderNum: item.orderNum, orderId: item.orderId, deadline: reviewDeadlineOf(item) },
          })),
        );
      } else {
        addressees = await supplierAddressees(db, items);
      }
      written += await writeMessages(
        db,
        { kind, audience: toOperators ? 'operators' : 'order_suppliers', source: kind, eventId: null, orderId: null, addressees, now },
        options,
      );
      if (items.length < PAGE) return;
      after = items[items.length - 1]!.id;
    }
  };
  // Paid between 24 and 20 hours ago: the review deadline is less than 4 hours away.
  await sweepItems(REMINDER_KINDS.reviewDue, at(REVIEW_HOURS), at(REVIEW_HOURS - REVIEW_REMINDER_HOURS_BEFORE), false);
  await sweepItems(REMINDER_KINDS.reviewOverdue, at(REVIEW_HOURS + OVERDUE_LOOKBACK_HOURS), at(REVIEW_HOURS), true);

  // Unpaid orders cancelled within the hour (not those whose transfer proof awaits an operator: they wait).
  let after = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id, userId: orders.userId, orderNum: orders.orderNum, expiresAt: orders.expiresAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'submitted'),
          gt(orders.expiresAt, now),
          lte(orders.expiresAt, new Date(now.getTime() + UNPAID_REMINDER_HOURS_BEFORE * HOUR_MS)),
          ne(orders.offlineStatus, OFFLINE_STATUS.awaiting),
          gt(orders.id, after),
        ),
      )
      .orderBy(orders.id)
      .limit(PAGE);
    if (due.length === 0) break;
    const contacts = await contactsOf(
      db,
      due.map((order) => order.userId),
    );
    const addressees = due.flatMap((order) => {
      const contact = contacts.get(order.userId);
      return contact ? [{ contact, scope: String(order.id), facts: { orderNum: order.orderNum, orderId: order.id, deadline: order.expiresAt } }] : [];
    });
    written += await writeMessages(
      db,
      { kind: REMINDER_KINDS.unpaidOrder, audience: 'person', source: REMINDER_KINDS.unpaidOrder, eventId: null, orderId: null, addressees, now },
      options,
    );
    if (due.length < PAGE) break;
    after = due[due.length - 1]!.id;
  }
  return written;
}
