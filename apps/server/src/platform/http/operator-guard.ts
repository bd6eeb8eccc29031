import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { requireRole } from './auth';

export const OPERATOR_PREFIX = '/api/operator/';

/**
 * One rule for every staff endpoint (`/api/operator/*`), whatever module registers it (docs/spec/api.md
 * "Operator console and content"): 401 `请先登录` without a token, 403 to anyone who is not an operator.
 * It runs on request, before the body is parsed or validated, so a buyer learns nothing from a 422.
 * Must be registered before the routes; the handlers still call `requireRole` to get the operator.
 */
export function registerOperatorGuard(app: FastifyInstance, deps: AppDeps): void {
  const operatorOnly: onRequestHookHandler = async (request) => {
    await requireRole(deps, request, 'operator');
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(OPERATOR_PREFIX)) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [operatorOnly, ...existing];
  });
}
