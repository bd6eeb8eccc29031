import type { Readable } from 'node:stream';
import type { UploadBucket } from '@vm/domain/upload-rules';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { fileStoreFor } from '../../platform/storage/create-file-store';

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
