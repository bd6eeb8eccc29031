import type { InvoiceableOrder } from '@vm/contracts/invoices';
import { todayInShanghai } from '@vm/domain/business-date';
import { invoiceAmount, invoiceOpensOn, invoiceRefusal, invoiceRefusalMessage, type InvoiceStatus } from '@vm/domain/invoices';
import type { AppDeps } from '../../platform/deps';
import { page, type Page } from '../../platform/http/envelope';

interface Row {
  order_id: number;
  order_num: string;
  status: string;
  paid_amount: number | null;
  total_deposit: number;
  refunded: number;
  items: { status: string; first_date: string; field_name: string }[];
  invoice_id: number | null;
  invoice_status: InvoiceStatus | null;
}

/**
 * GET /api/invoices/orders: the caller's orders of which something runs (approved, executing or
 * finished), newest first, each with its amount, the day invoices open (the 2nd day of execution) and
 * whether one may be asked for today (the same domain rule POST /api/invoices applies).
 */
export async function listInvoiceableOrders(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  userId: number,
  query: { page: number; page_size: number },
): Promise<Page<InvoiceableOrder>> {
  const where = `where o.user_id = $1 and exists (select 1 from order_items r where r.order_id = o.id and r.status in ('approved', 'executing', 'finished'))`;
  // Raw, like the page below: they share the `where` (orders of which something runs).
  const total = await deps.pool.query<{ n: number }>(`select count(*)::int as n from orders o ${where}`, [userId]);
  // Raw: one row per order with its sub-orders as JSON and its refunds summed, paged by id.
  const rows = await deps.pool.query<Row>(
    `select o.id as order_id, o.order_num, o.status, o.paid_amount, o.total_deposit,
            (select coalesce(sum(amount), 0)::bigint from payment_refunds pr where pr.order_id = o.id) as refunded,
            (select json_agg(json_build_object('status', i.status, 'first_date', i.first_date, 'field_name', i.field_name) order by i.position)
               from order_items i where i.order_id = o.id) as items,
            inv.id as invoice_id, inv.status as invoice_status
       from orders o left join invoices inv on inv.order_id = o.id
      ${where} order by o.id desc limit $2 offset $3`,
    [userId, query.page_size, (query.page - 1) * query.page_size],
  );
  const today = todayInShanghai(deps.clock.now());
  const data = rows.rows.map((row): InvoiceableOrder => {
    const items = row.items.map((item) => ({ status: item.status, firstDate: item.first_date }));
    const amount = invoiceAmount({ paidAmount: row.paid_amount, refunded: Number(row.refunded), deposit: row.total_deposit });
    const refusal = invoiceRefusal({ items, amount, today });
    return {
      order_id: row.order_id,
      order_num: row.order_num,
      status: row.status,
      field_names: row.items.filter((item) => ['approved', 'executing', 'finished'].includes(item.status)).map((item) => item.field_name),
      amount,
      opens_on: invoiceOpensOn(items)!,
      can_request: row.invoice_id === null && refusal === null,
      reason: row.invoice_id === null && refusal ? invoiceRefusalMessage(refusal) : null,
      invoice: row.invoice_id === null ? null : { id: row.invoice_id, status: row.invoice_status! },
    };
  });
  return page(data, total.rows[0]?.n ?? 0, query.page, query.page_size);
}
