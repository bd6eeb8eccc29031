/**
 * The public face of the invoices module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export {
  insertInvoice,
  lockInvoice,
  lockOrderForInvoice,
  markInvoiceIssued,
  findInvoice,
  type OrderForInvoice,
  listOperatorInvoices,
  listInvoices,
} from './invoice-rows';
export { createInvoiceTitle, loadInvoiceTitle, type InvoiceTitleRow, deleteInvoiceTitle, listInvoiceTitles, updateInvoiceTitle } from './invoice-titles';

// Used by the HTTP layer (apps/server/src/http/).
export { openInvoiceFile } from './download-invoice';
export { sendInvoiceFile } from './send-invoice-file';
export { listInvoiceableOrders } from './invoiceable-orders';
