import { ZProfile } from '@vm/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestCode, loginAs, type TestContext } from '../../test/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** A fresh client address per scenario, so one scenario's wrong tries never count against another's. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const send = (method: 'POST' | 'PUT', url: string, token: string | null, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') => {
  t.clock.advance(1100);
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload, remoteAddress });
};
const profile = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).json().result;
const passwordLogin = (account: string, password: string, remoteAddress = '127.0.0.1') =>
  send('POST', '/api/auth/password-login', null, { account, password }, remoteAddress);

/** Sends the mobile an SMS code (usage 3) and reads it from the development outbox. */
async function smsCode(mobile: string): Promise<string> {
  t.clock.advance(61_000);
  const sent = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: mobile, usage: 3 }, remoteAddress: freshIp() });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(t, mobile);
}

async function withPassword(mobile: string, password = 'abc123'): Promise<{ userId: number; token: string }> {
  const user = await loginAs(t, mobile);
  const set = await send('PUT', '/api/users/password', user.token, { password, captcha: await smsCode(mobile) });
  expect(set.statusCode, set.body).toBe(200);
  return user;
}

describe('profile', () => {
  it('shows and saves the name and the product, with Chinese messages; only the caller’s', async () => {
    const user = await loginAs(t, '13833330001');
    const shown = await profile(user.token);
    expect(() => ZProfile.parse(shown)).not.toThrow();
    expect(await profile(user.token)).toMatchObject({ mobile: '13833330001', email: null, is_subscribe: false, has_password: false, company_id: null });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', product: '' }, 'name', '请输入姓名'],
      [{ name: '字'.repeat(25) }, 'name', '姓名最多24个字'],
      [{ name: '张三', product: '字'.repeat(31) }, 'product', '推广产品最多30个字'],
      [{ name: 5 }, 'name', '请输入姓名'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send('PUT', '/api/users/profile', user.token, payload);
      expect([response.statusCode, response.json().msg, response.json().errors?.[field]], JSON.stringify(payload)).toEqual([422, message, message]);
    }
    const saved = await send('PUT', '/api/users/profile', user.token, { name: ' 张三 ', product: '新品咖啡' });
    expect(saved.json()).toMatchObject({ msg: '保存成功', result: { name: '张三', product: '新品咖啡' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(user.token) })).json().result).toMatchObject({
      name: '张三',
      product: '新品咖啡',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
  });
});

describe('login password', () => {
  it('is set with an SMS code, 6–20 characters and not all of one class, with the spec’s rule as message', async () => {
    const user = await loginAs(t, '13833330002');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: '' }, 'password', '请输入密码'],
      [{ password: 'abc12', captcha: '123456' }, 'password', '密码为6-20位字母、数字或符号，且不能全为同一类'],
      [{ password: 'abcdefgh', captcha: '123456' }, 'password', '密码为6-20位字母、数字或符号，且不能全为同一类'],
      [{ password: '12345678', captcha: '123456' }, 'password', '密码为6-20位字母、数字或符号，且不能全为同一类'],
      [{ password: 'a1'.repeat(11), captcha: '123456' }, 'password', '密码为6-20位字母、数字或符号，且不能全为同一类'],
      [{ password: 'abc123' }, 'captcha', '请输入验证码'],
      [{ password: 'abc123', captcha: '12ab' }, 'captcha', '请输入有效的验证码'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send('PUT', '/api/users/password', user.token, payload);
      expect([response.statusCode, response.json().msg, response.json().errors?.[field]], JSON.stringify(payload)).toEqual([422, message, message]);
    }
    const code = await smsCode('13833330002');
    const wrong = await send('PUT', '/api/users/password', user.token, {
      password: 'abc123',
      captcha: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect([wrong.statusCode, wrong.json().msg]).toEqual([422, '验证码错误，还可尝试4次']);
    expect((await profile(user.token)).has_password).toBe(false);
    const set = await send('PUT', '/api/users/password', user.token, { password: 'abc123', captcha: code });
    expect([set.statusCode, set.json().msg]).toEqual([200, '登录密码设置成功']);
    expect((await profile(user.token)).has_password).toBe(true);
    expect((await send('PUT', '/api/users/password', null, { password: 'abc123' })).statusCode).toBe(401);
  });

  it('logs in as a second way in, and is changed with the old password (counted like a login try)', async () => {
    const ip = freshIp();
    const user = await withPassword('13833330003', 'Passw0rd!');
    const login = await passwordLogin('13833330003', 'Passw0rd!', ip);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ msg: '登录成功', result: { user: { id: user.userId, mobile: '13833330003' } } });
    const token = login.json().result.token;
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) })).statusCode).toBe(200);

    const needsOld = await send('PUT', '/api/users/password', token, { password: 'newpass1' });
    expect([needsOld.statusCode, needsOld.json().errors.captcha]).toEqual([422, '请输入原密码']);
    const wrongOld = await send('PUT', '/api/users/password', token, { password: 'newpass1', old_password: 'nope1234' }, ip);
    expect([wrongOld.statusCode, wrongOld.json().errors.old_password]).toEqual([422, '原密码错误，还可尝试4次']);
    const changed = await send('PUT', '/api/users/password', token, { password: 'newpass1', old_password: 'Passw0rd!' }, ip);
    expect([changed.statusCode, changed.json().msg]).toEqual([200, '登录密码修改成功']);
    // The change signs the user's other session out (the SMS login's); the one that changed it stays.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(user.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) })).statusCode).toBe(200);
    expect((await passwordLogin('13833330003', 'Passw0rd!', ip)).statusCode).toBe(422);
    expect((await passwordLogin('13833330003', 'newpass1', ip)).statusCode).toBe(200);
  });

  it('allows 5 wrong passwords per mobile in 15 minutes, like the 5 tries of a code, then locks password login only', async () => {
    const ip = freshIp();
    await withPassword('13833330004');
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await passwordLogin('13833330004', `wrong${left}x`, ip);
      expect([wrong.statusCode, wrong.json().msg, wrong.json().errors?.password]).toEqual([
        422,
        `手机号或密码错误，还可尝试${left}次`,
        `手机号或密码错误，还可尝试${left}次`,
      ]);
    }
    const fifth = await passwordLogin('13833330004', 'wrong0x', ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toMatch(/^密码错误次数过多，请于\d{2}:\d{2}后再试，或使用验证码登录$/);
    // Locked: even the right password waits, and nothing more is counted.
    const right = await passwordLogin('13833330004', 'abc123', ip);
    expect([right.statusCode, right.json().msg]).toEqual([429, fifth.json().msg]);
    const counted = await t.deps.pool.query<{ n: number }>(`select count(*)::int as n from login_password_failures where mobile = '13833330004'`);
    expect(counted.rows[0]!.n).toBe(5);
    // The SMS code still opens the account.
    const code = await smsCode('13833330004');
    expect((await send('POST', '/api/auth/code-login', null, { account: '13833330004', captcha: code })).statusCode).toBe(200);

    t.clock.advance(15 * 60_000);
    expect((await passwordLogin('13833330004', 'abc123', ip)).statusCode).toBe(200);
    const cleared = await t.deps.pool.query<{ n: number }>(`select count(*)::int as n from login_password_failures where mobile = '13833330004'`);
    expect(cleared.rows[0]!.n).toBe(0);
  });

  it('answers an unknown mobile or one without a password exactly like a wrong password', async () => {
    const ip = freshIp();
    await loginAs(t, '13833330005');
    const noPassword = await passwordLogin('13833330005', 'abc123', ip);
    const unknown = await passwordLogin('13833339999', 'abc123', ip);
    expect([noPassword.statusCode, noPassword.json().msg]).toEqual([422, '手机号或密码错误，还可尝试4次']);
    expect([unknown.statusCode, unknown.json().msg]).toEqual([422, '手机号或密码错误，还可尝试4次']);
    const missing = await send('POST', '/api/auth/password-login', null, { account: '13833330005' }, ip);
    expect([missing.statusCode, missing.json().errors.password]).toEqual([422, '请输入密码']);
    const badMobile = await send('POST', '/api/auth/password-login', null, { account: '2383333000', password: 'abc123' }, ip);
    expect([badMobile.statusCode, badMobile.json().errors.account]).toEqual([422, '请输入有效的手机号']);
  });

  it('counts concurrent wrong tries one by one: never more than 5 get through', async () => {
    const ip = freshIp();
    await withPassword('13833330006');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/password-login', payload: { account: '13833330006', password: `guess${i}x` }, remoteAddress: ip }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(4);
    expect(codes.filter((code) => code === 429)).toHaveLength(4);
    const counted = await t.deps.pool.query<{ n: number }>(`select count(*)::int as n from login_password_failures where mobile = '13833330006'`);
    expect(counted.rows[0]!.n).toBe(5);
  });

  it('stops an IP after 20 wrong passwords in an hour, whatever mobiles it tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await passwordLogin(`1383334${String(i).padStart(4, '0')}`, 'abc123', ip);
      expect(response.statusCode).toBe(422);
    }
    const blocked = await passwordLogin('13833349999', 'abc123', ip);
    expect([blocked.statusCode, blocked.json().msg]).toEqual([429, '登录尝试过于频繁，请稍后再试']);
    t.clock.advance(3_601_000);
    expect((await passwordLogin('13833349999', 'abc123', ip)).statusCode).toBe(422);
  });
});

