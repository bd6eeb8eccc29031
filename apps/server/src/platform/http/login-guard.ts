import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { requireUser } from './auth';

/**
 * Authentication before anything is read (docs/spec/api.md "Hardening — fixed"): every route whose OpenAPI schema
 * declares `security` (the bearer token) answers a visitor 401 `请先登录` — a frozen account 401
 * 账号已被冻结 — on request, before its body is parsed or its parameters validated. The documented
 * contract is the switch: a route cannot say it needs a login and answer a visitor anything else.
 * Role checks follow in the same phase (the operator guard, the supplier modules' gates); the handlers
 * still call `requireUser`/`requireRole` for the user, which is looked up once per request.
 * Must be registered before the routes.
 */
export function registerLoginGuard(app: FastifyInstance, deps: AppDeps): void {
  const loggedIn: onRequestHookHandler = async (request) => {
    await requireUser(deps, request);
  };
  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: unknown[] } | undefined)?.security;
    if (!Array.isArray(security) || security.length === 0) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [loggedIn, ...existing];
  });
}
