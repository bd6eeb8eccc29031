import type { UploadBucket } from '@vm/domain/upload-rules';
import { UPLOAD_BUCKETS } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
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
  const own = await client.query<{ url: string }>('select url from uploaded_files where user_id = any($1::bigint[]) and bucket = $2 and url = any($3::text[])', [
    [actor.ownerId, actor.actorId],
    bucket,
    fresh,
  ]);
  if (own.rowCount !== fresh.length) throw new AppError('VALIDATION', UPLOAD_MESSAGES.notOwnUpload, { [field]: UPLOAD_MESSAGES.notOwnUpload });
}
