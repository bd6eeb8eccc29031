import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isImageKind, isPrivateBucket, sanitizeFileName, UPLOAD_KIND_TYPES, type UploadBucket, type UploadKind } from '@vm/domain/upload-rules';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { fileStoreFor } from '../../platform/storage/create-file-store';
import type { FileStore } from '../../platform/storage/file-store';
import { IMMUTABLE_CACHE } from '../../platform/storage/served-headers';
import { newStorageKey } from '../../platform/storage/storage-keys';

/** The id of `userId`'s upload `url` in `bucket` (after assertOwnUploads), to reference it from a row. */
export async function uploadIdOf(client: Queryable, userId: number, url: string, bucket: UploadBucket): Promise<number | undefined> {
  const [row] = await typed(client)
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.bucket, bucket), eq(uploadedFiles.url, url)));
  return row?.id;
}

export interface OpenedUpload {
  body: Readable;
  size: number;
  contentType: string;
  name: string;
}

/**
 * Opens a stored upload by its row id for an endpoint that decided the caller may read it (the buyer
 * of an issued invoice): its bytes, length, type and original name. Null when it is gone.
 */
export async function openPrivateUpload(deps: Pick<AppDeps, 'pool' | 'config'>, fileId: number): Promise<OpenedUpload | null> {
  const [row] = await typed(deps.pool)
    .select({ storageKey: uploadedFiles.storageKey, contentType: uploadedFiles.contentType, originalName: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId));
  if (!row) return null;
  const stored = await fileStoreFor(deps.config).get(row.storageKey);
  if (!stored) return null;
  return { body: stored.body, size: stored.size, contentType: row.contentType, name: row.originalName };
}

/**
 * Stores a file the platform itself made (the demo data's invoice PDF) as an upload of `userId`, in
 * the caller's transaction: written to `store` under a fresh key, recorded in `uploaded_files`. A
 * private bucket's URL is an opaque reference, as for uploads through the API.
 */
export async function storeGeneratedFile(
  client: Queryable,
  store: FileStore,
  input: { userId: number; bucket: UploadBucket; kind: UploadKind; name: string; bytes: Buffer; now: Date },
): Promise<{ id: number; url: string }> {
  const key = newStorageKey(input.bucket, input.kind, input.now);
  const contentType = UPLOAD_KIND_TYPES[input.kind];
  await store.put(key, input.bytes, { contentType, contentDisposition: isImageKind(input.kind) ? 'inline' : 'attachment', cacheControl: IMMUTABLE_CACHE });
  const url = isPrivateBucket(input.bucket) ? `private:${input.bucket}/${randomBytes(16).toString('hex')}` : store.publicUrl(key);
  const [row] = await typed(client)
    .insert(uploadedFiles)
    .values({
      userId: input.userId,
      bucket: input.bucket,
      storageKey: key,
      url,
      originalName: sanitizeFileName(input.name),
      contentType,
      sizeBytes: input.bytes.length,
      createdAt: input.now,
    })
    .returning({ id: uploadedFiles.id });
  return { id: row!.id, url };
}
