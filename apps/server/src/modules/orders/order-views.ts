import type { OrderItemView, OrderView } from '@vm/contracts/orders';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@vm/domain/order-status';
import { groupFlag, type GroupStatus } from '@vm/domain/group-buys';
import { buyerMayCancel } from '@vm/domain/payment-options';
import type { Queryable } from '../../platform/db/with-transaction';

/** How orders and sub-orders read over the API (buyer lists, detail, supplier lists). */

export interface OrderItemRow {
  id: number;
  order_id: number;
  order_num: string;
  status: OrderStatus;
  selling_resource_id: number;
  top_physical_id: number;
  field_name: string;
  pic_url: string;
  size: string;
  custom_dimension: string;
  lease_term_type_id: number;
  lease_term_type_name: string;
  units: number;
  count_of_time_unit: number;
  dates: { date: string; endDate: string; price: number }[];
  first_date: string;
  last_date: string;
  amount: number;
  subsidy: number;
  coupon: number;
  integral: number;
  payable: number;
  deposit: number;
  leave_words: string;
  reject_reason: string | null;
  paid_at: Date | null;
  reviewed_at: Date | null;
  enquiry_id: number | null;
  group_purchase_id: number | null;
  /** The group's facts when the line joined one (its flag is computed with the clock). */
  group_facts: { status: GroupStatus; deadline: string; max_members: number; number_of_group_purchase_now: number } | null;
}

export const ITEM_COLUMNS = `i.id, i.order_id, i.order_num, i.status, i.selling_resource_id, i.top_physical_id, i.field_name, i.pic_url, i.size,
  i.custom_dimension, i.lease_term_type_id, i.lease_term_type_name, i.units, i.count_of_time_unit, i.dates, i.first_date, i.last_date,
  i.amount, i.subsidy, i.coupon, i.integral, i.payable, i.deposit, i.leave_words, i.reject_reason, i.paid_at, i.reviewed_at, i.enquiry_id,
  i.group_purchase_id, (select json_build_object('status', g.status, 'deadline', g.deadline, 'max_members', g.max_members,
    'number_of_group_purchase_now', g.number_of_group_purchase_now) from group_purchases g where g.id = i.group_purchase_id) as group_facts`;

interface OrderRow {
  id: number;
  order_num: string;
  status: OrderStatus;
  total_amount: number;
  subsidy: number;
  total_deposit: number;
  coupon: number;
  integral: number;
  points: number;
  actual_fee: number;
  contact: string;
  mobile: string;
  address: string;
  offline_pay: boolean;
  offline_status: number;
  voucher_image_urls: string[];
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  order_type: number;
  delegated: number;
}

const ORDER_COLUMNS = `o.id, o.order_num, o.status, o.total_amount, o.subsidy, o.total_deposit, o.coupon, o.integral, o.points, o.actual_fee,
  o.contact, o.mobile, o.address, o.offline_pay, o.offline_status, o.voucher_image_urls, o.created_at, o.expires_at, o.paid_at, o.order_type, o.delegated`;

const iso = (value: Date | null) => (value ? toShanghaiIsoString(value) : null);

/** `2026-12-01、2026-12-02` or `2026-12-01至2026-12-07` for periods. */
function datesText(row: OrderItemRow): string {
  return row.dates.map((entry) => (entry.endDate === entry.date ? entry.date : `${entry.date}至${entry.endDate}`)).join('、');
}

/** `now` decides a group line's flag (2 once its deadline has passed, even before the sweep decides it). */
export function toItemView(row: OrderItemRow, now: Date = new Date()): OrderItemView {
  return {
    id: row.id,
    order_id: row.order_id,
    order_num: row.order_num,
    status: row.status,
    status_name: ORDER_STATUS_NAMES[row.status],
    order_type: row.enquiry_id !== null ? 'enquiry' : 'normal',
    enquiry_id: row.enquiry_id,
    selling_resource_id: row.selling_resource_id,
    top_physical_id: row.top_physical_id,
    field_name: row.field_name,
    pic_url: row.pic_url,
    size: row.size,
    custom_dimension: row.custom_dimension,
    lease_term_type_id: row.lease_term_type_id,
    lease_term_type: row.lease_term_type_name,
    count: row.units,
    count_of_time_unit: row.count_of_time_unit,
    dates: row.dates,
    datesStr: datesText(row),
    start: row.first_date,
    end: row.last_date,
    amount: row.amount,
    subsidy: row.subsidy,
    coupon: row.coupon,
    integral: row.integral,
    payable: row.payable,
    deposit: row.deposit,
    leave_words: row.leave_words,
    reject_reason: row.reject_reason,
    paid_at: iso(row.paid_at),
    reviewed_at: iso(row.reviewed_at),
    group_status: row.group_facts ? groupFlag(row.group_facts, now) : null,
    group_purchase_id: row.group_purchase_id,
  };
}


/** The orders with these ids, with their sub-orders, in the order of `ids`. */
export async function loadOrderViews(db: Queryable, ids: readonly number[], now: Date): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  const orders = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.id = any($1::bigint[])`, [ids]);
  const items = await db.query<OrderItemRow>(`select ${ITEM_COLUMNS} from order_items i where i.order_id = any($1::bigint[]) order by i.order_id, i.position`, [ids]);
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items.rows) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  const byId = new Map(orders.rows.map((order) => [order.id, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    const orderItems = byOrder.get(id) ?? [];
    // A paid group order waits for its group (open or full): the buyer cannot cancel it meanwhile.
    const groupRunning = order.status === 'paid' && orderItems.some((item) => item.group_facts && ['open', 'closed'].includes(item.group_facts.status));
    return [
      {
        id: order.id,
        order_num: order.order_num,
        status: order.status,
        status_name: ORDER_STATUS_NAMES[order.status],
        total_amount: order.total_amount,
        subsidy: order.subsidy,
        total_deposit: order.total_deposit,
        coupon: order.coupon,
        integral: order.integral,
        points: order.points,
        actual_fee: order.actual_fee,
        contact: order.contact,
        mobile: order.mobile,
        address: order.address,
        offline_pay: order.offline_pay,
        offline_status: order.offline_status,
        voucher_image_url: order.voucher_image_urls,
        created_at: toShanghaiIsoString(order.created_at),
        expires_at: toShanghaiIsoString(order.expires_at),
        paid_at: iso(order.paid_at),
        can_cancel: !groupRunning && buyerMayCancel({ status: order.status, offlineStatus: order.offline_status }, orderItems.map((item) => item.status)),
        type: order.order_type,
        delegated: order.delegated,
        resources: orderItems.map((item) => toItemView(item, now)),
      },
    ];
  });
}
