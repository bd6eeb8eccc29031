import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestCode, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Provider = 'wechat' | 'qq';

/** A browser: keeps the cookie the authorize call sets. */
async function authorize(provider: Provider, cookie?: string, from = '/fields/1') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auth/${provider}/authorize?from=${encodeURIComponent(from)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const url = response.json().result.url as string;
  const state = new URL(url, 'http://x').searchParams.get('state')!;
  const setCookie = response.headers['set-cookie'];
  const browser = cookie ?? String(setCookie).split(';')[0]!;
  return { url, state, cookie: browser };
}

async function confirmOnPhone(provider: Provider, state: string, openid: string, nickname = '小程') {
  const response = await t.app.inject({ method: 'POST', url: `/api/dev/${provider}-sandbox/authorize`, payload: { state, openid, nickname } });
  expect(response.statusCode).toBe(200);
  const redirect = new URL(response.json().result.redirect as string, 'http://x');
  expect(redirect.pathname).toBe(`/auth/oauth/${provider}/callback`);
  expect(redirect.searchParams.get('state')).toBe(state);
  return redirect.searchParams.get('code')!;
}

// The same POST within 1 s is refused (docs/spec/api.md conventions): each call here is a person's next step.
function login(provider: Provider, code: string, state: string, cookie?: string) {
  t.clock.advance(1100);
  return t.app.inject({ method: 'POST', url: `/api/auth/${provider}/login`, payload: { code, state }, headers: cookie ? { cookie } : {} });
}

async function bind(bindToken: string, mobile: string) {
  t.clock.advance(61_000);
  await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: mobile, usage: 3 } });
  const captcha = await latestCode(t, mobile);
  return t.app.inject({ method: 'POST', url: '/api/auth/bind-mobile', payload: { bind_token: bindToken, account: mobile, captcha } });
}

describe.each([
  ['wechat', 'o_wx_first_0001', '13822220001'],
  ['qq', 'QQOPENID00000001', '13822220002'],
] as const)('%s login', (provider, openid, mobile) => {
  it('the authorize URL is the provider page carrying a state, and sets the browser cookie', async () => {
    const { url, state, cookie } = await authorize(provider);
    expect(url).toContain(provider === 'wechat' ? '/connect/qrconnect?appid=' : '/oauth2.0/authorize?response_type=code&client_id=');
    expect(url).toContain(`redirect_uri=${encodeURIComponent(`/auth/oauth/${provider}/callback`)}`);
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(cookie).toMatch(/^vm_oauth_browser=/);
  });

  it('first login binds a mobile, the second logs straight in; a replayed code and an unknown state are refused', async () => {
    const first = await authorize(provider);
    const code = await confirmOnPhone(provider, first.state, openid);
    const answer = await login(provider, code, first.state, first.cookie);
    expect(answer.statusCode).toBe(200);
    const { bind_token: bindToken, token, from } = answer.json().result;
    expect(token).toBeUndefined();
    expect(from).toBe('/fields/1');
    expect(bindToken).toEqual(expect.any(String));

    const bound = await bind(bindToken, mobile);
    expect(bound.statusCode).toBe(200);
    expect(bound.json().result.user).toMatchObject({ mobile, roles: ['business'] });
    // The bind token is spent.
    expect((await bind(bindToken, mobile)).statusCode).toBe(422);

    // The same code again, even with a fresh state of the same browser: the provider refuses it.
    const again = await authorize(provider, first.cookie);
    const replayed = await login(provider, code, again.state, again.cookie);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().code).toBe(422);

    // The state is single use.
    expect((await login(provider, code, first.state, first.cookie)).statusCode).toBe(422);
    // An unknown state.
    expect((await login(provider, code, 'no-such-state-0000000000000000', first.cookie)).statusCode).toBe(422);

    const second = await authorize(provider, first.cookie);
    const secondCode = await confirmOnPhone(provider, second.state, openid);
    const straight = await login(provider, secondCode, second.state, second.cookie);
    expect(straight.statusCode).toBe(200);
    expect(straight.json().result).toMatchObject({ token: expect.any(String), user: { mobile } });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/current/oauth_bindings', headers: bearer(straight.json().result.token) });
    expect(me.json().result).toEqual([{ provider, nickname: '小程', bound_at: expect.any(String) }]);
  });

  it('a state is bound to the browser that started it', async () => {
    const started = await authorize(provider);
    const code = await confirmOnPhone(provider, started.state, `${openid}x`);
    const otherBrowser = await authorize(provider);
    expect((await login(provider, code, started.state, otherBrowser.cookie)).statusCode).toBe(422);
    expect((await login(provider, code, started.state)).statusCode).toBe(422);
  });

  it('unbinding requires a new bind, and the account keeps its mobile login', async () => {
    const started = await authorize(provider);
    const code = await confirmOnPhone(provider, started.state, openid);
    const token = (await login(provider, code, started.state, started.cookie)).json().result.token as string;
    const unbound = await t.app.inject({ method: 'POST', url: `/api/auth/unbind_${provider}`, headers: bearer(token) });
    expect(unbound.statusCode).toBe(200);
    t.clock.advance(1100);
    const twice = await t.app.inject({ method: 'POST', url: `/api/auth/unbind_${provider}`, headers: bearer(token) });
    expect(twice.statusCode).toBe(409);

    const next = await authorize(provider, started.cookie);
    const nextCode = await confirmOnPhone(provider, next.state, openid);
    const answer = (await login(provider, nextCode, next.state, next.cookie)).json().result;
    expect(answer.token).toBeUndefined();
    expect(answer.bind_token).toEqual(expect.any(String));
    // Rebinding to the same mobile logs into the same account.
    const rebound = await bind(answer.bind_token, mobile);
    expect(rebound.json().result.user.mobile).toBe(mobile);
  });
});

