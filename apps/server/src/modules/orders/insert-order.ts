import { todayInShanghai } from '@vm/domain/business-date';
import { leaseTermName, periodEndDate } from '@vm/domain/lease-terms';
import type { OrderTotals } from '@vm/domain/order-totals';
import { unpaidDeadline } from '@vm/domain/order-status';
import type { Queryable } from '../../platform/db/with-transaction';
import type { OrderInfoValues } from './checkout-info';
import type { PricedLine } from './price-order';
import { recordBusinessEvent } from '../../platform/metrics/business-events';
import { writeOrderInfo } from './write-order-info';

export interface NewOrder {
  userId: number;
  lines: readonly PricedLine[];
  totals: OrderTotals;
  userCouponId: number | null;
  contact: string;
  mobile: string;
  address: string;
  info: OrderInfoValues;
  now: Date;
}

export interface InsertedOrder {
  id: number;
  orderNum: string;
  actualFee: number;
  items: { id: number; line: PricedLine }[];
}

/** 16 digits: the Shanghai date and the order id (`2026112200000042`); a sub-order adds its position (`…01`). */
function orderNumber(id: number, now: Date): string {
  return `${todayInShanghai(now).replace(/-/g, '')}${String(id).padStart(8, '0')}`;
}

async function insertItem(client: Queryable, orderId: number, orderNum: string, position: number, line: PricedLine, order: NewOrder): Promise<number> {
  const figures = order.totals.lines[position - 1]!;
  const dates = line.starts.map((start, i) => ({ date: start, endDate: periodEndDate(start, line.termId), price: line.prices[i] ?? 0 }));
  const sorted = [...line.covered].sort();
  const result = await client.query<{ id: number }>(
    `insert into order_items (order_id, order_num, position, supplier_id, selling_resource_id, top_physical_id, lease_term_type_id, units,
       count_of_time_unit, dates, first_date, last_date, amount, subsidy, coupon, integral, payable, deposit, status, leave_words, enquiry_id,
       field_name, size, custom_dimension, lease_term_type_name, pic_url, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, 'submitted', $19, $20, $21, $22, $23, $24, $25, $26, $26)
     returning id`,
    [
      orderId,
      `${orderNum}${String(position).padStart(2, '0')}`,
      position,
      line.booth.supplier_id,
      line.booth.id,
      line.booth.top_physical_id,
      line.termId,
      line.units,
      line.starts.length,
      JSON.stringify(dates),
      sorted[0],
      sorted[sorted.length - 1],
      figures.amount,
      figures.subsidy,
      figures.coupon,
      figures.integral,
      figures.payable,
      figures.deposit,
      line.leaveWords,
      line.enquiryId,
      line.booth.physical_resource_name,
      line.booth.size,
      line.booth.custom_dimension,
      leaseTermName(line.termId),
      line.booth.pic_url ?? '',
      order.now,
    ],
  );
  return result.rows[0]!.id;
}


/** Writes the order, one sub-order per line and the supplementary information (the order's transaction). */
export async function insertOrder(client: Queryable, order: NewOrder): Promise<InsertedOrder> {
  const id = (await client.query<{ id: number }>(`select nextval(pg_get_serial_sequence('orders', 'id'))::bigint as id`)).rows[0]!.id;
  const orderNum = orderNumber(id, order.now);
  const { totals } = order;
  await client.query(
    `insert into orders (id, order_num, user_id, status, total_amount, subsidy, total_deposit, coupon, integral, points, actual_fee,
       user_coupon_id, contact, mobile, address, channel, delegated, expires_at, created_at, updated_at)
     values ($1, $2, $3, 'submitted', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 4, 0, $15, $16, $16)`,
    [
      id,
      orderNum,
      order.userId,
      totals.total_amount,
      totals.subsidy,
      totals.total_deposit,
      totals.coupon,
      totals.integral,
      totals.points,
      totals.total_actual_price,
      totals.coupon > 0 ? order.userCouponId : null,
      order.contact,
      order.mobile,
      order.address,
      unpaidDeadline(order.now),
      order.now,
    ],
  );
  const items: InsertedOrder['items'] = [];
  for (const [i, line] of order.lines.entries()) {
    items.push({ id: await insertItem(client, id, orderNum, i + 1, line, order), line });
  }
  await writeOrderInfo(client, id, order.info, order.now);
  recordBusinessEvent(client, { kind: 'order_submitted' });
  return { id, orderNum, actualFee: totals.total_actual_price, items };
}
