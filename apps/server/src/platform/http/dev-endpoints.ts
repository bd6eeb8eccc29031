import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { devEndpointAccess } from '../../config';
import type { AppDeps } from '../deps';
import { forbidden, unauthenticated } from './app-error';
import { bearerToken, requireRole, userForToken } from './auth';

/** The development API: SMS outbox, sandbox completion, the test clock… */
export const DEV_PREFIX = '/api/dev/';
/** The development pages: the Alipay sandbox's cashier, its pay form, its scan-code page. */
export const DEV_PAGE_PREFIX = '/dev/';

export const isDevelopmentRoute = (url: string) => url.startsWith(DEV_PREFIX) || url.startsWith(DEV_PAGE_PREFIX);

/** A browser form's or link's `_token` (the pages cannot send an Authorization header). */
function formToken(request: FastifyRequest): string | null {
  for (const part of [request.body, request.query]) {
    const value = part && typeof part === 'object' ? (part as Record<string, unknown>)._token : undefined;
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * One rule for every development route, whatever its prefix and whatever module registers it (docs/spec/api.md
 * "Hardening — fixed"): the API under `/api/dev/*` and the sandbox pages under `/dev/*`.
 * - development and tests: open, as the demo and the journeys need;
 * - production on a demo install (ALLOW_DEV_PROVIDERS=true): an operator's token only (401/403 otherwise),
 *   checked before the body is read for the API; the pages also take the token as a `_token` field;
 * - production otherwise: such a route must not exist — registering one stops the start.
 * Must be registered before the routes.
 */
export function registerDevEndpointGuard(app: FastifyInstance, deps: AppDeps): void {
  const access = devEndpointAccess(deps.config);
  if (access === 'open') return;
  const operatorApi: onRequestHookHandler = async (request) => {
    await requireRole(deps, request, 'operator');
  };
  // 401 before the body is read (docs/spec/api.md "Hardening, second round — fixed"): a page asked with an
  // Authorization header is decided on it; one whose body cannot carry a form's `_token` (not a form post)
  // and whose query has none is refused at once. Only a form post waits for its `_token` field.
  const operatorPageFirst: onRequestHookHandler = async (request) => {
    if (request.headers.authorization !== undefined) {
      await requireRole(deps, request, 'operator');
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const query = request.query as Record<string, unknown> | undefined;
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (!type.startsWith('application/x-www-form-urlencoded') && !(typeof query?._token === 'string' && query._token)) throw unauthenticated();
  };
  const operatorPage: preValidationHookHandler = async (request) => {
    if (bearerToken(request) || request.headers.authorization) {
      await requireRole(deps, request, 'operator');
      return;
    }
    const token = formToken(request);
    const user = token ? await userForToken(deps, token) : null;
    if (!user) throw unauthenticated();
    if (!user.roles.includes('operator')) throw forbidden('当前账号无权进行此操作');
  };
  app.addHook('onRoute', (route) => {
    if (!isDevelopmentRoute(route.url)) return;
    if (access === 'off') {
      throw new Error(`${route.method} ${route.url} is a development route and is never registered in production`);
    }
    if (route.url.startsWith(DEV_PREFIX)) {
      const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [operatorApi, ...existing];
    } else {
      const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
      route.preValidation = [operatorPage, ...existing];
      const first = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [operatorPageFirst, ...first];
    }
  });
}

/** Whether the development pages need an operator's `_token` carried from page to page (demo installs in production). */
export const devPagesNeedToken = (deps: AppDeps) => devEndpointAccess(deps.config) === 'operator';
