import type { OperatorOrderRow, OperatorOrdersQuery } from '@vm/contracts/operator-console';
import { addDays, shanghaiDayStart, toShanghaiIsoString, type BusinessDate } from '@vm/domain/business-date';
import { fenToYuanString } from '@vm/domain/money';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@vm/domain/order-status';
import { and, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { cities, communities, orderItems, orders, physicalResources, users } from '../../db/schema';
import { containsPattern } from '../../platform/db/like-pattern';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';

/**
 * Operator console "orders overview": every sub-order (one line, one supplier), filtered by status,
 * city, supplier, placing date and order number / buyer mobile; the same rows as CSV for Excel.
 */

const buyer = alias(users, 'b');
const supplier = alias(users, 's');

function filters(query: OperatorOrdersQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(orderItems.status, query.status));
  if (query.city_id) where.push(eq(communities.cityId, query.city_id));
  if (query.supplier) {
    const pattern = containsPattern(query.supplier);
    where.push(or(like(supplier.mobile, pattern), ilike(supplier.name, pattern)));
  }
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    where.push(or(like(orders.orderNum, pattern), like(orderItems.orderNum, pattern), like(buyer.mobile, pattern)));
  }
  if (query.start) where.push(gte(orders.createdAt, shanghaiDayStart(query.start as BusinessDate)));
  if (query.end) where.push(lt(orders.createdAt, shanghaiDayStart(addDays(query.end as BusinessDate, 1))));
  return and(...where);
}

const COLUMNS = {
  order_id: orders.id,
  order_item_id: orderItems.id,
  order_num: orders.orderNum,
  item_order_num: orderItems.orderNum,
  status: orderItems.status,
  buyer_id: buyer.id,
  buyer_mobile: buyer.mobile,
  buyer_name: buyer.name,
  supplier_id: supplier.id,
  supplier_mobile: supplier.mobile,
  supplier_name: supplier.name,
  city: cities.name,
  community: communities.name,
  field_name: orderItems.fieldName,
  lease_term_type: orderItems.leaseTermTypeName,
  first_date: sql<string>`to_char(${orderItems.firstDate}, 'YYYY-MM-DD')`,
  last_date: sql<string>`to_char(${orderItems.lastDate}, 'YYYY-MM-DD')`,
  payable: orderItems.payable,
  created_at: orders.createdAt,
};
/** Every sub-order with its order, buyer, supplier and its venue's community and city: `COLUMNS`, or the count. */
const rowsQuery = (db: Queryable) => withJoins(typed(db).select(COLUMNS).from(orderItems).$dynamic());
const countQuery = (db: Queryable) => withJoins(typed(db).select({ total: count() }).from(orderItems).$dynamic());

function withJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(buyer, eq(buyer.id, orders.userId))
    .innerJoin(supplier, eq(supplier.id, orderItems.supplierId))
    .innerJoin(physicalResources, eq(physicalResources.id, orderItems.topPhysicalId))
    .innerJoin(communities, eq(communities.id, physicalResources.communityId))
    .innerJoin(cities, eq(cities.id, communities.cityId));
}
type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

const view = (row: Row): OperatorOrderRow => ({
  order_id: row.order_id,
  order_item_id: row.order_item_id,
  order_num: row.order_num,
  item_order_num: row.item_order_num,
  status: row.status,
  buyer: { id: row.buyer_id, mobile: row.buyer_mobile, name: row.buyer_name },
  supplier: { id: row.supplier_id, mobile: row.supplier_mobile, name: row.supplier_name },
  city: row.city,
  community: row.community,
  field_name: row.field_name,
  lease_term_type: row.lease_term_type,
  first_date: row.first_date,
  last_date: row.last_date,
  payable: Number(row.payable),
  created_at: toShanghaiIsoString(row.created_at),
});

export async function listOperatorOrders(deps: Pick<AppDeps, 'pool'>, query: OperatorOrdersQuery): Promise<Page<OperatorOrderRow>> {
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    rowsQuery(deps.pool)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orderItems.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    countQuery(deps.pool).where(where),
  ]);
  return page(rows.map(view), counted?.total ?? 0, query.page, query.page_size);
}

/** The most rows one export holds; narrow the filters for more. */
export const ORDER_EXPORT_LIMIT = 20_000;

const CSV_COLUMNS: [string, (row: OperatorOrderRow) => string][] = [
  ['订单号', (row) => row.order_num],
  ['子订单号', (row) => row.item_order_num],
  ['状态', (row) => ORDER_STATUS_NAMES[row.status as OrderStatus] ?? row.status],
  ['下单时间', (row) => row.created_at.slice(0, 19).replace('T', ' ')],
  ['城市', (row) => row.city],
  ['社区', (row) => row.community],
  ['场地', (row) => row.field_name],
  ['租期', (row) => row.lease_term_type],
  ['开始日期', (row) => row.first_date],
  ['结束日期', (row) => row.last_date],
  ['应付金额（元）', (row) => fenToYuanString(row.payable)],
  ['买家手机号', (row) => row.buyer.mobile],
  ['买家姓名', (row) => row.buyer.name],
  ['供应商手机号', (row) => row.supplier.mobile],
  ['供应商名称', (row) => row.supplier.name],
];

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is prefixed
 * with an apostrophe so Excel does not run it as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The filtered sub-orders as CSV: UTF-8 with a byte-order mark (Excel then reads the Chinese), CRLF lines. */
export async function exportOperatorOrders(deps: Pick<AppDeps, 'pool'>, query: OperatorOrdersQuery): Promise<string> {
  const rows = await rowsQuery(deps.pool).where(filters(query)).orderBy(desc(orders.createdAt), desc(orderItems.id)).limit(ORDER_EXPORT_LIMIT);
  const lines = [CSV_COLUMNS.map(([title]) => title).join(',')];
  for (const row of rows.map(view)) lines.push(CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
