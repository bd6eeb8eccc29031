import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { OAuthCallbackPage } from './oauth-callback-page';

const PATH = '/auth/oauth/:provider/callback';

describe('OAuthCallbackPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('logs a bound WeChat account straight in and returns to where the login started', async () => {
    const api = fakeApi((url) =>
      url.pathname === '/api/auth/wechat/login'
        ? {
            result: {
              token: 'a'.repeat(43),
              user: { id: 1, mobile: '13800000001', name: '', roles: ['business'] },
              provider: 'wechat',
              nickname: '小程',
              from: '/fields/12',
            },
          }
        : undefined,
    );
    renderWithApp(<OAuthCallbackPage />, { route: '/auth/oauth/wechat/callback?code=C1&state=S1', path: PATH });
    await waitFor(() => expect(testLocation()).toBe('/fields/12'));
    expect(getToken()).toBe('a'.repeat(43));
    const [call] = api.mock.calls;
    expect(JSON.parse(String(call![1]!.body))).toEqual({ code: 'C1', state: 'S1' });
    expect(calledUrls(api, '/api/auth/wechat/login')).toHaveLength(1);
  });

  it('sends a new QQ account on to bind a mobile', async () => {
    fakeApi((url) =>
      url.pathname === '/api/auth/qq/login' ? { result: { bind_token: 'b'.repeat(43), provider: 'qq', nickname: 'Q友', from: '/' } } : undefined,
    );
    renderWithApp(<OAuthCallbackPage />, { route: '/auth/oauth/qq/callback?code=C2&state=S2', path: PATH });
    await waitFor(() => expect(testLocation()).toBe('/auth/bind-mobile'));
    expect(getToken()).toBeNull();
  });

  it('shows the refusal of a used code, and a cancelled authorisation without calling the server', async () => {
    fakeApi((url) =>
      url.pathname === '/api/auth/wechat/login'
        ? { status: 422, msg: '微信授权已失效，请重新登录', errors: { code: '微信授权已失效，请重新登录' } }
        : undefined,
    );
    renderWithApp(<OAuthCallbackPage />, { route: '/auth/oauth/wechat/callback?code=OLD&state=S3', path: PATH });
    expect(await screen.findByText('微信授权已失效，请重新登录')).toBeTruthy();
  });

  it('says the person cancelled when the provider came back without a code', async () => {
    const api = fakeApi(() => undefined);
    renderWithApp(<OAuthCallbackPage />, { route: '/auth/oauth/qq/callback?state=S4', path: PATH });
    expect(await screen.findByText('您已取消QQ授权')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});
