import path from 'node:path';
import type { Plugin } from 'vite';

/** A page whose code the server announces in the HTML of its URLs. */
export interface PreloadedRoute {
  /** Regular expression source the URL path must match, e.g. `^/fields/\\d+$`. */
  pattern: string;
  /** The module the route's lazyPage loads, relative to the web app's root. */
  page: string;
}

/** What the build writes to `route-preloads.json` (read by the server, apps/server/…/web-app.ts). */
export interface RoutePreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each listed route, the page's chunk, the chunks it imports that the
 * entry does not, and their CSS. The server puts them into the HTML it answers for a matching URL as
 * `<link rel="modulepreload">` and `<link rel="stylesheet">`, so the page's code downloads
 * beside the entry's instead of after the entry has run and React has asked for the lazy page (one
 * round trip and the entry's whole start-up sooner). A hint, never a requirement: a page missing from
 * the list, or an old list, loads as before.
 */
export function routePreloads(routes: readonly PreloadedRoute[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        start.forEach(visit);
        return seen;
      };
      const entryFiles = staticClosure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const preloads: RoutePreload[] = routes.map(({ pattern, page }) => {
        const id = path.resolve(root, page);
        const chunk = chunks.find((item) => item.facadeModuleId === id);
        if (!chunk) throw new Error(`route-preloads: no chunk for ${page}; is it still a lazy page?`);
        const files = [...staticClosure([chunk.fileName])].filter((file) => !entryFiles.has(file));
        // Stylesheets in the order the app would add them: a chunk's imports before the chunk (the page
        // links them all in its HTML, and a later rule of the same weight wins: the page's own layout of
        // the gallery must come after the gallery's).
        const importsFirst: string[] = [];
        const placed = new Set<string>();
        const place = (file: string) => {
          if (placed.has(file) || entryFiles.has(file)) return;
          placed.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) place(imported);
          importsFirst.push(file);
        };
        place(chunk.fileName);
        const styles = importsFirst.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { pattern, scripts: files.map((file) => base + file), styles: [...new Set(styles)].map((file) => base + file) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
