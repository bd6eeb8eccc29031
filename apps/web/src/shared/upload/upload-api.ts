import type { UploadToken, UploadedFileResult } from '@vm/contracts/uploads';
import { UPLOAD_FORM_FIELDS } from '@vm/contracts/uploads';
import { extensionAllowed, maxBytes, tooLargeMessage, wrongTypeMessage, type UploadBucket } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { typedApi } from '../api/typed-api';
import { ApiError } from '../api/api-error';
import { getToken } from '../auth/token-store';

/** A token is renewed this long before the server would refuse it, to allow for clock drift. */
const RENEW_MARGIN_MS = 60_000;

/** One pending or live token per bucket and login, shared by every upload field on the page. */
const tokens = new Map<string, Promise<UploadToken>>();
const cacheKey = (bucket: UploadBucket) => `${getToken() ?? ''}\n${bucket}`;

function uploadToken(bucket: UploadBucket): Promise<UploadToken> {
  const key = cacheKey(bucket);
  const cached = tokens.get(key);
  if (cached) return cached;
  const fresh: Promise<UploadToken> = typedApi.post('/uploads/tokens', { body: { bucket }, allowRepeat: true });
  tokens.set(key, fresh);
  fresh.then(
    (token) => {
      const renewIn = Math.max(0, Date.parse(token.expires_at) - Date.now() - RENEW_MARGIN_MS);
      setTimeout(() => {
        if (tokens.get(key) === fresh) tokens.delete(key);
      }, renewIn);
    },
    () => tokens.delete(key),
  );
  return fresh;
}

/** Forgets cached tokens (tests; after logout a new login gets new tokens anyway). */
export function forgetUploadTokens(): void {
  tokens.clear();
}

/**
 * What is wrong with a picked file before sending it, by the bucket's rules and the spec's messages;
 * null when it may go. The server checks again, by content.
 */
export function precheckFile(bucket: UploadBucket, file: { name: string; size: number }): string | null {
  if (!extensionAllowed(bucket, file.name)) return wrongTypeMessage(bucket);
  if (file.size > maxBytes(bucket)) return tooLargeMessage(bucket);
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  return null;
}

async function send(bucket: UploadBucket, file: Blob, fileName: string, signal?: AbortSignal): Promise<UploadedFileResult> {
  const { token } = await uploadToken(bucket);
  const form = new FormData();
  // The token first: the server checks it before reading the file.
  form.append(UPLOAD_FORM_FIELDS.token, token);
  form.append('bucket', bucket);
  form.append(UPLOAD_FORM_FIELDS.file, file, fileName);
  return typedApi.postForm('/uploads', form, { signal });
}

/**
 * Uploads one file into `bucket` through the API client (token fetched and reused as needed). A token
 * the server refuses (expired while the page stood open) is replaced once; other failures are thrown
 * as ApiError with the server's Chinese message.
 */
export async function uploadFile(bucket: UploadBucket, file: Blob, fileName: string, signal?: AbortSignal): Promise<UploadedFileResult> {
  try {
    return await send(bucket, file, fileName, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    tokens.delete(cacheKey(bucket));
    return send(bucket, file, fileName, signal);
  }
}
