import { and, eq, lt } from 'drizzle-orm';
import type { UploadToken } from '@vm/contracts/uploads';
import { UPLOAD_TOKEN_TTL_MS, bucketAccept, isUploadBucket, maxBytes, type UploadBucket, UPLOAD_BUCKETS } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { uploadTokens } from '../../db/schema/index';
import { newToken, sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';

const refused = (message: string) => new AppError('FORBIDDEN', message, { token: message });

/**
 * A token that lets `userId` upload into `bucket` for the next 15 minutes, for as many files as the
 * form needs (counts are the form's and the receiving endpoint's business). Only its hash is stored;
 * the user's expired tokens are removed on the way, so the table cleans itself.
 */
export async function issueUploadToken(deps: AppDeps, userId: number, bucket: UploadBucket): Promise<UploadToken> {
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS);
  await deps.db.delete(uploadTokens).where(and(eq(uploadTokens.userId, userId), lt(uploadTokens.expiresAt, now)));
  await deps.db.insert(uploadTokens).values({ tokenHash: sha256(token), userId, bucket, createdAt: now, expiresAt });
  return {
    token,
    bucket,
    expires_at: expiresAt.toISOString(),
    max_bytes: maxBytes(bucket),
    max_count: UPLOAD_BUCKETS[bucket].maxCount,
    accept: bucketAccept(bucket),
  };
}

/**
 * The bucket a presented token opens for this user. Refused (403, Chinese): a missing or unknown token,
 * another user's token, an expired one, or one for another bucket than the form says.
 */
export async function verifyUploadToken(deps: AppDeps, userId: number, token: string | undefined, claimedBucket: string | undefined): Promise<UploadBucket> {
  if (!token) throw refused(UPLOAD_MESSAGES.tokenRequired);
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw refused(UPLOAD_MESSAGES.tokenInvalid);
  const [row] = await deps.db
    .select()
    .from(uploadTokens)
    .where(eq(uploadTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.userId !== userId || !isUploadBucket(row.bucket)) throw refused(UPLOAD_MESSAGES.tokenInvalid);
  if (row.expiresAt.getTime() <= deps.clock.now().getTime()) throw refused(UPLOAD_MESSAGES.tokenExpired);
  if (claimedBucket !== undefined && claimedBucket !== row.bucket) throw refused(UPLOAD_MESSAGES.tokenOtherBucket);
  return row.bucket;
}
