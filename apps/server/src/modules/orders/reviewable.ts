import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { GROUP_STATUSES, type GroupStatus } from '@vm/domain/group-buys';
import { isReviewable } from '@vm/domain/order-review-and-cancel';
import { ORDER_STATUSES, reviewDeadline, type OrderStatus } from '@vm/domain/order-status';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { groupPurchases, orderItems } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { ITEM_COLUMNS, i, o, toItemView, type OrderItemRow } from './order-views';

/**
 * "The supplier may review this sub-order now", as SQL for the lists, the supplier's home and the
 * 24-hour alert (sub-order alias `i`). Built from the domain's `isReviewable`, the rule the review
 * workflow checks, so the filter and the check cannot drift apart (decision 0033). Private to orders:
 * other modules ask for the queue ({@link reviewQueue}), they do not splice SQL.
 */
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const REVIEWABLE_STATUSES = ORDER_STATUSES.filter((status) => isReviewable({ status, groupStatus: null }));
const REVIEWABLE_GROUP_STATUSES = GROUP_STATUSES.filter((groupStatus) => isReviewable({ status: 'paid', groupStatus }));

export const REVIEWABLE_ITEM_SQL = `(i.status in (${quoted(REVIEWABLE_STATUSES)}) and (i.group_purchase_id is null
  or exists (select 1 from group_purchases rg where rg.id = i.group_purchase_id and rg.status in (${quoted(REVIEWABLE_GROUP_STATUSES)}))))`;

/** SQL (alias `i`): when the supplier's 24 hours start — the payment, or the group's success when later. */
export const REVIEW_FROM_SQL = `greatest(i.paid_at, (select rg.resolved_at from group_purchases rg where rg.id = i.group_purchase_id))`;

/** The two as builder fragments (over the alias `i` of order-views). */
export const REVIEWABLE_ITEM = sql.raw(REVIEWABLE_ITEM_SQL);
export const REVIEW_FROM = sql.raw(REVIEW_FROM_SQL);

/** A supplier's sub-order row with its order's contact and its review clock (supplier lists and home). */
export interface SupplierItemRow extends OrderItemRow {
  o_order_num: string;
  o_contact: string;
  o_mobile: string;
  o_created_at: Date;
  /** When the 24 hours started (payment, or a group order's group success). */
  review_from: Date | null;
}

export const SUPPLIER_ITEM_COLUMNS = {
  ...ITEM_COLUMNS,
  o_order_num: o.orderNum,
  o_contact: o.contact,
  o_mobile: o.mobile,
  o_created_at: o.createdAt,
  // Mapped like a timestamp column: Drizzle reads timestamps as text and leaves unmapped expressions so.
  review_from: sql<Date | null>`${REVIEW_FROM}`.mapWith(i.paidAt),
};

/** The supplier's view of a sub-order: the order's contact, and the review deadline while it is reviewable. */
export function toSupplierItem(row: SupplierItemRow, now: Date): SupplierOrderItem {
  return {
    ...toItemView(row, now),
    order: { id: row.order_id, order_num: row.o_order_num, contact: row.o_contact, mobile: row.o_mobile, created_at: toShanghaiIsoString(row.o_created_at) },
    review_deadline: row.status === 'paid' && row.review_from ? toShanghaiIsoString(reviewDeadline(row.review_from)) : null,
    reviewable: isReviewable({ status: row.status, groupStatus: row.group_facts?.status ?? null }),
  };
}

/** The supplier's review queue: reviewable sub-orders, oldest payment first, and how many there are. */
export async function reviewQueue(db: Queryable, supplierId: number, limit: number, now: Date): Promise<{ items: SupplierOrderItem[]; total: number }> {
  const where = and(eq(i.supplierId, supplierId), REVIEWABLE_ITEM);
  const [total] = await typed(db).select({ count: count() }).from(i).where(where);
  const rows: SupplierItemRow[] = await typed(db)
    .select(SUPPLIER_ITEM_COLUMNS)
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .where(where)
    .orderBy(asc(i.paidAt), asc(i.id))
    .limit(limit);
  return { items: rows.map((row) => toSupplierItem(row, now)), total: total?.count ?? 0 };
}

/** A sub-order under review, with what decides whether it is reviewable (domain `reviewRefusal`). */
export interface ReviewItem {
  id: number;
  orderId: number;
  status: OrderStatus;
  payable: number;
  orderNum: string;
  groupStatus: GroupStatus | null;
}

/** The supplier's own sub-order (undefined for another's or a missing one). Read after its order is locked for a decision. */
export async function supplierReviewItem(db: Queryable, supplierId: number, itemId: number): Promise<ReviewItem | undefined> {
  const [item] = await typed(db)
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      status: orderItems.status,
      payable: orderItems.payable,
      orderNum: orderItems.orderNum,
      groupStatus: groupPurchases.status,
    })
    .from(orderItems)
    .leftJoin(groupPurchases, eq(groupPurchases.id, orderItems.groupPurchaseId))
    .where(and(eq(orderItems.id, itemId), eq(orderItems.supplierId, supplierId)));
  return item as ReviewItem | undefined;
}

/** A sub-order's status now. */
export async function subOrderStatus(db: Queryable, itemId: number): Promise<OrderStatus> {
  const [item] = await typed(db).select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, itemId));
  return item!.status as OrderStatus;
}
