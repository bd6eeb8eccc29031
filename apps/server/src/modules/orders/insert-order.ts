import { todayInShanghai } from '@vm/domain/business-date';
import { orderNumber } from '@vm/domain/order-number';
import { leaseTermName, periodEndDate } from '@vm/domain/lease-terms';
import type { OrderTotals } from '@vm/domain/order-totals';
import { unpaidDeadline } from '@vm/domain/order-status';
import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import type { OrderInfoValues } from './checkout-info';
import type { PricedLine } from './price-order';
import { recordBusinessEvent } from '../../platform/metrics/business-events';
import { orderInfoInsertSql, orderInfoRow } from './write-order-info';
import { conflict } from '../../platform/http/app-error';
import { ORDER_MESSAGES } from './order-messages';
import { holdFailure, holdOutcomeColumn, holdUnitsSql, type HoldOutcome } from './holds';

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
  /**
   * Refuse (409 TOO_MANY_UNPAID, nothing written) when the buyer already has this many unpaid orders,
   * counted in the insert itself: the submission's guard against a race its first check can miss.
   */
  maxUnpaidOrders?: number;
  /**
   * The order's id and number when the caller already took one (the submission takes its id with the
   * locks, in the same round trip: order-locks.ts); otherwise the insert takes one first.
   */
  number?: OrderNumber;
}

/** An order id taken from the orders' sequence, and the number it makes on its business date. */
export interface OrderNumber {
  id: number;
  orderNum: string;
}

export interface InsertedOrder {
  id: number;
  orderNum: string;
  actualFee: number;
  items: { id: number; line: PricedLine }[];
}

/**
 * The order `$23` numbered `$1` — unless the buyer has `$22` unpaid orders already (null: no limit) —
 * its sub-orders (`$16`: one JSON row each), its supplementary information (`$17`) and the holds of
 * every unit (`$18`…`$21`: position, resource, date, units per sub-order and date) in one statement:
 * one round trip. A sub-order's number is the order's and its position (`…01`).
 *
 * A refusal fails the statement (`refuse_order`, migration 0022: SQLSTATE VMO01, the reason as the
 * message, the holds' outcome as the detail) instead of being returned as data. The transaction is then
 * aborted, so the caller may send its commit without waiting for this answer: it rolls back.
 * Named, so each connection plans it once.
 */
const INSERT_ORDER = namedSql<unknown[], { items: [number, number][]; accepted: boolean }>(
  'insert-order',
  `with new_order as (
  insert into orders (id, order_num, user_id, status, total_amount, subsidy, total_deposit, coupon, integral, points, actual_fee,
     user_coupon_id, contact, mobile, address, channel, delegated, expires_at, created_at, updated_at)
  select n.id, $1::text, $2::bigint, 'submitted', $3::bigint, $4::bigint, $5::bigint,
     $6::bigint, $7::bigint, $8::int, $9::bigint, $10::bigint, $11::text, $12::text, $13::text, 4, 0, $14::timestamptz, $15::timestamptz, $15::timestamptz
    from (select $23::bigint as id) n
   where $22::int is null or (select count(*) from orders where user_id = $2::bigint and status = 'submitted') < $22::int
  returning id, order_num
), new_item as (
  insert into order_items (order_id, order_num, position, supplier_id, selling_resource_id, top_physical_id, lease_term_type_id, units,
     count_of_time_unit, dates, first_date, last_date, amount, subsidy, coupon, integral, payable, deposit, status, leave_words, enquiry_id,
     field_name, size, custom_dimension, lease_term_type_name, pic_url, created_at, updated_at)
  select o.id, o.order_num || lpad(l.position::text, greatest(2, length(l.position::text)), '0'), l.position, l.supplier_id, l.selling_resource_id,
     l.top_physical_id, l.lease_term_type_id, l.units, l.count_of_time_unit, l.dates, l.first_date, l.last_date, l.amount, l.subsidy, l.coupon,
     l.integral, l.payable, l.deposit, 'submitted', l.leave_words, l.enquiry_id, l.field_name, l.size, l.custom_dimension, l.lease_term_type_name,
     l.pic_url, $15::timestamptz, $15::timestamptz
    from new_order o, jsonb_to_recordset($16::jsonb) as l(position smallint, supplier_id bigint, selling_resource_id int, top_physical_id int,
     lease_term_type_id smallint, units int, count_of_time_unit int, dates jsonb, first_date date, last_date date, amount bigint, subsidy bigint,
     coupon bigint, integral bigint, payable bigint, deposit bigint, leave_words text, enquiry_id bigint, field_name text, size text,
     custom_dimension text, lease_term_type_name text, pic_url text)
  returning id, position
), new_info as (
  ${orderInfoInsertSql('o.id', '$17', 'new_order o')}
), hold_entry as (
  select i.id as item, e.sr, e.d, e.n from unnest($18::int[], $19::int[], $20::date[], $21::int[]) as e(position, sr, d, n)
    join new_item i on i.position = e.position
),${holdUnitsSql('$15')}
select (select json_agg(json_build_array(i.position, i.id)) from new_item i) as items,
  case when o.id is null then refuse_order('too_many_unpaid', null)
       when exists (select 1 from hold_outcome h where not (h.online and h.open and h.held)) then refuse_order('holds', ${holdOutcomeColumn})
       else true end as accepted
  from (select 1) one left join new_order o on true`,
  ['items', 'accepted'],
);

