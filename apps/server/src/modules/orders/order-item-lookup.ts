import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@vm/domain/order-status';
import { orderItems } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

export interface OrderItemFacts {
  id: number;
  orderId: number;
  orderNum: string;
  supplierId: number;
  status: OrderStatus;
  payable: number;
}

/** One sub-order's facts (for staff processes such as an after-sales refund), or undefined. */
export async function findOrderItem(client: Queryable, itemId: number): Promise<OrderItemFacts | undefined> {
  const [row] = await typed(client)
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      orderNum: orderItems.orderNum,
      supplierId: orderItems.supplierId,
      status: orderItems.status,
      payable: orderItems.payable,
    })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return row ? { ...row, status: row.status as OrderStatus } : undefined;
}
