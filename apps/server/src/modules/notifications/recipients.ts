import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { REVIEW_HOURS } from '@vm/domain/order-status';
import type { NotificationFacts } from '@vm/domain/notifications';
import { childAccounts, groupPurchases, notificationSettings, orderItems, orders, users } from '../../db/schema/index';
import type { TypedDb as Db } from '../../platform/db/typed';

/** A person who hears a message, with the channels they can be reached on. */
export interface Contact {
  userId: number;
  mobile: string;
  email: string | null;
  smsOn: boolean;
  emailOn: boolean;
}

/** One message to write: to whom, about what (`scope` tells apart two messages of one event to one person). */
export interface Addressee {
  contact: Contact;
  scope: string;
  facts: NotificationFacts;
}

const HOUR_MS = 3_600_000;

/** Each user's mobile, saved email and channel choices (no settings row: both on). Frozen accounts hear nothing. */
export async function contactsOf(db: Db, userIds: readonly number[]): Promise<Map<number, Contact>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      mobile: users.mobile,
      email: users.email,
      smsOn: sql<boolean>`coalesce(${notificationSettings.sms}, true)`,
      emailOn: sql<boolean>`coalesce(${notificationSettings.email}, true)`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.frozenAt)));
  return new Map(rows.map((row) => [row.userId, { ...row, email: row.email?.trim() || null }]));
}

/** The order's number and buyer. */
export async function orderFacts(db: Db, orderId: number): Promise<{ userId: number; orderNum: string; expiresAt: Date } | null> {
  const [row] = await db.select({ userId: orders.userId, orderNum: orders.orderNum, expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** When a sub-order's 24 hours start: the payment, or its group's success when later (orders REVIEW_FROM). */
export const reviewFrom = sql<Date>`greatest(${orderItems.paidAt}, ${groupPurchases.resolvedAt})`;
/** A paid sub-order its supplier may review now: not in a group still open (orders REVIEWABLE_ITEM). */
export const reviewable: SQL = sql`${orderItems.status} = 'paid' and (${orderItems.groupPurchaseId} is null or ${groupPurchases.status} = 'succeeded')`;

export interface SubOrder {
  id: number;
  orderId: number;
  orderNum: string;
  supplierId: number;
  reviewFrom: Date | null;
}

/** Sub-orders with their review start: `where` picks them (order_items joined with their group). */
export async function subOrders(db: Db, where: SQL | undefined, limit = 500): Promise<SubOrder[]> {
  const rows = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, orderNum: orderItems.orderNum, supplierId: orderItems.supplierId, reviewFrom })
    .from(orderItems)
    .leftJoin(groupPurchases, eq(groupPurchases.id, orderItems.groupPurchaseId))
    .where(where)
    .orderBy(orderItems.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, reviewFrom: row.reviewFrom ? new Date(row.reviewFrom) : null }));
}

export const reviewDeadlineOf = (item: SubOrder): Date | null => (item.reviewFrom ? new Date(item.reviewFrom.getTime() + REVIEW_HOURS * HOUR_MS) : null);

/** Each supplier with its staff who handle orders (child accounts with the `orders` permission). */
export async function supplierTeams(db: Db, supplierIds: readonly number[]): Promise<Map<number, number[]>> {
  const teams = new Map<number, number[]>(supplierIds.map((id) => [id, [id]]));
  if (supplierIds.length === 0) return teams;
  const staff = await db
    .select({ ownerId: childAccounts.ownerId, userId: childAccounts.userId })
    .from(childAccounts)
    .where(and(inArray(childAccounts.ownerId, [...new Set(supplierIds)]), sql`'orders' = any(${childAccounts.permissions})`));
  for (const row of staff) teams.get(row.ownerId)?.push(row.userId);
  return teams;
}

/** Every operator (platform staff). */
export async function operatorIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'operator' = any(${users.roles})`);
  return rows.map((row) => row.id);
}