describe('email modal', () => {
  beforeAll(async () => {
    const template = await t.deps.pool.query<{ id: number }>(
      `insert into coupon_templates (text, amount, min_goods_amount, scope, total_quantity, per_user_limit, valid_days, created_at, updated_at)
       values ('邮箱订阅专享券', 2000, 10000, 1, 100, 1, 30, now(), now()) returning id`,
    );
    await t.deps.pool.query(`insert into coupon_rewards (purpose, template_id, updated_at) values ('email', $1, now())`, [template.rows[0]!.id]);
  });

  it('checks the email with the spec’s messages and saves only one’s own', async () => {
    const user = await loginAs(t, '13833330010');
    const other = await loginAs(t, '13833330011');
    for (const [email, message] of [
      ['', '请输入邮箱'],
      [null, '请输入邮箱'],
      ['bad', '请输入有效的邮箱'],
      ['a@b', '请输入有效的邮箱'],
    ] as const) {
      const response = await send('PUT', `/api/users/${user.userId}/email`, user.token, { email, is_subscribe: 1 });
      expect([response.statusCode, response.json().msg, response.json().errors?.email]).toEqual([422, message, message]);
    }
    const foreign = await send('PUT', `/api/users/${other.userId}/email`, user.token, { email: 'a@example.com', is_subscribe: 1 });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '用户不存在']);
    expect((await profile(other.token)).email).toBeNull();
    expect((await profile(user.token)).email).toBeNull();
  });

  it('earns the email coupon the first time an email is saved with a subscription, once', async () => {
    const user = await loginAs(t, '13833330012');
    const unsubscribed = await send('PUT', `/api/users/${user.userId}/email`, user.token, { email: 'li@example.com', is_subscribe: 0 });
    expect(unsubscribed.json().result).toEqual({ email: 'li@example.com', is_subscribe: false, coupon: null });
    const notYet = await send('PUT', `/api/email_saved/${user.userId}/coupon`, user.token, {});
    expect([notYet.statusCode, notYet.json().msg]).toEqual([409, '请先保存邮箱并订阅']);

    const first = await send('PUT', `/api/users/${user.userId}/email`, user.token, { email: ' li@example.com ', is_subscribe: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({
      email: 'li@example.com',
      is_subscribe: true,
      coupon: { text: '邮箱订阅专享券', amount: 2000, coupon_id: expect.any(Number) },
    });
    const again = await send('PUT', `/api/users/${user.userId}/email`, user.token, { email: 'new@example.com', is_subscribe: true });
    expect(again.json().result.coupon).toBeNull();
    const saved = await send('PUT', `/api/email_saved/${user.userId}/coupon`, user.token, {});
    expect(saved.json().result.coupon).toMatchObject({ id: first.json().result.coupon.id, text: '邮箱订阅专享券' });
    const coupons = (await t.app.inject({ method: 'GET', url: '/api/coupons?status=unused', headers: bearer(user.token) })).json().result;
    expect(coupons.data.filter((coupon: { text: string }) => coupon.text === '邮箱订阅专享券')).toHaveLength(1);
    expect(await profile(user.token)).toMatchObject({ email: 'new@example.com', is_subscribe: true });
  });

  it('gives one coupon when two saves race', async () => {
    const user = await loginAs(t, '13833330013');
    t.clock.advance(1100);
    const responses = await Promise.all(
      ['a@example.com', 'b@example.com'].map((email) =>
        t.app.inject({ method: 'PUT', url: `/api/users/${user.userId}/email`, headers: bearer(user.token), payload: { email, is_subscribe: 1 } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.filter((response) => response.json().result.coupon !== null)).toHaveLength(1);
    const held = await t.deps.pool.query<{ n: number }>('select count(*)::int as n from user_coupons where user_id = $1', [user.userId]);
    expect(held.rows[0]!.n).toBe(1);
  });
});
