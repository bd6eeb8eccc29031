import type { OperatorOrderRow, OperatorOrdersQuery } from '@vm/contracts/operator-console';
import { addDays, shanghaiDayStart, toShanghaiIsoString, type BusinessDate } from '@vm/domain/business-date';
import { fenToYuanString } from '@vm/domain/money';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@vm/domain/order-status';
import { containsPattern } from '../../platform/db/like-pattern';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';

/**
 * Operator console "orders overview": every sub-order (one line, one supplier), filtered by status,
 * city, supplier, placing date and order number / buyer mobile; the same rows as CSV for Excel.
 */

interface Row {
  order_id: number;
  order_item_id: number;
  order_num: string;
  item_order_num: string;
  status: string;
  buyer_id: number;
  buyer_mobile: string;
  buyer_name: string;
  supplier_id: number;
  supplier_mobile: string;
  supplier_name: string;
  city: string;
  community: string;
  field_name: string;
  lease_term_type: string;
  first_date: string;
  last_date: string;
  payable: number;
  created_at: Date;
}

const FROM = `from order_items i join orders o on o.id = i.order_id join users b on b.id = o.user_id join users s on s.id = i.supplier_id
  join physical_resources p on p.id = i.top_physical_id join communities c on c.id = p.community_id join cities ci on ci.id = c.city_id`;

function filters(query: OperatorOrdersQuery): { where: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (value: unknown) => `$${values.push(value)}`;
  if (query.status) where.push(`i.status = ${add(query.status)}`);
  if (query.city_id) where.push(`c.city_id = ${add(query.city_id)}`);
  if (query.supplier) {
    const pattern = add(containsPattern(query.supplier));
    where.push(`(s.mobile like ${pattern} or s.name ilike ${pattern})`);
  }
  if (query.keyword) {
    const pattern = add(containsPattern(query.keyword));
    where.push(`(o.order_num like ${pattern} or i.order_num like ${pattern} or b.mobile like ${pattern})`);
  }
  if (query.start) where.push(`o.created_at >= ${add(shanghaiDayStart(query.start as BusinessDate))}`);
  if (query.end) where.push(`o.created_at < ${add(shanghaiDayStart(addDays(query.end as BusinessDate, 1)))}`);
  return { where: where.length ? `where ${where.join(' and ')}` : '', values };
}

const SELECT = `select o.id as order_id, i.id as order_item_id, o.order_num, i.order_num as item_order_num, i.status,
  b.id as buyer_id, b.mobile as buyer_mobile, b.name as buyer_name, s.id as supplier_id, s.mobile as supplier_mobile, s.name as supplier_name,
  ci.name as city, c.name as community, i.field_name, i.lease_term_type_name as lease_term_type,
  to_char(i.first_date, 'YYYY-MM-DD') as first_date, to_char(i.last_date, 'YYYY-MM-DD') as last_date, i.payable, o.created_at`;

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
  const { where, values } = filters(query);
  const [rows, count] = await Promise.all([
    deps.pool.query<Row>(`${SELECT} ${FROM} ${where} order by o.created_at desc, i.id desc limit $${values.length + 1} offset $${values.length + 2}`, [
      ...values,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
    deps.pool.query<{ total: number }>(`select count(*)::int as total ${FROM} ${where}`, values),
  ]);
  return page(rows.rows.map(view), count.rows[0]?.total ?? 0, query.page, query.page_size);
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
  const { where, values } = filters(query);
  const rows = await deps.pool.query<Row>(`${SELECT} ${FROM} ${where} order by o.created_at desc, i.id desc limit $${values.length + 1}`, [...values, ORDER_EXPORT_LIMIT]);
  const lines = [CSV_COLUMNS.map(([title]) => title).join(',')];
  for (const row of rows.rows.map(view)) lines.push(CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
