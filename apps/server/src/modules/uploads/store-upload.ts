import { randomBytes } from 'node:crypto';
import type { UploadedFileResult } from '@vm/contracts/uploads';
import type { ImageVariantWidth } from '@vm/domain/image-variants';
import {
  isPrivateBucket,
  isRestrictedBucket,
  THUMBNAIL_KINDS,
  THUMBNAIL_WIDTH,
  UPLOAD_BUCKETS,
  UPLOAD_KIND_TYPES,
  isImageKind,
  sanitizeFileName,
  wrongTypeMessage,
  type UploadKind,
} from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { uploadedFiles } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { fileStoreFor } from '../../platform/storage/create-file-store';
import { attachmentDisposition, IMMUTABLE_CACHE, PRIVATE_FILE_CACHE } from '../../platform/storage/served-headers';
import { isStructurallyPdf } from '../../platform/storage/pdf-documents';
import { sniffUploadKind } from '../../platform/storage/sniff-content';
import { imageVariantKey, newStorageKey } from '../../platform/storage/storage-keys';
import { makeImageVariants } from './make-image-variants';
import type { UploadRequest } from './read-upload-request';

const invalidFile = (message: string) => new AppError('VALIDATION', message, { file: message });

/**
 * Stores one checked upload: the type is what the bytes are (not the name), it must be a kind the
 * bucket takes, images must decode; then the original and its WebP variants (thumbnail, 640 and
 * 1280 px, for the pages' srcset) are written under fresh random keys and recorded as the user's. If any step after the first write fails, what was written
 * is removed again, so a refused or failed upload leaves no file behind.
 */
export async function storeUpload(deps: AppDeps, userId: number, upload: UploadRequest): Promise<UploadedFileResult> {
  const rules = UPLOAD_BUCKETS[upload.bucket];
  const kind = sniffUploadKind(upload.bytes);
  if (!kind || !(rules.kinds as readonly UploadKind[]).includes(kind)) throw invalidFile(wrongTypeMessage(upload.bucket));

  // A PDF by its structure, as office documents are by their zip parts (sniff-content.ts).
  if (kind === 'pdf' && !(await isStructurallyPdf(upload.bytes))) throw invalidFile(UPLOAD_MESSAGES.damagedDocument);

  let variants: Map<ImageVariantWidth, Buffer> | null = null;
  if (THUMBNAIL_KINDS.includes(kind)) {
    try {
      variants = await makeImageVariants(upload.bytes);
    } catch {
      throw invalidFile(UPLOAD_MESSAGES.damagedImage);
    }
  }

  const store = fileStoreFor(deps.config);
  const now = deps.clock.now();
  const key = newStorageKey(upload.bucket, kind, now);
  const thumbnailKey = variants ? imageVariantKey(key, THUMBNAIL_WIDTH) : null;
  const contentType = UPLOAD_KIND_TYPES[kind];
  const name = sanitizeFileName(upload.fileName || `file.${kind}`);
  const written: string[] = [];
  // Transfer proofs and licences: always linked through /files (signed links), never a public CDN URL.
  const restricted = isRestrictedBucket(upload.bucket);
  const linkOf = (storageKey: string) => (restricted ? `/files/${storageKey}` : store.publicUrl(storageKey));
  const cacheControl = restricted ? PRIVATE_FILE_CACHE : IMMUTABLE_CACHE;
  try {
    await store.put(key, upload.bytes, { contentType, contentDisposition: isImageKind(kind) ? 'inline' : attachmentDisposition(name), cacheControl });
    written.push(key);
    // The thumbnail first (the one variant recorded in uploaded_files), then the wider ones.
    for (const [width, variant] of variants ?? []) {
      const variantKey = imageVariantKey(key, width);
      await store.put(variantKey, variant, { contentType: 'image/webp', contentDisposition: 'inline', cacheControl });
      written.push(variantKey);
    }
    // A private bucket's file is never linked: its URL is an opaque reference that names neither the
    // storage key nor a served path; the owning endpoint streams it (openPrivateUpload).
    const url = isPrivateBucket(upload.bucket) ? `private:${upload.bucket}/${randomBytes(16).toString('hex')}` : linkOf(key);
    const thumbnailUrl = thumbnailKey ? linkOf(thumbnailKey) : null;
    await deps.db.insert(uploadedFiles).values({
      userId,
      bucket: upload.bucket,
      storageKey: key,
      thumbnailKey,
      url,
      thumbnailUrl,
      originalName: name,
      contentType,
      sizeBytes: upload.bytes.length,
      createdAt: now,
    });
    return { url, thumbnail_url: thumbnailUrl, name, size: upload.bytes.length, content_type: contentType, bucket: upload.bucket };
  } catch (error) {
    await Promise.all(written.map((written) => store.delete(written).catch(() => undefined)));
    deps.logger.error({ err: error, bucket: upload.bucket }, 'storing an upload failed');
    throw new AppError('UNAVAILABLE', UPLOAD_MESSAGES.uploadFailed);
  }
}
