import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, loginWithSms, type TestContext } from '../../test/test-app';

let t: TestContext;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = (await loginAs(t, '13700000001', ['operator'])).token;
});
afterAll(async () => t.close());

const apply = (token: string, payload: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method: 'POST', url: '/api/supplier_applications', headers: bearer(token), payload });
};
const post = (token: string, url: string, payload?: Record<string, unknown>) => {
  t.clock.advance(1100);
  return t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
};
const rolesOf = async (userId: number) => (await t.deps.pool.query<{ roles: string[] }>('select roles from users where id = $1', [userId])).rows[0]!.roles;

describe('applying', () => {
  it('answers the spec messages for a missing company name, phone or a bad mobile', async () => {
    const { token } = await loginAs(t, '13811110001');
    const noName = await apply(token, { type: 1, connect_name: ' ', mobile: '13811110001' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toMatchObject({ msg: '请输入公司名称', errors: { connect_name: '请输入公司名称' } });
    const noPhone = await apply(token, { type: 1, connect_name: '上海某某物业', mobile: '' });
    expect(noPhone.json()).toMatchObject({ msg: '请输入联系电话' });
    const badPhone = await apply(token, { type: 1, connect_name: '上海某某物业', mobile: '2381111000' });
    expect(badPhone.json()).toMatchObject({ msg: '请输入有效的手机号' });
    const badType = await apply(token, { type: 4, connect_name: '上海某某物业', mobile: '13811110001' });
    expect(badType.statusCode).toBe(422);
    const count = await t.deps.pool.query('select count(*)::int as n from supplier_applications');
    expect(count.rows[0].n).toBe(0);
  });

  it('a visitor is asked to log in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/supplier_applications',
      payload: { type: 1, connect_name: '某公司', mobile: '13811110009' },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/supplier_applications/mine' })).statusCode).toBe(401);
  });

  it('creates one pending application per person; the operator approves and the role is granted only then', async () => {
    const { userId, token } = await loginAs(t, '13811110002');
    const created = await apply(token, { type: 1, connect_name: '上海港汇物业管理有限公司', mobile: '13811110002' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 1, msg: '申请成功' });
    const id = created.json().result.id as number;
    const again = await apply(token, { type: 2, connect_name: '另一家', mobile: '13811110002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('您已提交申请，请耐心等待审核');
    expect(await rolesOf(userId)).toEqual(['business']);

    const mine = await t.app.inject({ method: 'GET', url: '/api/supplier_applications/mine', headers: bearer(token) });
    expect(mine.json().result).toMatchObject({
      id,
      status: 'pending',
      status_name: '待审核',
      type_name: '场地供应商',
      connect_name: '上海港汇物业管理有限公司',
    });

    const pending = await t.app.inject({ method: 'GET', url: '/api/operator/supplier_applications?status=pending', headers: bearer(operator) });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().result.data.map((a: { id: number }) => a.id)).toContain(id);

    const approved = await post(operator, `/api/operator/supplier_applications/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({ status: 'approved', applicant: { roles: ['business', 'property'] } });
    expect(await rolesOf(userId)).toEqual(['business', 'property']);
    const twice = await post(operator, `/api/operator/supplier_applications/${id}/refuse`, { reason: '资料不全' });
    expect(twice.statusCode).toBe(409);
    expect(await rolesOf(userId)).toEqual(['business', 'property']);
    const sameRole = await apply(token, { type: 1, connect_name: '上海港汇物业管理有限公司', mobile: '13811110002' });
    expect(sameRole.statusCode).toBe(409);
  });

  it('a refusal keeps the role away, records the reason, and the person may apply again', async () => {
    const { userId, token } = await loginAs(t, '13811110003');
    const id = (await apply(token, { type: 2, connect_name: '某代理公司', mobile: '13811110003' })).json().result.id;
    const noReason = await post(operator, `/api/operator/supplier_applications/${id}/refuse`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toBe('请填写拒绝原因');
    const refused = await post(operator, `/api/operator/supplier_applications/${id}/refuse`, { reason: '营业执照不清晰' });
    expect(refused.json().result).toMatchObject({ status: 'refused', reason: '营业执照不清晰' });
    expect(await rolesOf(userId)).toEqual(['business']);
    const approveLate = await post(operator, `/api/operator/supplier_applications/${id}/approve`);
    expect(approveLate.statusCode).toBe(409);
    expect(await rolesOf(userId)).toEqual(['business']);
    const retry = await apply(token, { type: 2, connect_name: '某代理公司', mobile: '13811110003' });
    expect(retry.statusCode).toBe(201);
  });

  it('two operators approving at once: one wins, the other gets 409', async () => {
    const { token } = await loginAs(t, '13811110004');
    const id = (await apply(token, { type: 3, connect_name: '某服务公司', mobile: '13811110004' })).json().result.id;
    const other = (await loginAs(t, '13700000002', ['operator'])).token;
    const results = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/operator/supplier_applications/${id}/approve`, headers: bearer(operator) }),
      t.app.inject({ method: 'POST', url: `/api/operator/supplier_applications/${id}/refuse`, headers: bearer(other), payload: { reason: '重复' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('only operators review; unknown ids are 404', async () => {
    const { token } = await loginAs(t, '13811110005', ['property']);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/supplier_applications', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/supplier_applications' })).statusCode).toBe(401);
    expect((await post(token, '/api/operator/supplier_applications/1/approve')).statusCode).toBe(403);
    expect((await post(operator, '/api/operator/supplier_applications/999999/approve')).statusCode).toBe(404);
  });
});

describe('registering with a type', () => {
  it('creates a pending application to complete with the form; it cannot be approved before', async () => {
    const token = await loginWithSms(t, '13811110006', 1);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
    expect(me.json().result.roles).toEqual(['business']);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/supplier_applications/mine', headers: bearer(token) })).json().result;
    expect(mine).toMatchObject({ status: 'pending', incomplete: true });
    expect((await post(operator, `/api/operator/supplier_applications/${mine.id}/approve`)).statusCode).toBe(409);
    const completed = await apply(token, { type: 1, connect_name: '新供应商有限公司', mobile: '13811110006' });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().result.id).toBe(mine.id);
    expect((await post(operator, `/api/operator/supplier_applications/${mine.id}/approve`)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
    expect(after.json().result.roles).toEqual(['business', 'property']);
  });
});
