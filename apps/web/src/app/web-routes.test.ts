import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './route-table';

/**
 * The page paths the route table knows, as the server reads them (web-routes.json, copied into the build
 * by build-plugins/web-routes.ts): a page path none of them matches is answered with the app's 404 page
 * and HTTP status 404 (docs/spec/api.md "Hardening, second round — fixed"; decision 0046). This test keeps
 * the list equal to the table; `UPDATE_WEB_ROUTES=1 npx vitest run --project web src/app/web-routes.test.ts`
 * rewrites it.
 */
const LIST = path.join(import.meta.dirname, 'web-routes.json');

function pathsOf(list: readonly RouteObject[], parent: string): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.element !== undefined && (route.index || route.path !== undefined) ? [here || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('web-routes.json', () => {
  it('lists every page path of the route table', () => {
    const current = [...new Set(pathsOf(routes, ''))].sort();
    if (process.env.UPDATE_WEB_ROUTES) fs.writeFileSync(LIST, `${JSON.stringify(current, null, 2)}\n`);
    const listed = JSON.parse(fs.readFileSync(LIST, 'utf8')) as string[];
    expect(listed, 'run UPDATE_WEB_ROUTES=1 npx vitest run --project web src/app/web-routes.test.ts').toEqual(current);
    expect(current).toEqual(expect.arrayContaining(['/', '/home/index', '/fields/:id', '/auth/code-login', '/admin/operator/refunds']));
  });
});
