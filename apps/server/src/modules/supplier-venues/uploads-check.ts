import { UPLOAD_BUCKETS, type UploadBucket } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import type { SupplierActor } from '../supplier-access/index';

/**
 * Photos of a supplier's venues must be the supplier's own uploads (by the supplier or one of its child
 * accounts) into `bucket`, within the bucket's count; already stored URLs of this venue stay acceptable
 * (`kept`: the demo data's pictures, say). Otherwise 422 on `field`.
 */
export async function assertSupplierUploads(
  client: Queryable,
  actor: SupplierActor,
  urls: readonly string[],
  bucket: UploadBucket,
  field: string,
  kept: readonly string[] = [],
): Promise<void> {
  const rules = UPLOAD_BUCKETS[bucket];
  if (urls.length > rules.maxCount) throw new AppError('VALIDATION', rules.countMessage, { [field]: rules.countMessage });
  const keptSet = new Set(kept);
  const fresh = [...new Set(urls)].filter((url) => !keptSet.has(url));
  if (fresh.length === 0) return;
  const own = await typed(client)
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.userId, [actor.ownerId, actor.actorId]), eq(uploadedFiles.bucket, bucket), inArray(uploadedFiles.url, fresh)));
  if (own.length !== fresh.length) throw new AppError('VALIDATION', UPLOAD_MESSAGES.notOwnUpload, { [field]: UPLOAD_MESSAGES.notOwnUpload });
}
