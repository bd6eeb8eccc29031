import { bearer, loginAs, type TestContext } from '../../../test/test-app';

/** A complete demand body (the test clock's today is 2026-11-22). */
export function demandBody(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    channel: 'pc',
    name: '赵六',
    mobile: '13811112222',
    product: '精酿啤酒',
    minimum_area: '20',
    maximum_area: '80',
    single_field_budget: '3000',
    start: '2026-12-05',
    end: '2026-12-07',
    city_ids: [90],
    community_type_ids: [1],
    spread_way_ids: [1, 3],
    industry_ids: [1],
    power: 1,
    leaflet: 1,
    ex_description: '周末快闪，需要电源',
    pic_url: [],
    ...change,
  };
}

/** POST with the clock moved on, so it is never a duplicate of the previous POST (1 s guard). */
export function post(t: TestContext, url: string, payload: unknown, token?: string | null) {
  t.clock.advance(1100);
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });
}

export function get(t: TestContext, url: string, token?: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

/** A demand created by `token` (a logged-in buyer): its id. */
export async function createDemand(t: TestContext, token: string, change: Record<string, unknown> = {}): Promise<number> {
  const response = await post(t, '/api/appeal', demandBody(change), token);
  if (response.statusCode !== 201) throw new Error(`demand failed: ${response.body}`);
  return response.json().result.id as number;
}

let supplierCounter = 0;
/** A fresh supplier (or agent/facilitator) account with a session. */
export async function newAcceptor(t: TestContext, role: 'property' | 'agent' | 'facilitator' = 'property') {
  supplierCounter += 1;
  return loginAs(t, `1390000${String(5000 + supplierCounter).padStart(4, '0')}`, [role]);
}

export const demandCount = async (t: TestContext) => Number((await t.deps.pool.query('select count(*)::int as n from demands')).rows[0].n);
