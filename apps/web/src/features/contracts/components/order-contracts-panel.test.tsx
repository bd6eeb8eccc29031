import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { OrderContractsPanel } from './order-contracts-panel';

const contract = {
  id: 7,
  order_item_id: 31,
  order_id: 11,
  order_num: 'S2026112200000011-1',
  contract_num: 'HTS2026112200000011-1',
  status: 'awaiting_signatures',
  signed_by: ['supplier'],
  signers: [{ role: 'supplier', name: '上海港汇商业管理有限公司', signed_at: '2026-11-22T10:05:00.000+08:00' }],
  my_role: 'buyer',
  may_sign: true,
  field_name: '港汇广场中庭',
  buyer_name: '上海演示食品有限公司',
  supplier_name: '上海港汇商业管理有限公司',
  created_at: '2026-11-22T10:00:00.000+08:00',
};

let api: ReturnType<typeof fakeApi>;
let signAnswer: { result: unknown } | { status: number; msg: string; errors?: Record<string, string> };

describe('OrderContractsPanel', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer');
    signAnswer = { status: 422, msg: '验证码错误，还可尝试4次', errors: { captcha: '验证码错误，还可尝试4次' } };
    api = fakeApi((url, init) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 1, name: '演示', mobile: '13800000001', product: '', email: null, consumption_point: 0, roles: ['business'] } };
      if (url.pathname === '/api/contracts') return { result: [contract] };
      if (url.pathname === '/api/auth/app_captcha') return { result: null };
      if (url.pathname === '/api/contracts/7/sign' && init?.method === 'POST') return signAnswer;
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('shows who signed, sends a usage-5 code to the buyer and signs with it', async () => {
    renderWithApp(<OrderContractsPanel orderId={11} />, { route: '/admin/orders/view/11' });
    const row = await screen.findByTestId('contract-7');
    expect(within(row).getByText('待签署', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(row).getByTestId('signer-supplier').textContent).toContain('已签署 2026-11-22 10:05');
    expect(within(row).getByTestId('signer-buyer').textContent).toContain('待签署');
    expect(api.mock.calls.some(([input]) => String(input).includes('/api/contracts?order_id=11'))).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: '去签署' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/138\*\*\*\*0001/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => {
      const sent = api.mock.calls.filter(([input]) => String(input).includes('/api/auth/app_captcha'));
      expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ account: '13800000001', usage: 5 }]);
    });

    fireEvent.change(within(dialog).getByLabelText('短信验证码'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认签署/ }));
    expect(await within(dialog).findByText('请输入6位短信验证码')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认签署/ }));
    expect(await within(dialog).findByText('验证码错误，还可尝试4次')).toBeTruthy();

    signAnswer = { result: { ...contract, signed_by: ['supplier', 'buyer'], may_sign: false } };
    fireEvent.change(within(dialog).getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认签署/ }));
    expect(await screen.findByText('签署成功')).toBeTruthy();
    const signs = api.mock.calls.filter(([input, init]) => String(input).includes('/api/contracts/7/sign') && init?.method === 'POST');
    expect(signs.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ captcha: '123456' }, { captcha: '654321' }]);
  });
});
