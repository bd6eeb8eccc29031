import type { Invoice, OperatorInvoice } from '@vm/contracts/invoices';
import { INVOICE_STATUS_NAMES, INVOICE_TITLE_TYPE_NAMES, type InvoiceOrderItem, type InvoiceStatus, type InvoiceTitleType } from '@vm/domain/invoices';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';
import type { InvoiceTitleRow } from './invoice-titles';

/** What the invoice rule needs of an order (the caller's own), read under the order's row lock. */
export interface OrderForInvoice {
  id: number;
  order_num: string;
  user_id: number;
  paid_amount: number | null;
  total_deposit: number;
  items: InvoiceOrderItem[];
}

/**
 * The buyer's order `orderId` locked for the invoice request (two requests for one order queue here;
 * the unique index on invoices.order_id would stop the second anyway), or undefined when it is not
 * theirs.
 */
export async function lockOrderForInvoice(client: Queryable, userId: number, orderId: number): Promise<OrderForInvoice | undefined> {
  const order = (
    await client.query<Omit<OrderForInvoice, 'items'>>(
      'select id, order_num, user_id, paid_amount, total_deposit from orders where id = $1 and user_id = $2 for update',
      [orderId, userId],
    )
  ).rows[0];
  if (!order) return undefined;
  const items = await client.query<{ status: string; first_date: string }>('select status, first_date::text as first_date from order_items where order_id = $1', [orderId]);
  return { ...order, items: items.rows.map((item) => ({ status: item.status, firstDate: item.first_date })) };
}

/** Inserts the request with a copy of the title; null when the order already has an invoice. */
export async function insertInvoice(
  client: Queryable,
  input: { userId: number; orderId: number; title: InvoiceTitleRow; amount: number; now: Date },
): Promise<number | null> {
  const { title } = input;
  const inserted = await client.query<{ id: number }>(
    `insert into invoices (user_id, order_id, invoice_title_id, title_type, title, tax_code, address, phone, bank, account, amount, status, requested_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'requested', $12)
     on conflict (order_id) do nothing returning id`,
    [input.userId, input.orderId, title.id, title.type, title.title, title.tax_code, title.address, title.phone, title.bank, title.account, input.amount, input.now],
  );
  return inserted.rows[0]?.id ?? null;
}

interface InvoiceRow {
  id: number;
  order_id: number;
  order_num: string;
  amount: number;
  status: InvoiceStatus;
  title_type: InvoiceTitleType;
  title: string;
  tax_code: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  invoice_no: string | null;
  requested_at: Date;
  issued_at: Date | null;
  user_id: number;
  buyer_mobile: string;
  buyer_name: string;
}

const SELECT = `select i.id, i.order_id, o.order_num, i.amount, i.status, i.title_type, i.title, i.tax_code, i.address, i.phone, i.bank, i.account,
    i.invoice_no, i.requested_at, i.issued_at, i.user_id, u.mobile as buyer_mobile, u.name as buyer_name
  from invoices i join orders o on o.id = i.order_id join users u on u.id = i.user_id`;

function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    order_id: row.order_id,
    order_num: row.order_num,
    amount: row.amount,
    status: row.status,
    status_name: INVOICE_STATUS_NAMES[row.status],
    title: { type: row.title_type, type_name: INVOICE_TITLE_TYPE_NAMES[row.title_type], title: row.title, tax_code: row.tax_code },
    invoice_no: row.invoice_no,
    requested_at: row.requested_at.toISOString(),
    issued_at: row.issued_at?.toISOString() ?? null,
  };
}

function toOperatorInvoice(row: InvoiceRow): OperatorInvoice {
  return {
    ...toInvoice(row),
    buyer_mobile: row.buyer_mobile,
    buyer_name: row.buyer_name,
    title: {
      type: row.title_type,
      type_name: INVOICE_TITLE_TYPE_NAMES[row.title_type],
      title: row.title,
      tax_code: row.tax_code,
      address: row.address,
      phone: row.phone,
      bank: row.bank,
      account: row.account,
    },
  };
}

