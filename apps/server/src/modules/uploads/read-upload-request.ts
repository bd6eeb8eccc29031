import type { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { UPLOAD_FORM_FIELDS } from '@vm/contracts/uploads';
import { UPLOAD_BUCKETS, maxBytes, tooLargeMessage, type UploadBucket } from '@vm/domain/upload-rules';
import { UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';

/** The largest file any bucket accepts; the parser's own hard stop sits one byte above it. */
export const LARGEST_UPLOAD_BYTES = Math.max(...(Object.keys(UPLOAD_BUCKETS) as UploadBucket[]).map(maxBytes));

export interface UploadRequest {
  bucket: UploadBucket;
  fileName: string;
  bytes: Buffer;
}

const fileError = (code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST', message: string) => new AppError(code, message, { file: message });
const malformed = () => new AppError('BAD_REQUEST', UPLOAD_MESSAGES.malformed);

/** Reads and throws away the rest of a part, so the reply is not sent into a half-read request. */
async function drain(stream: Readable): Promise<void> {
  try {
    for await (const _chunk of stream) {
      // discarded
    }
  } catch {
    // a broken part is reported by the parts iterator
  }
}

/** The file's bytes, at most `limit` of them: null when it is longer (the rest is drained). */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) {
        chunks.length = 0;
        await drain(stream);
        return null;
      }
      chunks.push(chunk);
    }
  } catch {
    throw malformed();
  }
  return Buffer.concat(chunks, total);
}

/**
 * Parses `multipart/form-data` of `POST /api/uploads`: the field `token` (and optionally `bucket`)
 * before exactly one file in `file`. The token is checked by `openBucket` before a byte of the file is
 * kept, so the bucket's size limit applies while reading; nothing is written anywhere here.
 */
export async function readUploadRequest(
  request: FastifyRequest,
  openBucket: (token: string | undefined, claimedBucket: string | undefined) => Promise<UploadBucket>,
): Promise<UploadRequest> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  let parts: AsyncIterableIterator<MultipartFile | MultipartValue>;
  try {
    const iterable = request.parts({ limits: { fileSize: LARGEST_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 256, headerPairs: 50 } });
    parts = iterable[Symbol.asyncIterator]();
  } catch {
    throw malformed();
  }

  const fields: Record<string, string> = {};
  let upload: UploadRequest | null = null;
  for (;;) {
    let next: IteratorResult<MultipartFile | MultipartValue>;
    try {
      next = await parts.next();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw fileError('BAD_REQUEST', UPLOAD_MESSAGES.oneFileOnly);
      throw malformed();
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== UPLOAD_FORM_FIELDS.file || upload) {
      await drain(part.file);
      throw fileError('BAD_REQUEST', upload ? UPLOAD_MESSAGES.oneFileOnly : UPLOAD_MESSAGES.noFile);
    }
    let bucket: UploadBucket;
    try {
      bucket = await openBucket(fields[UPLOAD_FORM_FIELDS.token], fields.bucket);
    } catch (error) {
      await drain(part.file);
      throw error;
    }
    const bytes = await readAtMost(part.file, maxBytes(bucket));
    if (!bytes) throw fileError('PAYLOAD_TOO_LARGE', tooLargeMessage(bucket));
    if (bytes.length === 0) throw fileError('VALIDATION', part.filename ? UPLOAD_MESSAGES.emptyFile : UPLOAD_MESSAGES.noFile);
    upload = { bucket, fileName: part.filename ?? '', bytes };
  }
  if (!upload) {
    // No file: still say what is wrong with the token first, as a client would need to fix both.
    await openBucket(fields[UPLOAD_FORM_FIELDS.token], fields.bucket);
    throw fileError('VALIDATION', UPLOAD_MESSAGES.noFile);
  }
  return upload;
}
