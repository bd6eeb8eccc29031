import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { OPERATOR_PREFIX } from './operator-guard';
import { registeredRoutes } from './route-catalog';

/**
 * docs/spec/api.md "Operator console and content — fixed": every /api/operator/* endpoint answers 401 without a
 * token and 403 to anyone who is not an operator. The routes come from the app itself (its onRoute
 * catalogue), so an endpoint another feature adds later is covered without touching this test.
 */

let t: TestContext;
let tokens: Record<'buyer' | 'supplier' | 'agent' | 'facilitator' | 'operator', string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    buyer: (await loginAs(t, '13800007001', ['business'])).token,
    supplier: (await loginAs(t, '13900007001', ['business', 'property'])).token,
    agent: (await loginAs(t, '13900007002', ['business', 'agent'])).token,
    facilitator: (await loginAs(t, '13900007003', ['business', 'facilitator'])).token,
    operator: (await loginAs(t, '13700007001', ['business', 'operator'])).token,
  };
});
afterAll(async () => {
  await t.close();
});

const operatorRoutes = () =>
  registeredRoutes(t.app)
    .filter((route) => route.url.startsWith(OPERATOR_PREFIX) && route.method !== 'HEAD')
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z_]+/g, '1') }));

async function call(route: { method: string; path: string }, headers: Record<string, string> = {}) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({ method: route.method as 'GET', url: route.path, headers, ...(withBody ? { payload: { reason: 'x', name: 'x' } } : {}) });
}

describe('the /api/operator surface', () => {
  it('is found from the app (and includes the console, content and older staff endpoints)', () => {
    const urls = operatorRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(25);
    for (const expected of [
      'GET /api/operator/transfers',
      'POST /api/operator/coupons',
      'POST /api/operator/supplier_applications/:id/approve',
      'GET /api/operator/alerts',
      'POST /api/operator/users/:id/freeze',
      'GET /api/operator/audit_logs',
      'POST /api/operator/articles',
      'GET /api/operator/orders/export',
      'POST /api/operator/search_synonyms',
      'DELETE /api/operator/search_synonyms/:id',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 请先登录 to a visitor, on every route, before judging the body', async () => {
    for (const route of operatorRoutes()) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ code: 401, msg: '请先登录', result: null });
    }
  });

  it('answers 403 to buyers, suppliers, agents and facilitators, on every route', async () => {
    for (const role of ['buyer', 'supplier', 'agent', 'facilitator'] as const) {
      for (const route of operatorRoutes()) {
        const response = await call(route, bearer(tokens[role]));
        expect(response.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(response.json().msg, `${role}: ${route.method} ${route.url}`).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
  });

  it('lets an operator through (every GET answers neither 401 nor 403)', async () => {
    for (const route of operatorRoutes().filter((item) => item.method === 'GET')) {
      const response = await call(route, bearer(tokens.operator));
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
    }
  });

  it('refuses a malformed body from a buyer with 403, not 400 or 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/articles',
      headers: { ...bearer(tokens.buyer), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(403);
  });
});
