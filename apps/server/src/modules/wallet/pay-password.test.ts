import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestCode, loginWithSms, type TestContext } from '../../test/test-app';
import { bareOrders } from '../payments/test/payment-fixtures';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const sendCode = (mobile: string) => t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: mobile, usage: 3 } });
const wallet = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(token) })).json().result;

describe('the payment password', () => {
  it('is set with an SMS code of the caller’s own mobile, stored hashed, changed with the old one', async () => {
    const mobile = '13866660001';
    const token = await loginWithSms(t, mobile);
    expect((await wallet(token)).has_pay_password).toBe(false);
    t.clock.advance(61_000);
    await sendCode(mobile);
    const code = await latestCode(t, mobile);
    const short = await put('/api/wallets/pay-pwd', token, { password: '12345', captcha: code });
    expect([short.statusCode, short.json().errors]).toEqual([422, { password: '请输入6位数字支付密码' }]);
    const wrongCode = await put('/api/wallets/pay-pwd', token, { password: '123456', captcha: code === '000000' ? '111111' : '000000' });
    expect([wrongCode.statusCode, wrongCode.json().errors]).toEqual([422, { captcha: '验证码错误，还可尝试4次' }]);
    expect((await wallet(token)).has_pay_password).toBe(false);
    const set = await put('/api/wallets/pay-pwd', token, { password: '123456', captcha: code });
    expect([set.statusCode, set.json().result]).toEqual([200, { has_pay_password: true }]);
    expect((await wallet(token)).has_pay_password).toBe(true);
    const stored = (await t.deps.pool.query('select password_hash from pay_passwords p join users u on u.id = p.user_id where u.mobile = $1', [mobile])).rows[0]
      .password_hash;
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('123456');
    // The code is single use.
    expect((await put('/api/wallets/pay-pwd', token, { password: '654321', captcha: code })).json().errors).toEqual({ captcha: '验证码已失效，请重新获取' });

    const wrongOld = await put('/api/wallets/modify-pwd', token, { old_password: '000000', password: '654321' });
    expect([wrongOld.statusCode, wrongOld.json().errors]).toEqual([422, { old_password: '支付密码错误，还可尝试4次' }]);
    const modified = await put('/api/wallets/modify-pwd', token, { old_password: '123456', password: '654321' });
    expect(modified.statusCode, modified.body).toBe(200);
    expect((await put('/api/wallets/modify-pwd', token, { old_password: '123456', password: '111111' })).statusCode).toBe(422);
  });

  it('reset by SMS code lifts a lock; the lock holds for 15 minutes of the clock otherwise', async () => {
    const mobile = '13866660002';
    const token = await loginWithSms(t, mobile);
    t.clock.advance(61_000);
    await sendCode(mobile);
    await put('/api/wallets/pay-pwd', token, { password: '222333', captcha: await latestCode(t, mobile) });
    const userId = (await t.deps.pool.query('select id from users where mobile = $1', [mobile])).rows[0].id;
    const [orderId] = await bareOrders(t, userId, 1);
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: bearer(token), payload: { payment_mode: 4, password: `00000${i}` } });
      t.clock.advance(1100);
    }
    const locked = await wallet(token);
    expect(locked.pay_password_locked_until).toEqual(expect.stringMatching(/\+08:00$/));
    t.clock.advance(14 * 60_000);
    expect((await wallet(token)).pay_password_locked_until).not.toBeNull();
    await sendCode(mobile);
    await put('/api/wallets/pay-pwd', token, { password: '444555', captcha: await latestCode(t, mobile) });
    expect((await wallet(token)).pay_password_locked_until).toBeNull();
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/wallets/pay-pwd', payload: { password: '123456', captcha: '123456' } })).statusCode).toBe(401);
  });
});
