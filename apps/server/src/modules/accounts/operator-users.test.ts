import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestCode, loginAs, loginWithSms, type TestContext } from '../../test/test-app';

let t: TestContext;
let operator: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, '13700008001', ['business', 'operator']);
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(operator.token), ...(payload ? { payload } : {}) });

describe('operator users', () => {
  it('finds users by part of the mobile or the name, and by role', async () => {
    const buyer = await loginAs(t, '13800008011');
    await t.deps.pool.query(`update users set name = '李晓明' where id = $1`, [buyer.userId]);
    const byMobile = (await t.app.inject({ method: 'GET', url: '/api/operator/users?keyword=00008011', headers: bearer(operator.token) })).json().result;
    expect(byMobile.data).toEqual([expect.objectContaining({ id: buyer.userId, mobile: '13800008011', name: '李晓明', frozen: false, roles: ['business'] })]);
    const byName = (
      await t.app.inject({ method: 'GET', url: `/api/operator/users?keyword=${encodeURIComponent('晓明')}`, headers: bearer(operator.token) })
    ).json().result;
    expect(byName.total).toBe(1);
    const operators = (await t.app.inject({ method: 'GET', url: '/api/operator/users?role=operator', headers: bearer(operator.token) })).json().result;
    expect(operators.data.map((user: { mobile: string }) => user.mobile)).toEqual(['13700008001']);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/operator/users?role=admin', headers: bearer(operator.token) });
    expect(wrong.statusCode).toBe(422);
  });

  it('freezes an account: its token is refused on the very next request, it cannot log in; unfreezing restores it', async () => {
    const token = await loginWithSms(t, '13800008021');
    expect((await me(token)).statusCode).toBe(200);
    const userId = (await me(token)).json().result.id as number;

    const frozen = await post(`/api/operator/users/${userId}/freeze`, { reason: '异常下单' });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().result).toMatchObject({ id: userId, frozen: true, frozen_reason: '异常下单' });

    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ msg: '账号已被冻结，请联系客服', error_code: 'ACCOUNT_FROZEN' });
    // A POST too (its session is looked up with the duplicate guard's claim, in one statement).
    const refusedPost = await t.app.inject({ method: 'POST', url: '/api/order_items/1/approve', headers: bearer(token) });
    expect(refusedPost.statusCode).toBe(401);
    expect(refusedPost.json()).toMatchObject({ msg: '账号已被冻结，请联系客服', error_code: 'ACCOUNT_FROZEN' });
    // Public pages still answer, as to a visitor.
    expect((await t.app.inject({ method: 'GET', url: '/api/hot_words', headers: bearer(token) })).statusCode).toBe(200);

    t.clock.advance(61_000);
    await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: '13800008021', usage: 3 } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code-login',
      payload: { account: '13800008021', captcha: await latestCode(t, '13800008021') },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ msg: '账号已被冻结，请联系客服', error_code: 'ACCOUNT_FROZEN' });

    expect((await post(`/api/operator/users/${userId}/freeze`)).statusCode).toBe(409);
    const unfrozen = await post(`/api/operator/users/${userId}/unfreeze`);
    expect(unfrozen.json().result).toMatchObject({ frozen: false, frozen_reason: null });
    // The token from before the freeze stays dead; a new login works.
    expect((await me(token)).statusCode).toBe(401);
    t.clock.advance(61_000);
    const fresh = await loginWithSms(t, '13800008021');
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('refuses to freeze oneself or to drop one’s own operator role; another id answers 404', async () => {
    expect((await post(`/api/operator/users/${operator.userId}/freeze`)).json()).toMatchObject({ code: 409, msg: '不能冻结自己的账号' });
    const roles = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/users/${operator.userId}/roles`,
      headers: bearer(operator.token),
      payload: { roles: ['business'] },
    });
    expect(roles.json()).toMatchObject({ code: 409, msg: '不能取消自己的运营权限' });
    expect((await post('/api/operator/users/999999/freeze')).statusCode).toBe(404);
  });

  it('sets roles (every account keeps business), and the audit log names who did what to whom', async () => {
    const person = await loginAs(t, '13800008031');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/users/${person.userId}/roles`,
      headers: bearer(operator.token),
      payload: { roles: ['business', 'agent'] },
    });
    expect(set.json().result.roles).toEqual(['business', 'agent']);
    const noBusiness = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/users/${person.userId}/roles`,
      headers: bearer(operator.token),
      payload: { roles: ['agent'] },
    });
    expect(noBusiness.statusCode).toBe(422);
    const log = (
      await t.app.inject({ method: 'GET', url: `/api/operator/audit_logs?target_type=user&target_id=${person.userId}`, headers: bearer(operator.token) })
    ).json().result;
    expect(log.data).toEqual([
      expect.objectContaining({
        operator_id: operator.userId,
        action: 'user.set_roles',
        target: `user:${person.userId}`,
        before: expect.objectContaining({ roles: ['business'] }),
        after: expect.objectContaining({ roles: ['business', 'agent'] }),
      }),
    ]);
  });
});
