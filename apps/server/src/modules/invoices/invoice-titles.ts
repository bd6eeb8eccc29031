import type { InvoiceTitle, InvoiceTitleBody } from '@vm/contracts/invoices';
import { firstError } from '@vm/domain/form-validation';
import { INVOICE_TITLE_TYPE_NAMES, INVOICE_TITLE_TYPES, invoiceTitleErrors, normalizeBankAccount, type InvoiceTitleType } from '@vm/domain/invoices';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { invoiceTitles, users } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

export const MAX_INVOICE_TITLES = 20;

export interface InvoiceTitleRow {
  id: number;
  type: InvoiceTitleType;
  title: string;
  tax_code: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  is_default: boolean;
}

const COLUMNS = {
  id: invoiceTitles.id,
  type: sql<InvoiceTitleType>`${invoiceTitles.type}`,
  title: invoiceTitles.title,
  tax_code: invoiceTitles.taxCode,
  address: invoiceTitles.address,
  phone: invoiceTitles.phone,
  bank: invoiceTitles.bank,
  account: invoiceTitles.account,
  is_default: invoiceTitles.isDefault,
};

export const toInvoiceTitle = (row: InvoiceTitleRow): InvoiceTitle => ({ ...row, type_name: INVOICE_TITLE_TYPE_NAMES[row.type] });

/** The caller's title `id`, or undefined (someone else's reads as missing). */
export async function loadInvoiceTitle(db: Queryable, userId: number, id: number): Promise<InvoiceTitleRow | undefined> {
  const [row] = await typed(db)
    .select(COLUMNS)
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
  return row;
}

/** GET /api/invoice_titles: the default first, then newest first. */
export async function listInvoiceTitles(deps: Pick<AppDeps, 'pool'>, userId: number): Promise<Page<InvoiceTitle>> {
  const rows: InvoiceTitleRow[] = await typed(deps.pool)
    .select(COLUMNS)
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id));
  return page(rows.map(toInvoiceTitle), rows.length, 1, MAX_INVOICE_TITLES);
}

/**
 * The form's checks (packages/domain invoiceTitleErrors); the values to store, trimmed: a personal
 * title keeps no company fields, a company title no bank fields.
 */
function checkedValues(body: InvoiceTitleBody) {
  const errors = invoiceTitleErrors(body);
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  const type = body.type as InvoiceTitleType;
  const company = type !== INVOICE_TITLE_TYPES.personal;
  const special = type === INVOICE_TITLE_TYPES.special;
  const trim = (value: string | null | undefined) => (value ?? '').trim();
  return {
    type,
    title: trim(body.title),
    taxCode: company ? trim(body.tax_code) : '',
    address: special ? trim(body.address) : '',
    phone: special ? trim(body.phone) : '',
    bank: special ? trim(body.bank) : '',
    account: special ? normalizeBankAccount(body.account) : '',
  };
}

async function lockUser(client: Queryable, userId: number): Promise<void> {
  await typed(client).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const clearDefault = (client: Queryable, userId: number, exceptId: number | null) =>
  typed(client)
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.isDefault, true), exceptId === null ? undefined : ne(invoiceTitles.id, exceptId)));

/** POST /api/invoice_titles. The first title becomes the default. */
export async function createInvoiceTitle(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, body: InvoiceTitleBody): Promise<InvoiceTitle> {
  const values = checkedValues(body);
  return withTransaction(deps.pool, async (client) => {
    await lockUser(client, userId);
    const [counted] = await typed(client).select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
    const titles = counted?.n ?? 0;
    if (titles >= MAX_INVOICE_TITLES) throw conflict(`最多可保存${MAX_INVOICE_TITLES}个发票抬头`);
    const isDefault = body.is_default || titles === 0;
    if (isDefault) await clearDefault(client, userId, null);
    const now = deps.clock.now();
    const [inserted] = await typed(client)
      .insert(invoiceTitles)
      .values({ userId, ...values, isDefault, createdAt: now, updatedAt: now })
      .returning({ id: invoiceTitles.id });
    return toInvoiceTitle((await loadInvoiceTitle(client, userId, inserted!.id))!);
  });
}

/** PUT /api/invoice_titles/{id}. Invoices already asked for keep the title they copied. */
export async function updateInvoiceTitle(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, id: number, body: InvoiceTitleBody): Promise<InvoiceTitle> {
  const values = checkedValues(body);
  return withTransaction(deps.pool, async (client) => {
    await lockUser(client, userId);
    const found = await loadInvoiceTitle(client, userId, id);
    if (!found) throw notFound('发票抬头');
    if (body.is_default) await clearDefault(client, userId, id);
    await typed(client)
      .update(invoiceTitles)
      .set({ ...values, isDefault: body.is_default || found.is_default, updatedAt: deps.clock.now() })
      .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
    return toInvoiceTitle((await loadInvoiceTitle(client, userId, id))!);
  });
}

/** DELETE /api/invoice_titles/{id}. The newest remaining title becomes the default when the default goes. */
export async function deleteInvoiceTitle(deps: Pick<AppDeps, 'pool'>, userId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await lockUser(client, userId);
    const db = typed(client);
    const [deleted] = await db
      .delete(invoiceTitles)
      .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
      .returning({ isDefault: invoiceTitles.isDefault });
    if (!deleted) throw notFound('发票抬头');
    if (deleted.isDefault) {
      const newest = db.select({ id: invoiceTitles.id }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.id)).limit(1);
      await db
        .update(invoiceTitles)
        .set({ isDefault: true })
        .where(sql`${invoiceTitles.id} = (${newest})`);
    }
  });
}
