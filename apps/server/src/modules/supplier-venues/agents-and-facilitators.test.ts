import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { resourceBody, seedSupplierWorld, send, uploadPicture } from './test/supplier-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedSupplierWorld(t);
});
afterAll(async () => t.close());

const communityBody = (extra: Record<string, unknown> = {}) => ({
  name: '前滩太古里',
  city_id: 90,
  district_id: 1,
  address: '上海市浦东新区东育路500号',
  latitude: 31.15,
  longitude: 121.46,
  community_type_id: 1,
  ...extra,
});

describe('agents (代理商) use the supplier back office', () => {
  it('an agent creates a community and a venue for an owner; the venue shows 代理 and the owner', async () => {
    const agent = await loginAs(t, '13500000001', ['business', 'agent']);
    const created = await send(t, 'POST', '/api/communities', agent.token, communityBody({ agent_for: '上海前滩置业有限公司' }));
    expect(created.statusCode, created.body).toBe(201);
    const communityId = created.json().result.id as number;
    const mine = (await send(t, 'GET', '/api/managed_communities', agent.token)).json().result.data;
    expect(mine).toEqual([expect.objectContaining({ id: communityId, agent_for: '上海前滩置业有限公司' })]);

    const photo = await uploadPicture(t, agent.token);
    t.clock.advance(1100);
    const venue = await send(t, 'POST', '/api/managed_resources', agent.token, resourceBody(communityId, [photo]));
    expect(venue.statusCode, venue.body).toBe(201);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/fields/${venue.json().result.id}` })).json().result;
    expect(detail.community.agency).toEqual({ owner_name: '上海前滩置业有限公司' });
    expect((await send(t, 'GET', '/api/price_rules', agent.token)).statusCode).toBe(200);
  });

  it('an owner’s own venue carries no agency; a buyer and a facilitator are refused the back office', async () => {
    const owner = await loginAs(t, '13900000001', ['property']);
    t.clock.advance(1100);
    const created = await send(t, 'POST', '/api/communities', owner.token, communityBody({ name: '自营商场', agent_for: '' }));
    expect(created.statusCode).toBe(201);
    const buyer = await loginAs(t, '13500000002');
    expect((await send(t, 'POST', '/api/communities', buyer.token, communityBody())).statusCode).toBe(403);
    const facilitator = await loginAs(t, '13500000003', ['business', 'facilitator']);
    expect((await send(t, 'GET', '/api/managed_communities', facilitator.token)).statusCode).toBe(403);
  });
});

describe('facilitators (服务商) keep a service profile', () => {
  const profile = {
    name: '星火活动执行',
    intro: '专注商场快闪、路演搭建与执行',
    service_type_ids: [1],
    city_ids: [90],
    contact_mobile: '13500000010',
    contact_name: '王经理',
  };

  it('an approved facilitator saves its profile; it is listed by keyword and opens on its page', async () => {
    const facilitator = await loginAs(t, '13500000011', ['business', 'facilitator']);
    expect((await t.app.inject({ method: 'GET', url: '/api/service_providers/mine', headers: bearer(facilitator.token) })).json().result).toBeNull();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/service_providers/mine', headers: bearer(facilitator.token), payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().result.id as number;
    const listed = (await t.app.inject({ method: 'GET', url: `/api/service_providers?keyword=${encodeURIComponent('星火')}` })).json().result;
    expect(listed.data.map((card: { id: number }) => card.id)).toEqual([id]);
    expect(listed.data[0]).toMatchObject({ name: '星火活动执行', summary: '专注商场快闪、路演搭建与执行', city_id: 90 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/service_providers/${id}` })).json().result;
    expect(page).toMatchObject({ id, name: '星火活动执行', contact_name: '王经理' });

    // Saving again changes the same profile.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/service_providers/mine',
      headers: bearer(facilitator.token),
      payload: { ...profile, name: '星火活动策划执行' },
    });
    expect(again.json().result.id).toBe(id);
    expect((await t.app.inject({ method: 'GET', url: '/api/service_providers/mine', headers: bearer(facilitator.token) })).json().result).toMatchObject({
      id,
      name: '星火活动策划执行',
      service_type_ids: [1],
      city_ids: [90],
    });
  });

  it('refuses other roles (403), visitors (401) and unknown types or cities (422)', async () => {
    const buyer = await loginAs(t, '13500000012');
    expect((await t.app.inject({ method: 'PUT', url: '/api/service_providers/mine', headers: bearer(buyer.token), payload: profile })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/service_providers/mine', payload: profile })).statusCode).toBe(401);
    const facilitator = await loginAs(t, '13500000013', ['business', 'facilitator']);
    const badType = await t.app.inject({
      method: 'PUT',
      url: '/api/service_providers/mine',
      headers: bearer(facilitator.token),
      payload: { ...profile, service_type_ids: [9999] },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.service_type_ids).toBe('服务类型不存在');
    const noName = await t.app.inject({
      method: 'PUT',
      url: '/api/service_providers/mine',
      headers: bearer(facilitator.token),
      payload: { ...profile, name: '' },
    });
    expect(noName.statusCode).toBe(422);
  });
});
