import type { OrderItemView, OrderView } from '@vm/contracts/orders';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@vm/domain/order-status';
import { groupFlag, type GroupStatus } from '@vm/domain/group-buys';
import { buyerMayCancel } from '@vm/domain/payment-options';
import { asc, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderItems, orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
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

/** `order_items` as `i` and `orders` as `o`: the SQL fragments of reviewable.ts name them so. */
export const i = alias(orderItems, 'i');
export const o = alias(orders, 'o');

/** A sub-order's columns (table `i`) as {@link OrderItemRow}. */
export const ITEM_COLUMNS = {
  id: i.id,
  order_id: i.orderId,
  order_num: i.orderNum,
  status: sql<OrderStatus>`${i.status}`,
  selling_resource_id: i.sellingResourceId,
  top_physical_id: i.topPhysicalId,
  field_name: i.fieldName,
  pic_url: i.picUrl,
  size: i.size,
  custom_dimension: i.customDimension,
  lease_term_type_id: i.leaseTermTypeId,
  lease_term_type_name: i.leaseTermTypeName,
  units: i.units,
  count_of_time_unit: i.countOfTimeUnit,
  dates: sql<OrderItemRow['dates']>`${i.dates}`,
  first_date: i.firstDate,
  last_date: i.lastDate,
  amount: i.amount,
  subsidy: i.subsidy,
  coupon: i.coupon,
  integral: i.integral,
  payable: i.payable,
  deposit: i.deposit,
  leave_words: i.leaveWords,
  reject_reason: i.rejectReason,
  paid_at: i.paidAt,
  reviewed_at: i.reviewedAt,
  enquiry_id: i.enquiryId,
  group_purchase_id: i.groupPurchaseId,
  group_facts: sql<OrderItemRow['group_facts']>`(select json_build_object('status', g.status, 'deadline', g.deadline, 'max_members', g.max_members,
    'number_of_group_purchase_now', g.number_of_group_purchase_now) from group_purchases g where g.id = ${i.groupPurchaseId})`,
};

const ORDER_COLUMNS = {
  id: orders.id,
  order_num: orders.orderNum,
  status: sql<OrderStatus>`${orders.status}`,
  total_amount: orders.totalAmount,
  subsidy: orders.subsidy,
  total_deposit: orders.totalDeposit,
  coupon: orders.coupon,
  integral: orders.integral,
  points: orders.points,
  actual_fee: orders.actualFee,
  contact: orders.contact,
  mobile: orders.mobile,
  address: orders.address,
  offline_pay: orders.offlinePay,
  offline_status: orders.offlineStatus,
  voucher_image_urls: orders.voucherImageUrls,
  created_at: orders.createdAt,
  expires_at: orders.expiresAt,
  paid_at: orders.paidAt,
  order_type: orders.orderType,
  delegated: orders.delegated,
};

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
  const found = await typed(db)
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const items: OrderItemRow[] = await typed(db)
    .select(ITEM_COLUMNS)
    .from(i)
    .where(inArray(i.orderId, [...ids]))
    .orderBy(asc(i.orderId), asc(i.position));
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  const byId = new Map(found.map((order) => [order.id, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    const subOrders = byOrder.get(id) ?? [];
    // A paid group order waits for its group (open or full): the buyer cannot cancel it meanwhile.
    const groupRunning = order.status === 'paid' && subOrders.some((item) => item.group_facts && ['open', 'closed'].includes(item.group_facts.status));
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
        can_cancel:
          !groupRunning &&
          buyerMayCancel(
            { status: order.status, offlineStatus: order.offline_status },
            subOrders.map((item) => item.status),
          ),
        type: order.order_type,
        delegated: order.delegated,
        resources: subOrders.map((item) => toItemView(item, now)),
      },
    ];
  });
}
