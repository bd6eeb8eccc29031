import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const catalogs = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Remembers every route the app registers (method and URL pattern), for tests that must cover a whole
 * surface — e.g. every `/api/operator/*` endpoint, including ones added later by other features.
 * Must be registered before the routes.
 */
export function registerRouteCatalog(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  catalogs.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) routes.push({ method, url: route.url });
  });
}

/** The routes registered on `app` (HEAD twins of GET routes included). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return catalogs.get(app) ?? [];
}
