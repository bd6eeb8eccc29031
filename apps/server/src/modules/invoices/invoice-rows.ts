import type { Invoice, OperatorInvoice } from '@vm/contracts/invoices';
import { INVOICE_STATUS_NAMES, INVOICE_TITLE_TYPE_NAMES, type InvoiceOrderItem, type InvoiceStatus, type InvoiceTitleType } from '@vm/domain/invoices';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { invoices, orderItems, orders, users } from '../../db/schema';
import { typed } from '../../platform/db/typed';
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
  const db = typed(client);
  const [order] = await db
    .select({ id: orders.id, order_num: orders.orderNum, user_id: orders.userId, paid_amount: orders.paidAmount, total_deposit: orders.totalDeposit })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) return undefined;
  const items = await db.select({ status: orderItems.status, firstDate: orderItems.firstDate }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { ...order, items };
}

/** Inserts the request with a copy of the title; null when the order already has an invoice. */
export async function insertInvoice(
  client: Queryable,
  input: { userId: number; orderId: number; title: InvoiceTitleRow; amount: number; now: Date },
): Promise<number | null> {
  const { title } = input;
  const [inserted] = await typed(client)
    .insert(invoices)
    .values({
      userId: input.userId,
      orderId: input.orderId,
      invoiceTitleId: title.id,
      titleType: title.type,
      title: title.title,
      taxCode: title.tax_code,
      address: title.address,
      phone: title.phone,
      bank: title.bank,
      account: title.account,
      amount: input.amount,
      status: 'requested',
      requestedAt: input.now,
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning({ id: invoices.id });
  return inserted?.id ?? null;
}

/** An invoice with its order's number and its buyer (snake_case: the contract's names). */
function invoiceRows(db: Queryable) {
  return typed(db)
    .select({
      id: invoices.id,
      order_id: invoices.orderId,
      order_num: orders.orderNum,
      amount: invoices.amount,
      status: sql<InvoiceStatus>`${invoices.status}`,
      title_type: sql<InvoiceTitleType>`${invoices.titleType}`,
      title: invoices.title,
      tax_code: invoices.taxCode,
      address: invoices.address,
      phone: invoices.phone,
      bank: invoices.bank,
      account: invoices.account,
      invoice_no: invoices.invoiceNo,
      requested_at: invoices.requestedAt,
      issued_at: invoices.issuedAt,
      user_id: invoices.userId,
      buyer_mobile: users.mobile,
      buyer_name: users.name,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId));
}
type InvoiceRow = Awaited<ReturnType<typeof invoiceRows>>[number];

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
  const [row] = await invoiceRows(db).where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row ? toInvoice(row) : undefined;
}

/** GET /api/invoices: the caller's invoices, newest first, optionally of one status. */
export async function listInvoices(
  deps: Pick<AppDeps, 'pool'>,
  userId: number,
  query: { page: number; page_size: number; status?: InvoiceStatus },
): Promise<Page<Invoice>> {
  const where = and(eq(invoices.userId, userId), query.status ? eq(invoices.status, query.status) : undefined);
  const [total] = await typed(deps.pool).select({ n: count() }).from(invoices).where(where);
  const rows = await invoiceRows(deps.pool)
    .where(where)
    .orderBy(desc(invoices.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return page(rows.map(toInvoice), total?.n ?? 0, query.page, query.page_size);
}

/** Operator: invoices of a status, oldest request first for the ones to issue, newest issue first for the others. */
export async function listOperatorInvoices(
  deps: Pick<AppDeps, 'pool'>,
  query: { page: number; page_size: number; status: InvoiceStatus },
): Promise<Page<OperatorInvoice>> {
  const order = query.status === 'requested' ? [asc(invoices.requestedAt), asc(invoices.id)] : [desc(invoices.issuedAt), desc(invoices.id)];
  const [total] = await typed(deps.pool).select({ n: count() }).from(invoices).where(eq(invoices.status, query.status));
  const rows = await invoiceRows(deps.pool)
    .where(eq(invoices.status, query.status))
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return page(rows.map(toOperatorInvoice), total?.n ?? 0, query.page, query.page_size);
}

/** The invoice under its row lock, for the operator's issue. */
export async function lockInvoice(
  client: Queryable,
  id: number,
): Promise<{ id: number; user_id: number; order_id: number; order_num: string; amount: number; status: InvoiceStatus } | undefined> {
  const [invoice] = await typed(client)
    .select({
      id: invoices.id,
      user_id: invoices.userId,
      order_id: invoices.orderId,
      order_num: orders.orderNum,
      amount: invoices.amount,
      status: sql<InvoiceStatus>`${invoices.status}`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id))
    .for('update', { of: invoices });
  return invoice;
}

/** requested → issued with the file, compare-and-set on the status; false when it was not `requested`. */
export async function markInvoiceIssued(
  client: Queryable,
  input: { id: number; fileId: number; invoiceNo: string | null; operatorId: number; now: Date },
): Promise<boolean> {
  const updated = await typed(client)
    .update(invoices)
    .set({ status: 'issued', fileId: input.fileId, invoiceNo: input.invoiceNo, issuedBy: input.operatorId, issuedAt: input.now })
    .where(and(eq(invoices.id, input.id), eq(invoices.status, 'requested')));
  return updated.rowCount === 1;
}

/** The stored file of an issued invoice: the buyer's own (`userId`), or any for staff (`userId` null). */
export async function issuedInvoiceFile(
  db: Queryable,
  id: number,
  userId: number | null,
): Promise<{ status: InvoiceStatus; file_id: number | null; order_num: string } | undefined> {
  const [file] = await typed(db)
    .select({ status: sql<InvoiceStatus>`${invoices.status}`, file_id: invoices.fileId, order_num: orders.orderNum })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), userId === null ? undefined : eq(invoices.userId, userId)));
  return file;
}
