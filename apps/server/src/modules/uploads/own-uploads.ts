import { UPLOAD_BUCKETS, type UploadBucket } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';

/**
 * The URLs among `urls` that are not uploads of `userId` into `bucket` (someone else's file, another
 * bucket's, a thumbnail URL or anything from elsewhere). `client` may be the pool or a transaction.
 */
export async function findForeignUploads(client: Queryable, userId: number, urls: readonly string[], bucket: UploadBucket): Promise<string[]> {
  const distinct = [...new Set(urls)];
  if (distinct.length === 0) return [];
  const rows = await typed(client)
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.bucket, bucket), inArray(uploadedFiles.url, distinct)));
  const own = new Set(rows.map((row) => row.url));
  return distinct.filter((url) => !own.has(url));
}

/**
 * For endpoints that receive upload URLs (an order's images, transfer proofs, a demand's photos): at
 * most the bucket's count, and every URL an upload of this user into this bucket. Otherwise 422 with
 * `errors[field]`: the bucket's count message, or 请上传本人上传的文件.
 */
export async function assertOwnUploads(client: Queryable, userId: number, urls: readonly string[], bucket: UploadBucket, field: string): Promise<void> {
  const rules = UPLOAD_BUCKETS[bucket];
  if (urls.length > rules.maxCount) throw new AppError('VALIDATION', rules.countMessage, { [field]: rules.countMessage });
  const foreign = await findForeignUploads(client, userId, urls, bucket);
  if (foreign.length > 0) throw new AppError('VALIDATION', UPLOAD_MESSAGES.notOwnUpload, { [field]: UPLOAD_MESSAGES.notOwnUpload });
}
