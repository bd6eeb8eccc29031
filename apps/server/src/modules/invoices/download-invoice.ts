import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { openPrivateUpload, type OpenedUpload } from '../uploads';
import { issuedInvoiceFile } from './invoice-rows';

/**
 * The PDF of an issued invoice, for its buyer (`userId`) or for staff (`userId` null). Another buyer's
 * invoice is 404 like a missing one; one not yet issued is 409.
 */
export async function openInvoiceFile(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  id: number,
  userId: number | null,
): Promise<OpenedUpload & { fileName: string; asciiName: string }> {
  const invoice = await issuedInvoiceFile(deps.pool, id, userId);
  if (!invoice) throw notFound('发票');
  if (invoice.status !== 'issued' || invoice.file_id === null) throw conflict(INVOICE_MESSAGES.notIssued);
  const opened = await openPrivateUpload(deps, invoice.file_id);
  if (!opened) throw notFound('发票文件');
  return { ...opened, fileName: `发票-${invoice.order_num}.pdf`, asciiName: `invoice-${invoice.order_num}.pdf` };
}
