import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';
import { uploadedFiles } from './uploads';

/**
 * A buyer's invoice titles (发票抬头): personal (1), company (2, with a tax code) or special VAT (3, also
 * registered address, phone, bank and account). At most one default per user (a partial unique index).
 */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    title: varchar({ length: 60 }).notNull(),
    taxCode: varchar({ length: 20 }).notNull().default(''),
    address: varchar({ length: 100 }).notNull().default(''),
    phone: varchar({ length: 20 }).notNull().default(''),
    bank: varchar({ length: 60 }).notNull().default(''),
    account: varchar({ length: 30 }).notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId, t.id),
    uniqueIndex('invoice_titles_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('invoice_titles_type_known', sql`${t.type} in (1, 2, 3)`),
    check('invoice_titles_tax_code', sql`${t.type} = 1 or ${t.taxCode} ~ '^([A-Z0-9]{15}|[A-Z0-9]{18}|[A-Z0-9]{20})$'`),
    check('invoice_titles_special_fields', sql`${t.type} <> 3 or (${t.address} <> '' and ${t.phone} <> '' and ${t.bank} <> '' and ${t.account} <> '')`),
  ],
);

/**
 * An invoice asked for an order (once per order: a unique index), for what was paid less refunds and
 * the deposit; the title is copied, so editing or deleting it later changes nothing. An operator issues
 * it with the PDF (an upload of the private `invoice` bucket), which only the buyer downloads.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    invoiceTitleId: bigint({ mode: 'number' }).references(() => invoiceTitles.id, { onDelete: 'set null' }),
    titleType: smallint().notNull(),
    title: varchar({ length: 60 }).notNull(),
    taxCode: varchar({ length: 20 }).notNull().default(''),
    address: varchar({ length: 100 }).notNull().default(''),
    phone: varchar({ length: 20 }).notNull().default(''),
    bank: varchar({ length: 60 }).notNull().default(''),
    account: varchar({ length: 30 }).notNull().default(''),
    /** Fen. */
    amount: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 10 }).notNull().default('requested'),
    fileId: bigint({ mode: 'number' }).references(() => uploadedFiles.id),
    invoiceNo: varchar({ length: 20 }),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    issuedAt: timestamp({ withTimezone: true }),
    issuedBy: bigint({ mode: 'number' }).references(() => users.id),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    index('invoices_user_idx').on(t.userId, t.id.desc()),
    index('invoices_status_idx').on(t.status, t.requestedAt),
    check('invoices_status_known', sql`${t.status} in ('requested', 'issued')`),
    check('invoices_amount_positive', sql`${t.amount} > 0`),
    check('invoices_title_type_known', sql`${t.titleType} in (1, 2, 3)`),
    check('invoices_issued_consistent', sql`(${t.status} = 'issued') = (${t.fileId} is not null and ${t.issuedAt} is not null and ${t.issuedBy} is not null)`),
  ],
);