describe('bind-mobile and unbind', () => {
  it('refuses a wrong code with 422 and keeps the bind token', async () => {
    const started = await authorize('wechat');
    const code = await confirmOnPhone('wechat', started.state, 'o_wx_wrong_code_1');
    const bindToken = (await login('wechat', code, started.state, started.cookie)).json().result.bind_token as string;
    await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: '13822220009', usage: 3 } });
    const captcha = await latestCode(t, '13822220009');
    const wrong = String((Number(captcha) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/bind-mobile',
      payload: { bind_token: bindToken, account: '13822220009', captcha: wrong },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.captcha).toMatch(/验证码错误/);
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/bind-mobile', payload: { bind_token: bindToken, account: '13822220009', captcha } });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a second WeChat on an account that has one (409), and an unknown bind token (422)', async () => {
    const started = await authorize('wechat');
    const code = await confirmOnPhone('wechat', started.state, 'o_wx_second_on_same');
    const bindToken = (await login('wechat', code, started.state, started.cookie)).json().result.bind_token as string;
    const refused = await bind(bindToken, '13822220009');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('请先登录后解绑');
    t.clock.advance(61_000);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/bind-mobile',
      payload: { bind_token: 'nope', account: '13822220009', captcha: '123456' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('unbinding needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/unbind_qq' })).statusCode).toBe(401);
  });

  it('the sandbox pages serve the authorize page, the phone confirm page and the same token calls over HTTP', async () => {
    const started = await authorize('wechat');
    const page = await t.app.inject({ method: 'GET', url: started.url.replace('#wechat_redirect', '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('使用微信扫码登录');
    expect(page.body).toContain('data:image/png;base64');
    const confirmHref = /href="([^"]*\/confirm\?[^"]*)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');
    const confirmPage = await t.app.inject({ method: 'GET', url: confirmHref });
    expect(confirmPage.body).toContain('确认登录');
    const query = new URL(confirmHref, 'http://x').searchParams;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/dev/wechat-sandbox/confirm',
      payload: new URLSearchParams({
        appid: query.get('appid')!,
        redirect_uri: query.get('redirect_uri')!,
        state: query.get('state')!,
        openid: 'o_wx_from_page_1',
        nickname: '页面用户',
        outcome: 'allow',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.statusCode).toBe(303);
    const back = new URL(confirmed.headers.location as string, 'http://x');
    expect(back.pathname).toBe('/auth/oauth/wechat/callback');
    const code = back.searchParams.get('code')!;
    const token = await t.app.inject({
      method: 'GET',
      url: `/dev/wechat-sandbox/sns/oauth2/access_token?appid=${query.get('appid')}&secret=wrong&code=${code}&grant_type=authorization_code`,
    });
    expect(token.json()).toMatchObject({ errcode: 40125 });
    const badRedirect = await t.app.inject({
      method: 'GET',
      url: `/dev/wechat-sandbox/connect/qrconnect?appid=${query.get('appid')}&redirect_uri=${encodeURIComponent('https://evil.example/x')}&state=s`,
    });
    expect(badRedirect.statusCode).toBe(400);
    expect(badRedirect.body).toContain('redirect_uri 参数错误');
  });
});
