import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeLoginForm } from './code-login-form';

type Handler = (url: string, body: unknown) => { status: number; body: unknown };

let handler: Handler;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = handler(String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

function renderForm(props: { registrationType?: number } = {}) {
  const onLoggedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <CodeLoginForm submitText="登录" onLoggedIn={onLoggedIn} {...props} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return {
    onLoggedIn,
    user: userEvent.setup(),
    mobile: () => screen.getByLabelText('手机号'),
    captcha: () => screen.getByLabelText('验证码'),
    sendButton: () => screen.getByRole('button', { name: /获取验证码|秒后重新获取|发送中/ }),
    submit: () => screen.getByRole('button', { name: '登录' }),
  };
}

describe('CodeLoginForm', () => {
  beforeEach(() => {
    handler = () => ({ status: 500, body: { code: 500, msg: '未预期的请求', result: null } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the mobile and the code when both are empty', async () => {
    const form = renderForm();
    await form.user.click(form.submit());
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed mobile and code with the spec messages', async () => {
    const form = renderForm();
    await form.user.type(form.mobile(), '23800000001');
    await form.user.type(form.captcha(), '12');
    await form.user.click(form.submit());
    expect(await screen.findByText('请输入有效的手机号')).toBeTruthy();
    expect(await screen.findByText('请输入有效的验证码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the mobile on blur', async () => {
    const form = renderForm();
    await form.user.type(form.mobile(), '1380000');
    await form.user.tab();
    expect(await screen.findByText('请输入有效的手机号')).toBeTruthy();
  });

  it('does not send a code without a mobile', async () => {
    const form = renderForm();
    await form.user.click(form.sendButton());
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(form.sendButton().textContent).toBe('获取验证码');
  });

  it('sends the code and starts the countdown', async () => {
    handler = () => ({ status: 200, body: { code: 1, msg: '验证码已发送', result: null } });
    const form = renderForm();
    await form.user.type(form.mobile(), '13800000011');
    await form.user.click(form.sendButton());
    await waitFor(() => expect(form.sendButton().textContent).toBe('60秒后重新获取'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/app_captcha');
    expect(JSON.parse(String(init!.body))).toEqual({ account: '13800000011', usage: 3 });
  });

  it('shows a send failure under the mobile field and stays idle', async () => {
    handler = () => ({ status: 429, body: { code: 429, msg: '验证码发送过于频繁，请60秒后再试', result: null } });
    const form = renderForm();
    await form.user.type(form.mobile(), '13800000012');
    await form.user.click(form.sendButton());
    expect(await screen.findByText('验证码发送过于频繁，请60秒后再试')).toBeTruthy();
    expect(form.sendButton().textContent).toBe('获取验证码');
  });

  it("shows the server's field error inline", async () => {
    handler = () => ({ status: 422, body: { code: 422, msg: '验证码错误，还可尝试4次', result: null, errors: { captcha: '验证码错误，还可尝试4次' } } });
    const form = renderForm();
    await form.user.type(form.mobile(), '13800000013');
    await form.user.type(form.captcha(), '000000');
    await form.user.click(form.submit());
    expect(await screen.findByText('验证码错误，还可尝试4次')).toBeTruthy();
    expect(form.onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows other server failures above the button', async () => {
    handler = () => ({ status: 500, body: { code: 500, msg: '服务器开小差了，请稍后再试', result: null } });
    const form = renderForm();
    await form.user.type(form.mobile(), '13800000014');
    await form.user.type(form.captcha(), '123456');
    await form.user.click(form.submit());
    const message = await screen.findByText('服务器开小差了，请稍后再试');
    expect(message.closest('.ant-alert')).not.toBeNull();
  });

  it('logs in, sending the registration type when there is one', async () => {
    const result = { token: 't-1', user: { id: 5, mobile: '13800000015', name: '', roles: ['property'] } };
    handler = () => ({ status: 200, body: { code: 1, msg: '登录成功', result } });
    const form = renderForm({ registrationType: 1 });
    await form.user.type(form.mobile(), '13800000015');
    await form.user.type(form.captcha(), '654321');
    await form.user.click(form.submit());
    await waitFor(() => expect(form.onLoggedIn).toHaveBeenCalledWith(result));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/code-login');
    expect(JSON.parse(String(init!.body))).toEqual({ account: '13800000015', captcha: '654321', type: 1 });
  });
});
