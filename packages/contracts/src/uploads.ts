import { z } from 'zod';
import { UPLOAD_BUCKET_NAMES, type UploadBucket } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';

export const zUploadBucket = z.enum(UPLOAD_BUCKET_NAMES as [UploadBucket, ...UploadBucket[]], { error: UPLOAD_MESSAGES.unknownBucket });

/** `POST /api/uploads/tokens`: ask for a short-lived token to upload into one bucket. */
export const ZUploadTokenBody = z.object({ bucket: zUploadBucket });
export type UploadTokenBody = z.infer<typeof ZUploadTokenBody>;

export const ZUploadToken = z.object({
  token: z.string(),
  bucket: zUploadBucket,
  /** ISO timestamp; the token is refused from then on. */
  expires_at: z.string(),
  max_bytes: z.number().int(),
  max_count: z.number().int(),
  /** For a file input's `accept`: `.jpg,.jpeg,.png`. */
  accept: z.string(),
});
export type UploadToken = z.infer<typeof ZUploadToken>;

/**
 * `POST /api/uploads` (multipart/form-data: the field `token` first, then one file in `file`): the stored
 * file. `name` is the sanitized original name, metadata only; `content_type` is what the content is.
 */
export const ZUploadedFile = z.object({
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  bucket: zUploadBucket,
});
export type UploadedFileResult = z.infer<typeof ZUploadedFile>;

/** Multipart field names of `POST /api/uploads`. */
export const UPLOAD_FORM_FIELDS = { token: 'token', file: 'file' } as const;
