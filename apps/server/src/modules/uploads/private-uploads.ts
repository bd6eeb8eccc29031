import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isImageKind, isPrivateBucket, sanitizeFileName, UPLOAD_KIND_TYPES, type UploadBucket, type UploadKind } from '@vm/domain/upload-rules';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { fileStoreFor } from '../../platform/storage/create-file-store';
import type { FileStore } from '../../platform/storage/file-store';
import { IMMUTABLE_CACHE } from '../../platform/storage/served-headers';
import { newStorageKey } from '../../platform/storage/storage-keys';

/** The id of `userId`'s upload `url` in `bucket` (after assertOwnUploads), to reference it from a row. */
export async function uploadIdOf(client: Queryable, userId: number, url: string, bucket: UploadBucket): Promise<number | undefined> {
  return (await client.query<{ id: number }>('select id from uploaded_files where user_id = $1 and bucket = $2 and url = $3', [userId, bucket, url])).rows[0]?.id;
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
  const row = (
    await deps.pool.query<{ storage_key: string; content_type: string; original_name: string }>(
      'select storage_key, content_type, original_name from uploaded_files where id = $1',
      [fileId],
    )
  ).rows[0];
  if (!row) return null;
  const stored = await fileStoreFor(deps.config).get(row.storage_key);
  if (!stored) return null;
  return { body: stored.body, size: stored.size, contentType: row.content_type, name: row.original_name };
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
  const row = await client.query<{ id: number }>(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [input.userId, input.bucket, key, url, sanitizeFileName(input.name), contentType, input.bytes.length, input.now],
  );
  return { id: row.rows[0]!.id, url };
}
