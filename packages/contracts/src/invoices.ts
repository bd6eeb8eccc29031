import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import { z } from 'zod';
import { MAX_ID, zNumeric, zPage, zPageOf, zPageSize } from './common';

/**
 * Invoices (docs/spec/api.md "Account life — fixed": `GET|POST /api/invoice_titles`, `POST /api/invoices`
 * `{ order_id, invoice_title_id }`, `GET /api/invoices`). Bodies are parsed leniently and checked by
 * packages/domain invoiceTitleErrors, so each field answers with its own Chinese message.
 */

const zText = (message: string) => z.string({ error: message }).max(400, { error: message }).nullable().optional();
const zId = (message: string) =>
  zNumeric(z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message }));

export const ZInvoiceTitleBody = z.object({
  /** 1 personal, 2 company, 3 special VAT invoice. */
  type: zNumeric(z.coerce.number({ error: INVOICE_MESSAGES.typeRequired }).int({ error: INVOICE_MESSAGES.typeRequired })),
  title: zText(INVOICE_MESSAGES.titleRequired),
  tax_code: zText(INVOICE_MESSAGES.taxCodeInvalid),
  address: zText(INVOICE_MESSAGES.addressRequired),
  phone: zText(INVOICE_MESSAGES.phoneInvalid),
  bank: zText(INVOICE_MESSAGES.bankRequired),
  account: zText(INVOICE_MESSAGES.accountInvalid),
  is_default: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '默认抬头标记不正确' })
    .transform((value) => value === true || value === 1 || value === '1')
    .default(false),
});
export type InvoiceTitleBody = z.infer<typeof ZInvoiceTitleBody>;

export const ZInvoiceTitle = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  tax_code: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  is_default: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof ZInvoiceTitle>;
export const ZInvoiceTitlePage = zPageOf(ZInvoiceTitle);

export const ZInvoiceRequestBody = z.object({
  order_id: zId('请选择要开票的订单'),
  invoice_title_id: zId('请选择发票抬头'),
});
export type InvoiceRequestBody = z.infer<typeof ZInvoiceRequestBody>;

export const zInvoiceStatus = z.enum(['requested', 'issued']);

export const ZInvoice = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_num: z.string(),
  /** Fen: what was paid less refunds and the deposit. */
  amount: z.number().int(),
  status: zInvoiceStatus,
  status_name: z.string(),
  /** The title as it was when the invoice was asked for. */
  title: z.object({ type: z.number().int(), type_name: z.string(), title: z.string(), tax_code: z.string() }),
  invoice_no: z.string().nullable(),
  requested_at: z.string(),
  issued_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;
export const ZInvoicePage = zPageOf(ZInvoice);

export const ZInvoicesQuery = z.object({ page: zPage, page_size: zPageSize(50, 10), status: zInvoiceStatus.optional() });

/** GET /api/invoices/orders: the caller's orders that run, with when and for how much an invoice may be asked. */
export const ZInvoiceableOrder = z.object({
  order_id: z.number().int(),
  order_num: z.string(),
  status: z.string(),
  field_names: z.array(z.string()),
  amount: z.number().int(),
  /** The 2nd day of execution (YYYY-MM-DD). */
  opens_on: z.string(),
  can_request: z.boolean(),
  /** Why not (Chinese), when `can_request` is false and no invoice exists. */
  reason: z.string().nullable(),
  invoice: z.object({ id: z.number().int(), status: zInvoiceStatus }).nullable(),
});
export type InvoiceableOrder = z.infer<typeof ZInvoiceableOrder>;
export const ZInvoiceableOrderPage = zPageOf(ZInvoiceableOrder);

/** Operator: POST /api/operator/invoices/{id}/issue. `file_url` is an upload of the caller into the `invoice` bucket. */
export const ZIssueInvoiceBody = z.object({
  file_url: z
    .string({ error: INVOICE_MESSAGES.fileRequired })
    .trim()
    .min(1, { error: INVOICE_MESSAGES.fileRequired })
    .max(500, { error: INVOICE_MESSAGES.fileRequired }),
  invoice_no: z.string({ error: INVOICE_MESSAGES.numberInvalid }).trim().max(20, { error: INVOICE_MESSAGES.numberInvalid }).nullable().optional(),
});
export type IssueInvoiceBody = z.infer<typeof ZIssueInvoiceBody>;

export const ZOperatorInvoice = ZInvoice.extend({
  buyer_mobile: z.string(),
  buyer_name: z.string(),
  title: ZInvoiceTitle.omit({ id: true, is_default: true }),
});
export type OperatorInvoice = z.infer<typeof ZOperatorInvoice>;
export const ZOperatorInvoicePage = zPageOf(ZOperatorInvoice);
export const ZOperatorInvoicesQuery = z.object({ page: zPage, page_size: zPageSize(50, 20), status: zInvoiceStatus.default('requested') });