/** The caller's invoice `id` (another buyer's reads as missing). */
export async function findInvoice(db: Queryable, userId: number, id: number): Promise<Invoice | undefined> {
  const row = (await db.query<InvoiceRow>(`${SELECT} where i.id = $1 and i.user_id = $2`, [id, userId])).rows[0];
  return row ? toInvoice(row) : undefined;
}

/** GET /api/invoices: the caller's invoices, newest first, optionally of one status. */
export async function listInvoices(deps: Pick<AppDeps, 'pool'>, userId: number, query: { page: number; page_size: number; status?: InvoiceStatus }): Promise<Page<Invoice>> {
  const where = `where i.user_id = $1 and ($2::text is null or i.status = $2)`;
  const total = await deps.pool.query<{ n: number }>(`select count(*)::int as n from invoices i ${where}`, [userId, query.status ?? null]);
  const rows = await deps.pool.query<InvoiceRow>(`${SELECT} ${where} order by i.id desc limit $3 offset $4`, [
    userId,
    query.status ?? null,
    query.page_size,
    (query.page - 1) * query.page_size,
  ]);
  return page(rows.rows.map(toInvoice), total.rows[0]?.n ?? 0, query.page, query.page_size);
}

/** Operator: invoices of a status, oldest request first for the ones to issue, newest issue first for the others. */
export async function listOperatorInvoices(deps: Pick<AppDeps, 'pool'>, query: { page: number; page_size: number; status: InvoiceStatus }): Promise<Page<OperatorInvoice>> {
  const order = query.status === 'requested' ? 'i.requested_at, i.id' : 'i.issued_at desc, i.id desc';
  const total = await deps.pool.query<{ n: number }>('select count(*)::int as n from invoices where status = $1', [query.status]);
  const rows = await deps.pool.query<InvoiceRow>(`${SELECT} where i.status = $1 order by ${order} limit $2 offset $3`, [
    query.status,
    query.page_size,
    (query.page - 1) * query.page_size,
  ]);
  return page(rows.rows.map(toOperatorInvoice), total.rows[0]?.n ?? 0, query.page, query.page_size);
}

/** The invoice under its row lock, for the operator's issue. */
export async function lockInvoice(client: Queryable, id: number): Promise<{ id: number; user_id: number; order_id: number; order_num: string; amount: number; status: InvoiceStatus } | undefined> {
  return (
    await client.query<{ id: number; user_id: number; order_id: number; order_num: string; amount: number; status: InvoiceStatus }>(
      'select i.id, i.user_id, i.order_id, o.order_num, i.amount, i.status from invoices i join orders o on o.id = i.order_id where i.id = $1 for update of i',
      [id],
    )
  ).rows[0];
}

/** requested → issued with the file, compare-and-set on the status; false when it was not `requested`. */
export async function markInvoiceIssued(client: Queryable, input: { id: number; fileId: number; invoiceNo: string | null; operatorId: number; now: Date }): Promise<boolean> {
  const updated = await client.query(
    `update invoices set status = 'issued', file_id = $2, invoice_no = $3, issued_by = $4, issued_at = $5 where id = $1 and status = 'requested'`,
    [input.id, input.fileId, input.invoiceNo, input.operatorId, input.now],
  );
  return updated.rowCount === 1;
}

/** The stored file of an issued invoice: the buyer's own (`userId`), or any for staff (`userId` null). */
export async function issuedInvoiceFile(db: Queryable, id: number, userId: number | null): Promise<{ status: InvoiceStatus; file_id: number | null; order_num: string } | undefined> {
  return (
    await db.query<{ status: InvoiceStatus; file_id: number | null; order_num: string }>(
      'select i.status, i.file_id, o.order_num from invoices i join orders o on o.id = i.order_id where i.id = $1 and ($2::bigint is null or i.user_id = $2)',
      [id, userId],
    )
  ).rows[0];
}
