import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/** Text assets the build precompresses (the served path may end in .br or .gz). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built web app on the same port as the API, with a history-API fallback: any GET outside
 * /api that is not a file answers index.html, so deep links like /fields/12 load the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they are.
      preCompressed: true,
      // Our own Cache-Control below; send's default (`public, max-age=0`) would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite's hashed names under assets/ never change content; everything else (index.html) is revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure(404, '接口不存在'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
