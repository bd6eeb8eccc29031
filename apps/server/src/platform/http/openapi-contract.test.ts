import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { operationIdFor } from './openapi';

type Operation = { operationId?: string; tags?: string[]; description?: string; summary?: string };

describe('the OpenAPI document', () => {
  let t: TestContext;
  let spec: { tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp();
    spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );

  it('gives every operation a unique, readable operationId derived from method and route', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(
      repeated,
      JSON.stringify(
        operations()
          .filter(({ operation }) => repeated.includes(operation.operationId))
          .map(({ method, path }) => `${method} ${path}`),
      ),
    ).toEqual([]);
    const venue = spec.paths['/api/fields/{top_physical_id}']!.get!;
    expect(venue.operationId).toBe('getFieldsByTopPhysicalId');
    expect(spec.paths['/api/orders/{id}/pay']!.post!.operationId).toBe('postOrdersByIdPay');
  });

  it('describes every operation and declares every tag it uses', () => {
    const declared = new Set((spec.tags ?? []).map((tag) => tag.name));
    for (const { path, method, operation } of operations()) {
      expect(operation.description, `${method} ${path}`).toBeTruthy();
      for (const tag of operation.tags ?? []) expect(declared, `${method} ${path}: ${tag}`).toContain(tag);
    }
  });

  it.each([
    ['GET', '/api/health', 'getHealth'],
    ['GET', '/api/health/ready', 'getHealthReady'],
    ['POST', '/api/auth/code-login', 'postAuthCodeLogin'],
    ['DELETE', '/api/cart_items/:id', 'deleteCartItemsById'],
    ['GET', '/api/selling_resources/{id}/calendar', 'getSellingResourcesByIdCalendar'],
    ['GET', '/', 'getRoot'],
  ])('operationIdFor(%s, %s) = %s', (method, url, id) => {
    expect(operationIdFor(method, url)).toBe(id);
  });
});
