import { addDays, compareDates, type BusinessDate } from './business-date';
import { INVOICE_MESSAGES } from './validation-messages';
import { isPhone, isTaxCode, withinLimit } from './validation';

/**
 * Invoices (发票, docs/spec/business-rules.md "Reviews, messages, favourites, invoices, addresses, profile"): the
 * buyer's invoice titles, when an order may ask for one and for how much. Pure rules; the server keeps
 * the rows and the web forms show the same messages.
 */

/** 1 personal (个人), 2 company ordinary invoice (企业), 3 special VAT invoice (增值税专用发票). */
export const INVOICE_TITLE_TYPES = { personal: 1, company: 2, special: 3 } as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[keyof typeof INVOICE_TITLE_TYPES];

export const INVOICE_TITLE_TYPE_NAMES: Readonly<Record<InvoiceTitleType, string>> = {
  1: '个人',
  2: '企业（普通发票）',
  3: '增值税专用发票',
};

export const isInvoiceTitleType = (value: unknown): value is InvoiceTitleType => value === 1 || value === 2 || value === 3;

/** Longest values of an invoice title, in characters. */
export const INVOICE_LIMITS = { title: 60, address: 100, phone: 20, bank: 60, account: 30 } as const;

/** Bank account numbers: 8 to 30 digits (spaces are removed before checking). */
export const BANK_ACCOUNT_PATTERN = /^\d{8,30}$/;

export interface InvoiceTitleInput {
  type?: number | null;
  title?: string | null;
  tax_code?: string | null;
  address?: string | null;
  phone?: string | null;
  bank?: string | null;
  account?: string | null;
}

export type InvoiceTitleField = 'type' | 'title' | 'tax_code' | 'address' | 'phone' | 'bank' | 'account';

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A bank account as typed (`6222 0210 0112 3456 789`) without its spaces. */
export const normalizeBankAccount = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '');

/**
 * The checks of the invoice-title form, in the order it shows them: the type; the title (a person's
 * name or the company's); for companies the tax code (15, 18 or 20 upper-case letters and digits); for
 * special VAT invoices also the registered address, phone, bank and account.
 */
export function invoiceTitleErrors(input: InvoiceTitleInput): Partial<Record<InvoiceTitleField, string>> {
  const errors: Partial<Record<InvoiceTitleField, string>> = {};
  if (!isInvoiceTitleType(input.type)) {
    errors.type = INVOICE_MESSAGES.typeRequired;
    return errors;
  }
  const company = input.type !== INVOICE_TITLE_TYPES.personal;
  if (blank(input.title)) errors.title = company ? INVOICE_MESSAGES.companyRequired : INVOICE_MESSAGES.titleRequired;
  else if (!withinLimit(text(input.title), INVOICE_LIMITS.title)) errors.title = INVOICE_MESSAGES.titleTooLong;
  if (company) {
    if (blank(input.tax_code)) errors.tax_code = INVOICE_MESSAGES.taxCodeRequired;
    else if (!isTaxCode(text(input.tax_code))) errors.tax_code = INVOICE_MESSAGES.taxCodeInvalid;
  }
  if (input.type === INVOICE_TITLE_TYPES.special) {
    if (blank(input.address)) errors.address = INVOICE_MESSAGES.addressRequired;
    else if (!withinLimit(text(input.address), INVOICE_LIMITS.address)) errors.address = INVOICE_MESSAGES.addressTooLong;
    if (blank(input.phone)) errors.phone = INVOICE_MESSAGES.phoneRequired;
    else if (!isPhone(text(input.phone))) errors.phone = INVOICE_MESSAGES.phoneInvalid;
    if (blank(input.bank)) errors.bank = INVOICE_MESSAGES.bankRequired;
    else if (!withinLimit(text(input.bank), INVOICE_LIMITS.bank)) errors.bank = INVOICE_MESSAGES.bankTooLong;
    if (blank(input.account)) errors.account = INVOICE_MESSAGES.accountRequired;
    else if (!BANK_ACCOUNT_PATTERN.test(normalizeBankAccount(input.account))) errors.account = INVOICE_MESSAGES.accountInvalid;
  }
  return errors;
}

/** A sub-order as the invoice rule sees it. */
export interface InvoiceOrderItem {
  status: string;
  firstDate: BusinessDate;
}

/** Sub-orders that ran or will run (approved ones start on their first date, whatever the sweep did). */
const RUNNING = new Set(['approved', 'executing', 'finished']);

/**
 * The first day an invoice may be asked for: the 2nd day of execution, i.e. the day after the earliest
 * first booked date of a sub-order that runs. Null when nothing of the order runs (unpaid, unreviewed,
 * rejected or cancelled).
 */
export function invoiceOpensOn(items: readonly InvoiceOrderItem[]): BusinessDate | null {
  const firsts = items.filter((item) => RUNNING.has(item.status)).map((item) => item.firstDate);
  if (firsts.length === 0) return null;
  const earliest = firsts.reduce((min, date) => (compareDates(date, min) < 0 ? date : min));
  return addDays(earliest, 1);
}

/**
 * What an invoice is for: what was paid, less what was refunded, less the deposit (it always comes back
 * when the order finishes, so it is not income to invoice). Fen, never below 0.
 */
export function invoiceAmount(input: { paidAmount: number | null; refunded: number; deposit: number }): number {
  const amount = (input.paidAmount ?? 0) - input.refunded - input.deposit;
  return amount > 0 ? amount : 0;
}

export type InvoiceRefusal = { kind: 'not_running' } | { kind: 'too_early'; opensOn: BusinessDate } | { kind: 'no_amount' };

/** Why the order cannot ask for an invoice `today`, or null when it can. */
export function invoiceRefusal(input: { items: readonly InvoiceOrderItem[]; amount: number; today: BusinessDate }): InvoiceRefusal | null {
  const opensOn = invoiceOpensOn(input.items);
  if (!opensOn) return { kind: 'not_running' };
  if (compareDates(input.today, opensOn) < 0) return { kind: 'too_early', opensOn };
  if (input.amount <= 0) return { kind: 'no_amount' };
  return null;
}

/** The Chinese message of a refusal. */
export function invoiceRefusalMessage(refusal: InvoiceRefusal): string {
  if (refusal.kind === 'not_running') return INVOICE_MESSAGES.notRunning;
  if (refusal.kind === 'too_early') return INVOICE_MESSAGES.tooEarly(refusal.opensOn);
  return INVOICE_MESSAGES.noAmount;
}

export const INVOICE_STATUSES = ['requested', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_NAMES: Readonly<Record<InvoiceStatus, string>> = { requested: '待开具', issued: '已开具' };

/** 发票号码: 8 digits (paper) or 20 digits (fully digital 数电发票). */
export const INVOICE_NUMBER_PATTERN = /^(?:\d{8}|\d{20})$/;
