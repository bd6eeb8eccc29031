import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp, testLocation, type FakeAnswer } from '@/shared/test/test-app';
import { ModifyPayPasswordPage } from './modify-pay-password-page';
import { PayPasswordPage } from './pay-password-page';

let setAnswer: FakeAnswer;
let hasPassword: boolean;
let api: ReturnType<typeof fakeApi>;

function bodiesOf(method: string, path: string): unknown[] {
  return api.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('pay password pages', () => {
  let clock = Date.now();
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc');
    clock += 120_000;
    const realNow = Date.now.bind(Date);
    const offset = clock - realNow();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    setAnswer = { result: { has_pay_password: true } };
    hasPassword = false;
    api = fakeApi((url) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 1, name: '演示', mobile: '13800000001', product: '', email: null, consumption_point: 0, roles: ['business'] } };
      if (url.pathname === '/api/wallets')
        return { result: { balance_sum: 100, balance: '1.00', has_pay_password: hasPassword, wallet_info: '', pay_password_locked_until: null } };
      if (url.pathname === '/api/auth/app_captcha') return { result: null };
      if (url.pathname === '/api/wallets/pay-pwd') return setAnswer;
      if (url.pathname === '/api/wallets/modify-pwd') return { result: { has_pay_password: true } };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('sends the code to the own mobile, checks both passwords and saves, then returns to `from`', async () => {
    renderWithApp(<PayPasswordPage />, { route: '/admin/wallets/pay-pwd?from=%2Forders%2Fpayment%2F7' });
    expect(await screen.findByText('设置支付密码', { selector: 'h2' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('138****0001'));

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(bodiesOf('POST', '/api/auth/app_captcha')).toEqual([{ account: '13800000001', usage: 3 }]));

    typeInto('短信验证码', '123456');
    typeInto('新支付密码', '12345');
    typeInto('确认支付密码', '54321');
    fireEvent.click(screen.getByRole('button', { name: '设置支付密码' }));
    expect(await screen.findByText('请输入6位数字支付密码')).toBeTruthy();
    expect(await screen.findByText('两次输入的支付密码不一致')).toBeTruthy();
    expect(bodiesOf('PUT', '/api/wallets/pay-pwd')).toEqual([]);

    typeInto('新支付密码', '246810');
    typeInto('确认支付密码', '246810');
    fireEvent.click(screen.getByRole('button', { name: '设置支付密码' }));
    await waitFor(() => expect(testLocation()).toBe('/orders/payment/7'));
    expect(bodiesOf('PUT', '/api/wallets/pay-pwd')).toEqual([{ password: '246810', captcha: '123456' }]);
  });

  it('shows a wrong code under the code field', async () => {
    setAnswer = { status: 422, msg: '验证码错误，还可尝试4次' };
    renderWithApp(<PayPasswordPage />, { route: '/admin/wallets/pay-pwd' });
    await screen.findByText('设置支付密码', { selector: 'h2' });
    typeInto('短信验证码', '000000');
    typeInto('新支付密码', '246810');
    typeInto('确认支付密码', '246810');
    fireEvent.click(screen.getByRole('button', { name: '设置支付密码' }));
    expect(await screen.findByText('验证码错误，还可尝试4次')).toBeTruthy();
    expect(testLocation()).toBe('/admin/wallets/pay-pwd');
  });

  it('modify: old and new password, or the forgotten-password path by SMS', async () => {
    hasPassword = true;
    renderWithApp(<ModifyPayPasswordPage />, { route: '/admin/wallets/modify-pwd' });
    await screen.findByLabelText('原支付密码');
    typeInto('原支付密码', '246810');
    typeInto('新支付密码', '135790');
    typeInto('确认支付密码', '135790');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(testLocation()).toBe('/admin/wallets/index'));
    expect(bodiesOf('PUT', '/api/wallets/modify-pwd')).toEqual([{ old_password: '246810', password: '135790' }]);
  });

  it('modify: 通过短信验证码重置 switches to the SMS form', async () => {
    hasPassword = true;
    renderWithApp(<ModifyPayPasswordPage />, { route: '/admin/wallets/modify-pwd' });
    fireEvent.click(await screen.findByRole('button', { name: '通过短信验证码重置' }));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重置支付密码' })).toBeTruthy();
  });
});
