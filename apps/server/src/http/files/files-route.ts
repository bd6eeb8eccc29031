import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPrivateBucket, isRestrictedBucket, isUploadBucket } from '@vm/domain/upload-rules';
import type { Config } from '../../config';
import { failure } from '../../platform/http/envelope';
import type { Clock } from '../../platform/clock';
import { fileStoreFor } from '../../platform/storage/create-file-store';
import type { FileLinks } from '../../platform/storage/file-links';
import { IMMUTABLE_CACHE, PRIVATE_FILE_CACHE, servedHeaders } from '../../platform/storage/served-headers';
import { isStorageKey } from '../../platform/storage/storage-keys';

/** Demo pictures: flat, generated-looking names, no dots beyond the extension, no slashes. */
const SAFE_DEMO_NAME = /^[a-z0-9][a-z0-9_-]{0,80}\.(jpg|jpeg|png|webp)$/;
const DEMO_BUCKETS: readonly string[] = ['demo'];
/**
 * Demo pictures are drawn once per data directory under fixed names and never redrawn in place: cached
 * for 30 days, then revalidated in the background for a week.
 */
export const DEMO_CACHE = 'public, max-age=2592000, stale-while-revalidate=604800';

const notFound = (reply: FastifyReply) => reply.status(404).send(failure(404, '文件不存在'));

/**
 * Serves stored files, never a directory listing, always `nosniff` and a type from the generated name:
 * - `/files/demo/<name>`: the demo pictures drawn at start into `<DATA_DIR>/uploads/demo/`;
 * - `/files/<bucket>/<yyyy>/<mm>/<name>`: uploads, from the configured store (disk or S3 proxy); only
 *   names of the generated shape are looked up, so no path can leave the store. Never a private
 *   bucket's file (upload-rules `private`); a restricted bucket's (transfer proofs, licences) only
 *   through a link signed for it that has not expired (file-links.ts), never publicly cached.
 */
export function registerFilesRoute(
  app: FastifyInstance,
  config: Config,
  links: FileLinks,
  clock: Clock,
  originalNameOf?: (key: string) => Promise<string | null>,
): void {
  const demoRoot = path.join(config.dataDir, 'uploads');
  const store = fileStoreFor(config);

  app.get<{ Params: { bucket: string; name: string } }>('/files/:bucket/:name', { schema: { hide: true } }, async (request, reply) => {
    const { bucket, name } = request.params;
    if (!DEMO_BUCKETS.includes(bucket) || !SAFE_DEMO_NAME.test(name)) return notFound(reply);
    const file = path.join(demoRoot, bucket, name);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return notFound(reply);
    }
    if (!stat.isFile()) return notFound(reply);
    return reply.headers(servedHeaders(name, DEMO_CACHE)).header('content-length', stat.size).send(fs.createReadStream(file));
  });

  app.get<{ Params: { bucket: string; year: string; month: string; name: string }; Querystring: { exp?: string; sig?: string } }>(
    '/files/:bucket/:year/:month/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { bucket, year, month, name } = request.params;
      const key = `${bucket}/${year}/${month}/${name}`;
      // Private buckets (issued invoices) are streamed by their owning endpoint to whoever may read them.
      if (!isUploadBucket(bucket) || isPrivateBucket(bucket) || !isStorageKey(key)) return notFound(reply);
      const restricted = isRestrictedBucket(bucket);
      if (restricted) {
        const access = await links.verify(`/files/${key}`, request.query.exp, request.query.sig, clock.now());
        if (access === 'expired') return reply.status(403).header('cache-control', 'no-store').send(failure(403, '链接已过期，请刷新页面后重新打开'));
        if (access !== 'ok') return reply.status(403).header('cache-control', 'no-store').send(failure(403, '无权查看该文件'));
      }
      const stored = await store.get(key);
      if (!stored) return notFound(reply);
      // Documents download under the name they were uploaded with (images are shown inline).
      const original = originalNameOf && !/\.(?:jpg|png|gif|webp|bmp)$/.test(name) ? await originalNameOf(key) : null;
      reply.headers(servedHeaders(name, restricted ? PRIVATE_FILE_CACHE : IMMUTABLE_CACHE, original));
      if (Number.isFinite(stored.size)) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
}
