import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { devEndpointAccess } from '../../config';
import type { AppDeps } from '../deps';
import { requireRole } from './auth';

export const DEV_PREFIX = '/api/dev/';

/**
 * One rule for every development endpoint (`/api/dev/*`: the SMS outbox, the sandbox payment
 * completion), whatever module registers it:
 * - development and tests: open, as the demo and the journeys need;
 * - production on a demo install (ALLOW_DEV_PROVIDERS=true): an operator's token only (401/403 otherwise);
 * - production otherwise: such a route must not exist — registering one stops the start.
 * Must be registered before the routes.
 */
export function registerDevEndpointGuard(app: FastifyInstance, deps: AppDeps): void {
  const access = devEndpointAccess(deps.config);
  if (access === 'open') return;
  const operatorOnly: preHandlerHookHandler = async (request) => {
    await requireRole(deps, request, 'operator');
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DEV_PREFIX)) return;
    if (access === 'off') {
      throw new Error(`${route.method} ${route.url} is a development endpoint and is never registered in production`);
    }
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [operatorOnly, ...existing];
  });
}