/** A sub-order as the statement's `jsonb_to_recordset` reads it. */
function itemRow(line: PricedLine, position: number, order: NewOrder) {
  const figures = order.totals.lines[position - 1]!;
  const sorted = [...line.covered].sort();
  return {
    position,
    supplier_id: line.booth.supplier_id,
    selling_resource_id: line.booth.id,
    top_physical_id: line.booth.top_physical_id,
    lease_term_type_id: line.termId,
    units: line.units,
    count_of_time_unit: line.starts.length,
    dates: line.starts.map((start, i) => ({ date: start, endDate: periodEndDate(start, line.termId), price: line.prices[i] ?? 0 })),
    first_date: sorted[0],
    last_date: sorted[sorted.length - 1],
    amount: figures.amount,
    subsidy: figures.subsidy,
    coupon: figures.coupon,
    integral: figures.integral,
    payable: figures.payable,
    deposit: figures.deposit,
    leave_words: line.leaveWords,
    enquiry_id: line.enquiryId,
    field_name: line.booth.physical_resource_name,
    size: line.booth.size,
    custom_dimension: line.booth.custom_dimension,
    lease_term_type_name: leaseTermName(line.termId),
    pic_url: line.booth.pic_url ?? '',
  };
}

const NEXT_ORDER_ID = namedSql<[], { id: number }>('next-order-id', `select nextval(pg_get_serial_sequence('orders', 'id')) as id`, ['id']);

/** Takes the next order id from the orders' sequence, with its number on `now`'s business date. */
export async function takeOrderNumber(client: Queryable, now: Date): Promise<OrderNumber> {
  const id = (await NEXT_ORDER_ID.run(client, [])).rows[0]!.id;
  return { id, orderNum: orderNumber(todayInShanghai(now), id) };
}

/** The refusal the statement raised (see INSERT_ORDER), as the submission answers it; other errors as they are. */
function refusal(error: unknown): unknown {
  const raised = error as { code?: string; message?: string; detail?: string };
  if (raised?.code !== 'VMO01') return error;
  if (raised.message === 'too_many_unpaid') return conflict(ORDER_MESSAGES.tooManyUnpaid, 'TOO_MANY_UNPAID');
  return holdFailure(JSON.parse(raised.detail || 'null') as HoldOutcome | null) ?? error;
}

/**
 * Writes the order, one sub-order per line, the supplementary information and the holds of every unit
 * of every line (the order's transaction), in one statement. Throws 409 naming the first date without
 * room, a closed date or a booth gone off sale (see holds.ts), or 409 TOO_MANY_UNPAID; the transaction
 * is then aborted and rolls back.
 */
export async function insertOrder(client: Queryable, order: NewOrder): Promise<InsertedOrder> {
  const { totals } = order;
  const number = order.number ?? (await takeOrderNumber(client, order.now));
  const holds = order.lines.flatMap((line, i) => line.covered.map((date) => ({ position: i + 1, sr: line.booth.id, date, units: line.units })));
  const values = [
    number.orderNum,
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
    JSON.stringify(order.lines.map((line, i) => itemRow(line, i + 1, order))),
    orderInfoRow(order.info, order.now),
    holds.map((hold) => hold.position),
    holds.map((hold) => hold.sr),
    holds.map((hold) => hold.date),
    holds.map((hold) => hold.units),
    order.maxUnpaidOrders ?? null,
    number.id,
  ];
  let result: { rows: { items: [number, number][] }[] };
  try {
    result = await INSERT_ORDER.run(client, values);
  } catch (error) {
    throw refusal(error);
  }
  const itemIds = new Map(result.rows[0]!.items.map(([position, id]) => [position, id]));
  recordBusinessEvent(client, { kind: 'order_submitted' });
  return {
    id: number.id,
    orderNum: number.orderNum,
    actualFee: totals.total_actual_price,
    items: order.lines.map((line, i) => ({ id: itemIds.get(i + 1)!, line })),
  };
}
