import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { setToken } from '@/shared/auth/token-store';
import { HomeQuickDemand } from './home-quick-demand';

const OPTIONS = {
  cities: [
    { id: 90, name: '上海' },
    { id: 52, name: '北京' },
  ],
  community_types: [],
  spread_ways: [],
  industries: [],
};

function route(extra: (url: URL, init: RequestInit | undefined) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined) {
  return fakeApi((url, init) => (url.pathname === '/api/appeal/create' ? { result: OPTIONS } : extra(url, init)));
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('HomeQuickDemand', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    setToken(null);
    vi.restoreAllMocks();
  });

  it('shows the home messages of every empty field on submit and sends nothing', async () => {
    const api = route();
    renderWithApp(<HomeQuickDemand />);
    await waitFor(() => expect(screen.getByRole('option', { name: '北京' })).toBeTruthy());
    expect((screen.getByRole('combobox', { name: '城市' }) as HTMLSelectElement).value).toBe('90');
    await userEvent.click(screen.getByRole('button', { name: '立即提交' }));
    for (const message of ['请输入姓名', '请输入手机号', '请输入验证码']) expect(screen.getByText(message)).toBeTruthy();
    expect(field('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(calledUrls(api, '/api/appeal')).toHaveLength(0);
  });

  it('asks for a mobile before sending a code, checks a field when it is left, and clears its message once fixed', async () => {
    const api = route();
    renderWithApp(<HomeQuickDemand />);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('手机号不能为空')).toBeTruthy();
    expect(calledUrls(api, '/api/auth/app_captcha')).toHaveLength(0);
    await userEvent.type(field('手机号'), '1380000');
    fireEvent.blur(field('手机号'));
    expect(screen.getByText('请输入有效的手机号')).toBeTruthy();
    await userEvent.type(field('手机号'), '0001');
    expect(screen.queryByText('请输入有效的手机号')).toBeNull();
  });

  it('posts a home demand with the chosen city and the code, then shows the success view', async () => {
    const api = route((url, init) =>
      url.pathname === '/api/appeal' && init?.method === 'POST'
        ? { result: { id: 42 } }
        : url.pathname === '/api/auth/app_captcha'
          ? { result: null }
          : undefined,
    );
    renderWithApp(<HomeQuickDemand />);
    await waitFor(() => expect(screen.getByRole('option', { name: '北京' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '城市' }), '52');
    await userEvent.type(field('姓名'), '钱女士');
    await userEvent.type(field('手机号'), '13800001234');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calledUrls(api, '/api/auth/app_captcha')).toHaveLength(1));
    await userEvent.type(field('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '立即提交' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('提交成功')).toBeTruthy();
    const post = api.mock.calls.find(([input, init]) => String(input).endsWith('/api/appeal') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      channel: 'pc',
      is_home: 1,
      city_ids: [52],
      name: '钱女士',
      mobile: '13800001234',
      captcha: '123456',
    });
    expect(screen.getByRole('link', { name: '完善需求信息' }).getAttribute('href')).toContain('city_ids=52');
  });

  it("shows the server's field message at its field", async () => {
    route((url, init) =>
      url.pathname === '/api/appeal' && init?.method === 'POST' ? { status: 422, msg: '验证码错误', errors: { captcha: '验证码错误或已过期' } } : undefined,
    );
    renderWithApp(<HomeQuickDemand />);
    await userEvent.type(field('姓名'), '钱女士');
    await userEvent.type(field('手机号'), '13800001234');
    await userEvent.type(field('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '立即提交' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(field('验证码').getAttribute('aria-invalid')).toBe('true');
  });

  it("fills in a logged-in buyer's name and mobile once the account is read, asks no code, and posts without one", async () => {
    setToken('buyer-token');
    const api = route((url, init) =>
      url.pathname === '/api/users/current'
        ? { result: { id: 5, name: '演示广告主', mobile: '13800000001' } }
        : url.pathname === '/api/appeal' && init?.method === 'POST'
          ? { result: { id: 43 } }
          : undefined,
    );
    renderWithApp(<HomeQuickDemand />);
    await waitFor(() => expect((field('姓名') as HTMLInputElement).value).toBe('演示广告主'));
    expect((field('手机号') as HTMLInputElement).value).toBe('13800000001');
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '立即提交' }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const post = api.mock.calls.find(([input, init]) => String(input).endsWith('/api/appeal') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ channel: 'pc', is_home: 1, city_ids: [90], name: '演示广告主', mobile: '13800000001' });
  });
});
