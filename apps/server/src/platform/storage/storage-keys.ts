import { randomBytes } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS, imageVariantSuffix, type ImageVariantWidth } from '@vm/domain/image-variants';
import type { UploadKind } from '@vm/domain/upload-rules';

/**
 * `<bucket>/<yyyy>/<mm>/<32 hex>[-thumb|-w640|-w1280].<ext>`: the only shape a stored upload's key may
 * have (an original, or one of its WebP variants).
 */
export const STORAGE_KEY = /^[a-z]{2,16}\/\d{4}\/\d{2}\/[0-9a-f]{32}(?:-thumb|-w\d{3,4})?\.(?:jpg|png|gif|webp|bmp|pdf|docx?|xlsx?|pptx?)$/;

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

/** A picture's WebP variant stored beside its original: `<random>-thumb.webp` (320 px), `<random>-w640.webp`, … */
export function imageVariantKey(key: string, width: ImageVariantWidth): string {
  return key.replace(/\.[a-z]+$/, imageVariantSuffix(width));
}

/** The width and the original's key without extension of a variant's key; null for any other key. */
export function parseImageVariantKey(key: string): { stem: string; width: ImageVariantWidth } | null {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const suffix = imageVariantSuffix(width);
    if (isStorageKey(key) && key.endsWith(suffix)) return { stem: key.slice(0, -suffix.length), width };
  }
  return null;
}
