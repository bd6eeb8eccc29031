import path from 'node:path';

/** Content types by the extension of a generated name; the extension itself came from sniffing. */
export const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * `attachment` with the file's own name: a plain ASCII `filename` fallback and the exact UTF-8 name as
 * RFC 5987 `filename*` (RFC 6266), so 设计方案.docx downloads as 设计方案.docx.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Generated names never change content, so browsers and proxies may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Transfer proofs and licences: personal, so never kept by a shared cache, nor by the browser. */
export const PRIVATE_FILE_CACHE = 'private, no-store';

/**
 * Headers for serving a stored file: the type its name says (never guessed by the browser), images
 * shown inline and everything else downloaded, so a PDF or anything unexpected never renders as a page
 * of this origin.
 */
export function servedHeaders(name: string, cacheControl: string, originalName?: string | null): Record<string, string> {
  const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': contentType.startsWith('image/') ? 'inline' : attachmentDisposition(originalName || name),
    'cache-control': cacheControl,
  };
}
