import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@vm/domain/upload-rules';

/** `<bucket>/<yyyy>/<mm>/<32 hex>[-thumb].<ext>`: the only shape a stored upload's key may have. */
export const STORAGE_KEY = /^[a-z]{2,16}\/\d{4}\/\d{2}\/[0-9a-f]{32}(?:-thumb)?\.(?:jpg|png|gif|webp|bmp|pdf)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/**
 * A fresh key for an upload: the bucket, the upload month (Asia/Shanghai, so folders follow the
 * business calendar) and 128 random bits. The user's file name never appears in it.
 */
export function newStorageKey(bucket: string, kind: UploadKind, now: Date): string {
  const shanghai = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  const year = shanghai.getUTCFullYear();
  const month = String(shanghai.getUTCMonth() + 1).padStart(2, '0');
  return `${bucket}/${year}/${month}/${randomBytes(16).toString('hex')}.${kind}`;
}

/** The thumbnail stored beside an original: `<random>-thumb.webp`. */
export function thumbnailKeyFor(key: string): string {
  return key.replace(/\.[a-z]+$/, '-thumb.webp');
}
