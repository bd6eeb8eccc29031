import { afterAll, beforeAll, describe, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-app';
import { expectRefused } from './sweep-harness';

/**
 * Path ids of the catalogue and coupon endpoints: out-of-range (past PostgreSQL's integer), negative,
 * fractional and non-numeric ids are refused with a Chinese message, never a 500.
 */
const PATHS = [
  'GET /api/fields/{id}',
  'GET /api/activities/{id}',
  'GET /api/activity_cases/{id}',
  'GET /api/communities/{id}',
  'GET /api/communities/{id}/coupons',
  'GET /api/communities/{id}/nearby',
  'GET /api/lists/{id}/sales',
  'GET /api/physical_resources/{id}/comments',
  'GET /api/selling_resources/{id}/calendar?start=2026-12-01&end=2026-12-31&lease_term_type_id=3',
  'GET /api/service_providers/{id}',
  'PUT /api/resources/{id}/favorite',
  'DELETE /api/resources/{id}/favorite',
  'DELETE /api/search_histories/{id}',
  'POST /api/coupons/{id}/receive',
];
const BAD_IDS = ['2147483648', '9007199254740991', '99999999999999999999', '-1', '0', '1.5', 'abc', '1e3'];

describe('catalogue and coupon path ids', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t, '13800009901')).token;
  });
  afterAll(() => t.close());

  it.each(PATHS)('%s refuses bad ids in Chinese', async (route) => {
    const [method, template] = route.split(' ') as [string, string];
    for (const id of BAD_IDS) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: template.replace('{id}', id),
        headers: bearer(token),
        ...(method === 'POST' ? { payload: { quantity: 1 } } : {}),
      });
      expectRefused(response, `${route} id=${id}`, [400, 404, 422]);
    }
  });
});
