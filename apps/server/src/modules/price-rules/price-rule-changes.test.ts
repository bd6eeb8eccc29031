import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedSupplierWorld, send, type SupplierWorld } from '../supplier-venues/test/supplier-fixtures';

let t: TestContext;
let w: SupplierWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedSupplierWorld(t);
});
afterAll(async () => t.close());

// The test clock starts on Sunday 2026-11-22 (Asia/Shanghai).
const prices = async (booth: number, start: string, end: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/selling_resources/${booth}/calendar?start=${start}&end=${end}&lease_term_type_id=9` })).json().result
      .days as { date: string; price: number }[]
  ).map((day) => day.price);

const rule = (extra: Record<string, unknown> = {}) => ({
  name: '十一月特价',
  selling_resource_ids: [w.f.booths.S1],
  lease_term_type_id: 9,
  start: '2026-11-22',
  end: '2026-11-30',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  price: 60000,
  ...extra,
});

describe('changing and ending a price rule', () => {
  let id: number;

  it('PUT changes a rule (same body as POST) and the calendar follows', async () => {
    const before = await prices(w.f.booths.S1, '2026-11-23', '2026-11-24');
    const created = await send(t, 'POST', '/api/price_rules', w.a.token, rule());
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().result.id;
    expect(await prices(w.f.booths.S1, '2026-11-23', '2026-11-24')).toEqual([60000, 60000]);

    const changed = await send(t, 'PUT', `/api/price_rules/${id}`, w.a.token, rule({ name: '十一月工作日', weekdays: [1], price: 55000 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toEqual({ id });
    // Monday 11-23 takes the new price; Tuesday is no longer covered.
    expect(await prices(w.f.booths.S1, '2026-11-23', '2026-11-24')).toEqual([55000, before[1]]);
    const listed = (await send(t, 'GET', '/api/price_rules', w.a.token)).json().result.data[0];
    expect(listed).toMatchObject({ id, name: '十一月工作日', weekdays: [1], price: 55000 });
  });

  it('PUT checks like POST: an overlap with another rule is 409, bad dates 422, and the rule stays as it was', async () => {
    t.clock.advance(1100);
    const other = await send(t, 'POST', '/api/price_rules', w.a.token, rule({ name: '周二价', weekdays: [2], price: 70000 }));
    expect(other.statusCode).toBe(201);
    t.clock.advance(1100);
    const overlap = await send(t, 'PUT', `/api/price_rules/${id}`, w.a.token, rule({ name: '十一月工作日', weekdays: [1, 2], price: 55000 }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().msg).toContain('与价格规则「周二价」重叠');
    const badDates = await send(t, 'PUT', `/api/price_rules/${id}`, w.a.token, rule({ start: '2026-11-30', end: '2026-11-23' }));
    expect(badDates.statusCode).toBe(422);
    expect(await prices(w.f.booths.S1, '2026-11-23', '2026-11-24')).toEqual([55000, 70000]);
  });

  it('over ends the rule today: from tomorrow on the dates fall back to the booth’s own prices', async () => {
    // Move to Monday 11-23: the rule covers today and next Monday 11-30.
    t.clock.advance(24 * 3600_000);
    expect(await prices(w.f.booths.S1, '2026-11-23', '2026-11-30').then((days) => [days[0], days[7]])).toEqual([55000, 55000]);
    const ended = await send(t, 'POST', `/api/price_rules/${id}/over`, w.a.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().result).toEqual({ id, end: '2026-11-23' });
    const after = await prices(w.f.booths.S1, '2026-11-23', '2026-11-30');
    expect(after[0]).toBe(55000);
    expect(after[7]).not.toBe(55000);
    t.clock.advance(1100);
    const again = await send(t, 'POST', `/api/price_rules/${id}/over`, w.a.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('价格规则已结束');
  });

  it('a rule not yet begun cannot be ended (delete it); another supplier’s rule is 404', async () => {
    const future = await send(t, 'POST', '/api/price_rules', w.a.token, rule({ name: '明年', start: '2027-01-04', end: '2027-01-10' }));
    expect(future.statusCode).toBe(201);
    const futureId = future.json().result.id as number;
    const early = await send(t, 'POST', `/api/price_rules/${futureId}/over`, w.a.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toContain('尚未生效');
    expect((await send(t, 'POST', `/api/price_rules/${futureId}/over`, w.b.token)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `/api/price_rules/${futureId}`, w.b.token, rule({ name: '明年', start: '2027-01-04', end: '2027-01-10' }))).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/price_rules/${futureId}/over` })).statusCode).toBe(401);
  });
});
