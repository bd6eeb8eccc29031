/**
 * The public face of the invoices module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { insertInvoice, lockInvoice, lockOrderForInvoice, markInvoiceIssued, findInvoice, type OrderForInvoice } from './invoice-rows';
export { createInvoiceTitle, loadInvoiceTitle, type InvoiceTitleRow } from './invoice-titles';
