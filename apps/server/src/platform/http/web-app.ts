import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { htmlWithPageData, sendHtml, type PageDataRoute } from './page-data';

/** Text assets the build precompresses (the served path may end in .br or .gz). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

/** Written by the web build (apps/web/build-plugins/route-preloads.ts): the code of the landing pages. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const ASSET_PATH = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/** Written by the web build (apps/web/build-plugins/web-routes.ts): every page path of the web's route table. */
const WEB_ROUTES_FILE = 'web-routes.json';
/** Paths of files, never pages: a missing one is a plain 404, never the app's HTML. */
const FILE_PATH = /^\/(?:assets|files)\//;

/**
 * The page paths of the web's route table as patterns (`/fields/:id` → `^/fields/[^/]+/?$`, case-insensitive
 * like React Router), or null when the build wrote no list (then every page path gets the app, as before).
 */
function loadWebRoutes(webDist: string): RegExp[] | null {
  let list: unknown;
  try {
    list = JSON.parse(fs.readFileSync(path.join(webDist, WEB_ROUTES_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length === 0) return null;
  return list
    .filter((item): item is string => typeof item === 'string' && item.startsWith('/'))
    .map((route) => {
      const source = route
        .split('/')
        .filter(Boolean)
        .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
        .join('');
      return new RegExp(`^${source}/?$`, 'i');
    });
}

interface RoutePreload {
  pattern: RegExp;
  html: string;
}

/**
 * index.html once per landing page, with `<link rel="modulepreload">` for the page's scripts and
 * `<link rel="stylesheet">` for its CSS before `</head>`: the browser fetches them beside the
 * entry's instead of after the entry has run. An unreadable or malformed list only drops the hints.
 */
function loadRoutePreloads(webDist: string, indexHtml: string): RoutePreload[] {
  let list: unknown;
  try {
    list = JSON.parse(fs.readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(list) || !indexHtml.includes('</head>')) return [];
  return list.flatMap((entry: { pattern?: unknown; scripts?: unknown; styles?: unknown }) => {
    const assets = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && ASSET_PATH.test(item)) : []);
    if (typeof entry?.pattern !== 'string') return [];
    const links = [
      ...assets(entry.scripts).map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`),
      // Applied from the start, not preloaded: the first render needs them, and a stylesheet added later
      // restyles the whole page once more (decision 0041).
      ...assets(entry.styles).map((href) => `    <link rel="stylesheet" crossorigin href="${href}">`),
    ];
    return [{ pattern: new RegExp(entry.pattern), html: indexHtml.replace('</head>', `${links.join('\n')}\n  </head>`) }];
  });
}

/**
 * Serves the built web app on the same port as the API, with a history-API fallback: any GET outside
 * /api that is not a file answers index.html, so deep links like /fields/12 load the app. A URL one of
 * `pages` matches gets its data in its HTML (page-data.ts); when that data cannot be read, the page
 * is sent without it and asks for it as usual.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, pages: readonly PageDataRoute[] = []): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  const routePreloads = hasWeb ? loadRoutePreloads(webDist, indexHtml) : [];
  const webRoutes = hasWeb ? loadWebRoutes(webDist) : null;
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
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure(404, '接口不存在'));
    }
    const [pathname = '', search = ''] = request.url.split(/\?(.*)/s);
    // A missing script, stylesheet or upload is a 404 the app can recover from, never its HTML.
    if (FILE_PATH.test(pathname)) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    // A page path no web route knows: the app (which draws its 404 page) with status 404.
    if (webRoutes && pathname !== '/' && !webRoutes.some((route) => route.test(pathname))) {
      return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    const preload = routePreloads.find((route) => route.pattern.test(pathname));
    for (const page of pages) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      try {
        const data = await page.load(match, search);
        if (data) return sendHtml(request, reply, htmlWithPageData(preload?.html ?? indexHtml, data));
      } catch (error) {
        request.log.warn({ err: error, url: pathname }, 'page data not read; the page asks for it');
      }
      break;
    }
    if (preload) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(preload.html);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
