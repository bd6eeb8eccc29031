import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../features/accounts/pages/register-page';
import { fakeApi, renderWithApp, testLocation } from '../shared/test/test-app';
import { renderRegistrationApplication } from './supplier-office-routes';

let mine: Record<string, unknown> | null;
let api: ReturnType<typeof fakeApi>;
let loginBodies: unknown[];

beforeEach(() => {
  mine = null;
  loginBodies = [];
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/auth/app_captcha') return { result: null };
    if (url.pathname === '/api/auth/code-login') {
      const body = JSON.parse(String(init?.body)) as { type?: number };
      loginBodies.push(body);
      if (body.type) {
        mine = {
          id: 3,
          type: body.type,
          type_name: '场地供应商',
          connect_name: '',
          mobile: '13812349999',
          status: 'pending',
          status_name: '待审核',
          reason: null,
          incomplete: true,
          created_at: '2026-11-23T10:00:00+08:00',
          reviewed_at: null,
          applicant: { id: 5, mobile: '13812349999', name: '', roles: ['business'] },
        };
      }
      return { result: { token: 'token-new', user: { id: 5, mobile: '13812349999', name: '', roles: ['business'] } } };
    }
    if (url.pathname === '/api/users/current')
      return { result: { id: 5, name: '', mobile: '13812349999', product: '', email: null, consumption_point: 0, roles: ['business'] } };
    if (url.pathname === '/api/supplier_applications/mine') return { result: mine };
    if (url.pathname === '/api/supplier_applications' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { connect_name: string; mobile: string };
      mine = { ...mine!, connect_name: body.connect_name, mobile: body.mobile, incomplete: false };
      return { result: { id: 3 } };
    }
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function register(user: ReturnType<typeof userEvent.setup>, typeLabel: string) {
  await user.click(await screen.findByText(typeLabel));
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13812349999' } });
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
  await user.click(screen.getByRole('button', { name: '注册' }));
}

describe('registering with a type', { timeout: 20_000 }, () => {
  it('stays on the register page with the pending application to complete', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterPage afterRegistration={renderRegistrationApplication} />, { route: '/auth/register?from=/fieldslist', path: '/auth/register' });
    await register(user, '我是场地供应商');
    expect(await screen.findByText('您注册的身份为场地供应商，需平台审核后开通', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(loginBodies).toEqual([{ account: '13812349999', captcha: '123456', type: 1 }]);
    expect(testLocation()).toBe('/auth/register?from=/fieldslist');

    await user.type(screen.getByPlaceholderText('请输入公司名称'), '星河商业');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请已提交，等待平台审核')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '先去逛逛' }));
    await waitFor(() => expect(testLocation()).toBe('/fieldslist'));
  });

  it('lets a buyer go on at once', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterPage afterRegistration={renderRegistrationApplication} />, { route: '/auth/register?from=/fieldslist', path: '/auth/register' });
    await register(user, '我是广告主');
    await waitFor(() => expect(testLocation()).toBe('/fieldslist'));
    expect(api.mock.calls.some(([input]) => String(input).includes('supplier_applications'))).toBe(false);
  });
});
