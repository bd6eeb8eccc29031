import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope';

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };
/** Only flat, generated-looking names: no dots beyond the extension, no slashes, so no traversal. */
const SAFE_NAME = /^[a-z0-9][a-z0-9_-]{0,80}\.(jpg|jpeg|png|webp)$/;

/**
 * Serves stored files under `/files/<bucket>/<name>` from `<DATA_DIR>/uploads/<bucket>/`, outside the
 * web root: a fixed list of buckets, safe names only, the content type from the extension, `nosniff`,
 * and never a directory listing. The uploads feature adds its buckets here.
 */
export function registerFilesRoute(app: FastifyInstance, dataDir: string, buckets: readonly string[] = ['demo']): void {
  const root = path.join(dataDir, 'uploads');
  app.get<{ Params: { bucket: string; name: string } }>(
    '/files/:bucket/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { bucket, name } = request.params;
      if (!buckets.includes(bucket) || !SAFE_NAME.test(name)) return reply.status(404).send(failure(404, '文件不存在'));
      const file = path.join(root, bucket, name);
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(file);
      } catch {
        return reply.status(404).send(failure(404, '文件不存在'));
      }
      if (!stat.isFile()) return reply.status(404).send(failure(404, '文件不存在'));
      return reply
        .header('content-type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream')
        .header('content-length', stat.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', 'inline')
        .send(fs.createReadStream(file));
    },
  );
}
