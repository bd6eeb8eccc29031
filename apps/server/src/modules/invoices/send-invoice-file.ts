import type { FastifyReply } from 'fastify';
import type { OpenedUpload } from '../uploads';

/**
 * Streams an invoice PDF as a download: never rendered in the page (attachment, nosniff), never kept
 * by shared caches (it is one buyer's document), named after the order in UTF-8.
 */
export function sendInvoiceFile(reply: FastifyReply, file: OpenedUpload & { fileName: string; asciiName: string }) {
  reply.headers({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  if (Number.isFinite(file.size)) reply.header('content-length', file.size);
  return reply.send(file.body);
}
