import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the server reads from the build: the page paths of the route table (decision 0046). */
export const WEB_ROUTES_FILE = 'web-routes.json';

/**
 * Copies `src/app/web-routes.json` — the route table's page paths, kept equal to the table by
 * src/app/web-routes.test.ts — into the build, so the server answers a page path no route knows with
 * the app's 404 page and status 404 instead of 200.
 */
export function webRoutes(): Plugin {
  let root = '';
  return {
    name: 'web-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WEB_ROUTES_FILE, source: fs.readFileSync(path.join(root, 'src/app/web-routes.json'), 'utf8') });
    },
  };
}
