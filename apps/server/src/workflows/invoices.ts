import type { Invoice, IssueInvoiceBody } from '@vm/contracts/invoices';
import { todayInShanghai } from '@vm/domain/business-date';
import { INVOICE_NUMBER_PATTERN, invoiceAmount, invoiceRefusal, invoiceRefusalMessage } from '@vm/domain/invoices';
import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent } from '../platform/events/record-event';
import { conflict, invalid, notFound } from '../platform/http/app-error';
import { findInvoice, insertInvoice, loadInvoiceTitle, lockInvoice, lockOrderForInvoice, markInvoiceIssued } from '../modules/invoices';
import { refundedForOrder } from '../modules/payments';
import { assertOwnUploads, uploadIdOf } from '../modules/uploads';

/**
 * Workflow "invoice" (invoices, payments, uploads): the buyer asks for an invoice of an order,
 * an operator issues it with the PDF. No network call; each step is one transaction.
 */

/**
 * POST /api/invoices: for the caller's order, from the 2nd day of execution (the day after its first
 * booked date, by the server's clock in Asia/Shanghai), once per order (unique index: a second request,
 * or two racing, get 409), for what was paid less refunds and the deposit. The order and the title must
 * be the caller's (404 otherwise).
 */
export async function requestInvoice(deps: AppDeps, userId: number, body: { order_id: number; invoice_title_id: number }): Promise<Invoice> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrderForInvoice(client, userId, body.order_id);
    if (!order) throw notFound('订单');
    const title = await loadInvoiceTitle(client, userId, body.invoice_title_id);
    if (!title) throw notFound('发票抬头');
    const amount = invoiceAmount({ paidAmount: order.paid_amount, refunded: await refundedForOrder(client, order.id), deposit: order.total_deposit });
    const refusal = invoiceRefusal({ items: order.items, amount, today: todayInShanghai(now) });
    if (refusal) throw conflict(invoiceRefusalMessage(refusal));
    const id = await insertInvoice(client, { userId, orderId: order.id, title, amount, now });
    if (id === null) throw conflict(INVOICE_MESSAGES.alreadyRequested);
    return (await findInvoice(client, userId, id))!;
  });
}

/**
 * Operator: POST /api/operator/invoices/{id}/issue with the PDF (an upload of the operator into the
 * private `invoice` bucket) and optionally the invoice number. requested → issued once (compare-and-set);
 * records `invoice.issued` for the buyer with the staff action's audit entry, in the same transaction.
 */
export async function issueInvoice(deps: AppDeps, operatorId: number, invoiceId: number, body: IssueInvoiceBody) {
  const invoiceNo = body.invoice_no ? body.invoice_no.trim() : null;
  if (invoiceNo && !INVOICE_NUMBER_PATTERN.test(invoiceNo)) throw invalid('invoice_no', INVOICE_MESSAGES.numberInvalid);
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const invoice = await lockInvoice(client, invoiceId);
    if (!invoice) throw notFound('发票');
    if (invoice.status !== 'requested') throw conflict(INVOICE_MESSAGES.alreadyIssued);
    await assertOwnUploads(client, operatorId, [body.file_url], 'invoice', 'file_url');
    const fileId = await uploadIdOf(client, operatorId, body.file_url, 'invoice');
    if (!fileId) throw invalid('file_url', INVOICE_MESSAGES.fileRequired);
    if (!(await markInvoiceIssued(client, { id: invoice.id, fileId, invoiceNo, operatorId, now }))) throw conflict(INVOICE_MESSAGES.alreadyIssued);
    await recordEvent(
      client,
      {
        type: 'invoice.issued',
        orderId: invoice.order_id,
        actorId: operatorId,
        subjectUserId: invoice.user_id,
        payload: { invoice_id: invoice.id, order_num: invoice.order_num, amount: invoice.amount },
        audit: {
          action: 'invoice.issue',
          targetType: 'invoice',
          targetId: invoice.id,
          before: { status: 'requested' },
          after: { status: 'issued', file_id: fileId, invoice_no: invoiceNo },
        },
        now,
      },
      deps.events,
    );
    return { id: invoice.id, status: 'issued' as const, issued_at: now.toISOString(), invoice_no: invoiceNo };
  });
}
