import { and, eq, sql } from 'drizzle-orm';
import { orderItems, orders, paymentRefunds } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';

/** What after-sales needs of a sub-order (read across modules: orders owns these rows). */
export interface SubOrderFacts {
  id: number;
  orderId: number;
  orderNum: string;
  supplierId: number;
  buyerId: number;
  status: string;
  firstDate: string;
  lastDate: string;
  payable: number;
  deposit: number;
  fieldName: string;
  orderPaid: boolean;
  orderStatus: string;
  orderDeposit: number;
}

const COLUMNS = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  orderNum: orderItems.orderNum,
  supplierId: orderItems.supplierId,
  buyerId: orders.userId,
  status: orderItems.status,
  firstDate: orderItems.firstDate,
  lastDate: orderItems.lastDate,
  payable: orderItems.payable,
  deposit: orderItems.deposit,
  fieldName: orderItems.fieldName,
  orderPaid: sql<boolean>`${orders.paidAt} is not null`,
  orderStatus: orders.status,
  orderDeposit: orders.totalDeposit,
};

export async function subOrderFacts(client: Queryable, itemId: number): Promise<SubOrderFacts | null> {
  const [row] = await typed(client).select(COLUMNS).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orderItems.id, itemId));
  return row ?? null;
}

/** Who asks about a sub-order: its buyer, its supplier (or the supplier's staff with `orders`), an operator. */
export interface Reader {
  userId: number;
  isOperator: boolean;
  /** The supplier the caller acts for with the `orders` permission, or null. */
  supplierOwnerId: number | null;
}

export type Party = 'buyer' | 'supplier' | 'operator';

/** The caller's part in the sub-order, or null for a stranger. */
export function partyOf(reader: Reader, item: { buyerId: number; supplierId: number }): Party | null {
  if (item.buyerId === reader.userId) return 'buyer';
  if (reader.supplierOwnerId !== null && reader.supplierOwnerId === item.supplierId) return 'supplier';
  if (reader.isOperator) return 'operator';
  return null;
}

/** The sub-order when the caller is one of its parties; a stranger learns nothing (404 子订单不存在). */
export async function subOrderFor(client: Queryable, reader: Reader, itemId: number): Promise<{ item: SubOrderFacts; party: Party }> {
  const item = await subOrderFacts(client, itemId);
  const party = item ? partyOf(reader, item) : null;
  if (!item || !party) throw notFound('子订单');
  return { item, party };
}

/**
 * The line's rent the buyer can still get back: what they paid for it (`payable`: rent less subsidy,
 * coupon and points shares) less every refund recorded against it (a rejection, a staff refund, earlier
 * after-sales cases). Deposits are settled apart and never counted here.
 */
export async function refundableRent(client: Queryable, item: { id: number; payable: number }): Promise<number> {
  const [row] = await typed(client)
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderItemId, item.id)));
  return Math.max(0, item.payable - Number(row?.total ?? 0));
}
