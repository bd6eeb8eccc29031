import zlib from 'node:zlib';
import { DEFAULT_CITY_ID } from '@vm/contracts/city-constants';
import { PAGE_DATA_ELEMENT_ID, type PageAnswer, type PageDataBlock } from '@vm/contracts/page-data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_STYLE } from './first-screen';

/** A picture the page will draw first and large: fetched from the HTML, before any script runs. */
export interface PageImage {
  href: string;
  /** The `srcset` the page's `<img>` has (the browser picks the same variant for both). */
  srcset?: string | null;
  sizes?: string;
}

/**
 * What the server already knows of a landing page, put into its HTML: the answers of the API calls the
 * page makes first (for a visitor: the web app uses them instead of asking), the document title and the
 * page's first large pictures.
 */
export interface PageData {
  /** Each API path (e.g. `/api/fields/825`) with its answer's `result`. */
  answers: PageAnswer[];
  /** The page's own title (the venue's name): the document's becomes `<title> - <brand>` as the page sets it. */
  title?: string;
  images?: PageImage[];
  /**
   * The page's first screen as plain HTML (first-screen.ts), put inside `#root`: a phone draws it before
   * the scripts arrive, and React's first render replaces it (decision 0041).
   */
  firstScreen?: string;
}

/**
 * A landing page the server prepares: `load` gets the path's match and the query string (without `?`,
 * '' for none) and answers null when it has nothing to add (e.g. a 404, or filters it does not prepare).
 */
export interface PageDataRoute {
  pattern: RegExp;
  load(match: RegExpExecArray, search: string): Promise<PageData | null>;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON safe inside `<script type="application/json">`: no `<` can close the element or open a comment
 * (`\u003c` reads back as `<`), and U+2028/2029 are escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `html` with the page's data: each picture as `<link rel="preload" as="image">` at the start of
 * `<head>` (high priority, with the `<img>`'s srcset and sizes), the data as a JSON script element
 * before `</head>`, the title, and the first screen's markup in `#root` with its style in `<head>`.
 */
export function htmlWithPageData(html: string, page: PageData): string {
  if (!html.includes('</head>')) return html;
  const images = (page.images ?? []).map((image) => {
    const srcset = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes ?? '100vw')}"` : '';
    return `    <link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.href)}"${srcset}>`;
  });
  const data = `    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson({ answers: page.answers } satisfies PageDataBlock)}</script>`;
  // The pictures first in <head>: requested before the page's scripts, which would otherwise hold
  // the browser's connections while the largest paint waits for its picture.
  let result = html.replace('</head>', `${data}\n  </head>`);
  if (page.firstScreen && result.includes('<div id="root"></div>')) {
    result = result
      .replace('</head>', `    <style>${FIRST_SCREEN_STYLE}</style>\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.firstScreen}</div>`);
    result = bootAfterFirstScreen(result);
  }
  if (images.length > 0) result = result.replace(/<head>\n?/, (head) => `${head}${images.join('\n')}\n`);
  // The brand is what index.html's own title starts with (`场地通 - 线下推广场地预订平台`).
  if (page.title)
    result = result.replace(/<title>([^<]*?)(?: - [^<]*)?<\/title>/, (_, brand: string) => `<title>${escapeText(page.title!)} - ${brand}</title>`);
  return result;
}

const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?/g;
/** apps/web/public/first-screen-boot.js */
export const FIRST_SCREEN_BOOT = '/first-screen-boot.js';

/**
 * The app's module script and its modulepreload hints replaced by first-screen-boot.js, which adds them
 * itself (decision 0041): on a phone once the copy of the first screen is painted (or after 1 s), else
 * at once. Early in `<head>` and async: it waits for no stylesheet. The copy shows what a visitor of the
 * default city (`data-city`) sees: the script removes it before it is painted for a visitor who chose
 * another city, and for a logged-in buyer when it is a visitor's view (`data-first-screen="visitor"`,
 * the venue page, whose buyer's view loads with a skeleton). Those wait for the app's own render.
 */
function bootAfterFirstScreen(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = `    <script async src="${FIRST_SCREEN_BOOT}" data-entry="${entry}" data-preloads="${preloads.join(' ')}" data-city="${DEFAULT_CITY_ID}"></script>\n`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<head>\n?/, (head) => `${head}${boot}`);
}

/**
 * Sends an HTML page made for one request, compressed as the client accepts (brotli at a fast level,
 * else gzip): a venue page's HTML carries the venue's data, several KB of JSON.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
