import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo';
import { createTestApp, loginAs, bearer, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.deps.pool, pino({ level: 'silent' }), { now: t.clock.now() });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo coupons and points', () => {
  it('gives the demo buyer 5,000 points as ledger rows (the grant and the points its two finished demo orders earned)', async () => {
    const { token } = await loginAs(t, '13800000001', ['business']);
    const current = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) })).json().result;
    expect(current.consumption_point).toBe(5000);
    const history = (await t.app.inject({ method: 'GET', url: '/api/point_histories', headers: bearer(token) })).json().result;
    expect(history).toMatchObject({ balance: 5000, total: 3 });
    expect(history.data.map((row: { reason: string }) => row.reason).sort()).toEqual(['demo_grant', 'order_finished', 'order_finished']);
    expect(history.data.reduce((sum: number, row: { point: number }) => sum + row.point, 0)).toBe(5000);
  });

  it('offers free, welfare, points and venue coupons', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/communities/coupons?page_size=50' })).json().result;
    expect(all.total).toBeGreaterThan(20);
    const welfare = (await t.app.inject({ method: 'GET', url: '/api/communities/coupons?is_welfare=1' })).json().result;
    expect(welfare.data.length).toBeGreaterThanOrEqual(3);
    const points = (await t.app.inject({ method: 'GET', url: '/api/communities/coupons?point_coupons=1&page_size=50' })).json().result;
    expect(points.data.every((offer: { consumption_point: number }) => offer.consumption_point > 0)).toBe(true);

    const community = await t.deps.pool.query<{ id: number }>(
      `select c.id from communities c join users u on u.id = c.owner_id where u.mobile = '13900000001' order by c.id limit 1`,
    );
    const offers = (await t.app.inject({ method: 'GET', url: `/api/communities/${community.rows[0]!.id}/coupons?page_size=50` })).json().result.data;
    const scopes = new Set(offers.map((offer: { scope: number }) => offer.scope));
    expect([...scopes].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
