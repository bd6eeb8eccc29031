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
};

/** Generated names never change content, so browsers and proxies may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Transfer proofs and licences: personal, so never kept by a shared cache, nor by the browser. */
export const PRIVATE_FILE_CACHE = 'private, no-store';

/**
 * Headers for serving a stored file: the type its name says (never guessed by the browser), images
 * shown inline and everything else downloaded, so a PDF or anything unexpected never renders as a page
 * of this origin.
 */
export function servedHeaders(name: string, cacheControl: string): Record<string, string> {
  const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': contentType.startsWith('image/') ? 'inline' : `attachment; filename="${name}"`,
    'cache-control': cacheControl,
  };
}
