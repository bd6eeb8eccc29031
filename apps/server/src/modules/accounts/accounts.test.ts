import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Crypto from '../../platform/crypto';
import { bearer, createTestApp, latestCode, loginWithSms, type TestContext } from '../../test/test-app';

/** Codes still 6 random-looking digits, but never the same twice here: "an older code" is always another one. */
vi.mock('../../platform/crypto', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  let sent = 0;
  return { ...real, newSmsCode: () => String(100_000 + (((sent += 1) * 7_919) % 900_000)) };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (account: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account, usage: 3 }, remoteAddress });
const login = (account: string, captcha: string, type?: number) =>
  t.app.inject({ method: 'POST', url: '/api/auth/code-login', payload: { account, captcha, ...(type ? { type } : {}) } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes', () => {
  it('sends a code into the development outbox and never returns it in the response', async () => {
    const response = await send('13811110001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 1, result: null });
    expect(response.body).not.toMatch(/\d{6}/);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?account=13811110001' });
    expect(outbox.json().result[0]).toMatchObject({ account: '13811110001', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses a resend within 60 s with 429, and allows it after', async () => {
    expect((await send('13811110002')).statusCode).toBe(200);
    t.clock.advance(30_000);
    const again = await send('13811110002', '10.0.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/秒后再试/);
    t.clock.advance(31_000);
    expect((await send('13811110002', '10.0.0.3')).statusCode).toBe(200);
  });

  it('sends at most 10 codes per mobile per day', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await send('13811110003', `10.1.0.${i}`)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const eleventh = await send('13811110003', '10.1.0.99');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().msg).toContain('今日');
  });

  it('sends at most 20 codes per IP per hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await send(`1381112${String(i).padStart(4, '0')}`, '10.9.9.9')).statusCode).toBe(200);
    }
    expect((await send('13811129999', '10.9.9.9')).statusCode).toBe(429);
    t.clock.advance(3_601_000);
    expect((await send('13811129999', '10.9.9.9')).statusCode).toBe(200);
  });

  it('validates the mobile with the spec messages', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { usage: 3 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.account).toBe('请输入手机号');
    const bad = await send('2381111000');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 422, msg: '请输入有效的手机号', result: null });
  });
});

describe('code login', () => {
  it('registers on first login, returns a token, and users/current answers with it', async () => {
    const token = await loginWithSms(t, '13822220001');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ mobile: '13822220001', roles: ['business'], consumption_point: 0 });
    const badge = await t.app.inject({ method: 'GET', url: '/api/users/current/badge_info', headers: bearer(token) });
    expect(badge.json().result).toEqual({ unread_count: 0 });
  });

  it('registering with a type leaves a pending supplier application; the role waits for approval (issue 11)', async () => {
    t.clock.advance(61_000);
    await send('13822220002');
    const response = await login('13822220002', await latestCode(t, '13822220002'), 1);
    expect(response.json().result.user.roles).toEqual(['business']);
    const mine = await t.app.inject({ method: 'GET', url: '/api/supplier_applications/mine', headers: bearer(response.json().result.token) });
    expect(mine.json().result).toMatchObject({ type: 1, status: 'pending', incomplete: true, mobile: '13822220002' });
  });

  it('kills a used code', async () => {
    t.clock.advance(61_000);
    await send('13822220003');
    const code = await latestCode(t, '13822220003');
    expect((await login('13822220003', code)).statusCode).toBe(200);
    t.clock.advance(1100);
    const replay = await login('13822220003', code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.captcha).toBeTruthy();
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    t.clock.advance(61_000);
    await send('13822220004');
    const code = await latestCode(t, '13822220004');
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(1100);
      const wrong = await login('13822220004', wrongCode(code));
      expect(wrong.statusCode).toBe(422);
    }
    t.clock.advance(1100);
    expect((await login('13822220004', code)).statusCode).toBe(422);
  });

  it('expires a code after 5 minutes', async () => {
    t.clock.advance(61_000);
    await send('13822220005');
    const code = await latestCode(t, '13822220005');
    t.clock.advance(5 * 60_000 + 1000);
    const late = await login('13822220005', code);
    expect(late.statusCode).toBe(422);
    expect(late.json().msg).toBe('验证码已失效，请重新获取');
  });

  it('lets only the newest code work', async () => {
    t.clock.advance(61_000);
    await send('13822220006');
    const first = await latestCode(t, '13822220006');
    t.clock.advance(61_000);
    await send('13822220006');
    const second = await latestCode(t, '13822220006');
    expect(second).not.toBe(first);
    expect((await login('13822220006', first)).statusCode).toBe(422);
    expect((await login('13822220006', second)).statusCode).toBe(200);
  });

  it('answers 401 请先登录 without a token and after logout', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/current' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, msg: '请先登录', result: null, error_code: 'UNAUTHENTICATED' });
    t.clock.advance(61_000);
    const token = await loginWithSms(t, '13822220007');
    const flush = await t.app.inject({ method: 'POST', url: '/api/auth/session-flush', headers: bearer(token) });
    expect(flush.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('expires sessions after their time to live', async () => {
    t.clock.advance(61_000);
    const token = await loginWithSms(t, '13822220008');
    t.clock.advance(31 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) })).statusCode).toBe(401);
  });
});
