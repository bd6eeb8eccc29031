import type { InvoiceTitle, InvoiceTitleBody } from '@vm/contracts/invoices';
import { firstError } from '@vm/domain/form-validation';
import { INVOICE_TITLE_TYPE_NAMES, INVOICE_TITLE_TYPES, invoiceTitleErrors, normalizeBankAccount, type InvoiceTitleType } from '@vm/domain/invoices';
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

const COLUMNS = 'id, type, title, tax_code, address, phone, bank, account, is_default';

export const toInvoiceTitle = (row: InvoiceTitleRow): InvoiceTitle => ({ ...row, type_name: INVOICE_TITLE_TYPE_NAMES[row.type] });

/** The caller's title `id`, or undefined (someone else's reads as missing). */
export async function loadInvoiceTitle(db: Queryable, userId: number, id: number): Promise<InvoiceTitleRow | undefined> {
  return (await db.query<InvoiceTitleRow>(`select ${COLUMNS} from invoice_titles where id = $1 and user_id = $2`, [id, userId])).rows[0];
}

/** GET /api/invoice_titles: the default first, then newest first. */
export async function listInvoiceTitles(deps: Pick<AppDeps, 'pool'>, userId: number): Promise<Page<InvoiceTitle>> {
  const rows = await deps.pool.query<InvoiceTitleRow>(`select ${COLUMNS} from invoice_titles where user_id = $1 order by is_default desc, id desc`, [userId]);
  return page(rows.rows.map(toInvoiceTitle), rows.rows.length, 1, MAX_INVOICE_TITLES);
}

/**
 * The form's checks (packages/domain invoiceTitleErrors); the values to store, trimmed: a personal
 * title keeps no company fields, a company title no bank fields.
 */
function checkedValues(body: InvoiceTitleBody): (string | number)[] {
  const errors = invoiceTitleErrors(body);
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  const type = body.type as InvoiceTitleType;
  const company = type !== INVOICE_TITLE_TYPES.personal;
  const special = type === INVOICE_TITLE_TYPES.special;
  const trim = (value: string | null | undefined) => (value ?? '').trim();
  return [
    type,
    trim(body.title),
    company ? trim(body.tax_code) : '',
    special ? trim(body.address) : '',
    special ? trim(body.phone) : '',
    special ? trim(body.bank) : '',
    special ? normalizeBankAccount(body.account) : '',
  ];
}

async function lockUser(client: Queryable, userId: number): Promise<void> {
  await client.query('select id from users where id = $1 for no key update', [userId]);
}

const clearDefault = (client: Queryable, userId: number, exceptId: number | null) =>
  client.query('update invoice_titles set is_default = false where user_id = $1 and is_default and id is distinct from $2', [userId, exceptId]);

/** POST /api/invoice_titles. The first title becomes the default. */
export async function createInvoiceTitle(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, body: InvoiceTitleBody): Promise<InvoiceTitle> {
  const values = checkedValues(body);
  return withTransaction(deps.pool, async (client) => {
    await lockUser(client, userId);
    const count = (await client.query<{ n: number }>('select count(*)::int as n from invoice_titles where user_id = $1', [userId])).rows[0]?.n ?? 0;
    if (count >= MAX_INVOICE_TITLES) throw conflict(`最多可保存${MAX_INVOICE_TITLES}个发票抬头`);
    const isDefault = body.is_default || count === 0;
    if (isDefault) await clearDefault(client, userId, null);
    const now = deps.clock.now();
    const inserted = await client.query<{ id: number }>(
      `insert into invoice_titles (user_id, type, title, tax_code, address, phone, bank, account, is_default, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
      [userId, ...values, isDefault, now],
    );
    return toInvoiceTitle((await loadInvoiceTitle(client, userId, inserted.rows[0]!.id))!);
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
    await client.query(
      `update invoice_titles set type = $3, title = $4, tax_code = $5, address = $6, phone = $7, bank = $8, account = $9, is_default = $10, updated_at = $11
        where id = $1 and user_id = $2`,
      [id, userId, ...values, body.is_default || found.is_default, deps.clock.now()],
    );
    return toInvoiceTitle((await loadInvoiceTitle(client, userId, id))!);
  });
}

/** DELETE /api/invoice_titles/{id}. The newest remaining title becomes the default when the default goes. */
export async function deleteInvoiceTitle(deps: Pick<AppDeps, 'pool'>, userId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    await lockUser(client, userId);
    const deleted = await client.query<{ is_default: boolean }>('delete from invoice_titles where id = $1 and user_id = $2 returning is_default', [id, userId]);
    if (!deleted.rows[0]) throw notFound('发票抬头');
    if (deleted.rows[0].is_default) {
      await client.query('update invoice_titles set is_default = true where id = (select id from invoice_titles where user_id = $1 order by id desc limit 1)', [userId]);
    }
  });
}
