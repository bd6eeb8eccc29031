import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp, type FakeAnswer } from '@/shared/test/test-app';
import { OperatorWithdrawalsPage } from './operator-withdrawals-page';

const withdrawal = (id: number, status: 'pending' | 'paid' | 'refused') => ({
  id,
  supplier_id: 2,
  supplier_name: '上海星河物业',
  supplier_mobile: '13900000001',
  amount: 12_345 * id,
  status,
  bank_account: { id: 7, account_name: '上海星河物业有限公司', bank_name: '招商银行上海分行', account_number: '6225881234567890' },
  channel: status === 'paid' ? 'bank' : null,
  reference: status === 'paid' ? 'CMB20261201' : null,
  reason: status === 'refused' ? '账户信息有误' : null,
  decided_at: status === 'pending' ? null : '2026-12-01T10:00:00.000+08:00',
  created_at: '2026-11-30T10:00:00.000+08:00',
});

let api: ReturnType<typeof fakeApi>;
let payAnswer: FakeAnswer;
const bodiesOf = (path: string): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
  payAnswer = { result: withdrawal(1, 'paid') };
  api = fakeApi((url) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 9, name: '运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles: ['operator'] } };
    if (url.pathname === '/api/operator/withdrawals') {
      const status = (url.searchParams.get('status') ?? 'pending') as 'pending' | 'paid';
      const data = status === 'pending' ? [withdrawal(1, 'pending'), withdrawal(2, 'pending')] : [withdrawal(3, status)];
      return { result: { data, total: data.length, page: 1, page_size: 10 } };
    }
    if (url.pathname === '/api/operator/withdrawals/1/pay') return payAnswer;
    if (url.pathname === '/api/operator/withdrawals/2/refuse') return { result: withdrawal(2, 'refused') };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

const open = () => {
  renderWithApp(<OperatorWithdrawalsPage />, { route: '/admin/operator/withdrawals' });
  return userEvent.setup();
};
const rowOf = async (amount: string) => (await screen.findByText(amount)).closest('tr')!;
const dialog = () => within(screen.getByRole('dialog'));

describe('OperatorWithdrawalsPage', { timeout: 20_000 }, () => {
  it('lists the pending queue with the supplier and the account', async () => {
    open();
    const row = await rowOf('¥123.45');
    expect(within(row).getByText('上海星河物业')).toBeTruthy();
    expect(row.textContent).toContain('招商银行上海分行 6225881234567890');
    expect(calledUrls(api, '/api/operator/withdrawals')[0]!.searchParams.get('status')).toBe('pending');
  });

  it('pays with the bank reference; a reference is required and the server’s refusal is shown', async () => {
    const user = open();
    await user.click(within(await rowOf('¥123.45')).getByRole('button', { name: '银行打款' }));
    expect(dialog().getByText('¥123.45')).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: '确认已打款' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('请填写银行流水号');
    expect(bodiesOf('/api/operator/withdrawals/1/pay')).toEqual([]);

    payAnswer = { status: 409, msg: '该提现申请已处理', error_code: 'WITHDRAWAL_NOT_PENDING' };
    await user.type(dialog().getByLabelText('银行流水号'), ' CMB20261201 ');
    await user.click(dialog().getByRole('button', { name: '确认已打款' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('该提现申请已处理');

    payAnswer = { result: withdrawal(1, 'paid') };
    await user.clear(dialog().getByLabelText('银行流水号'));
    await user.type(dialog().getByLabelText('银行流水号'), 'CMB20261202');
    await user.click(dialog().getByRole('button', { name: '确认已打款' }));
    await waitFor(() => expect(bodiesOf('/api/operator/withdrawals/1/pay')).toEqual([{ reference: 'CMB20261201' }, { reference: 'CMB20261202' }]));
    await waitFor(() => expect(dialog().queryByRole('alert')).toBeNull());
  });

  it('refuses only with a reason and says the amount returns', async () => {
    const user = open();
    await user.click(within(await rowOf('¥246.90')).getByRole('button', { name: '拒绝' }));
    expect(dialog().getByText('拒绝后 ¥246.90 将退回供应商的可提现余额。')).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: '确认拒绝' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('请填写拒绝原因');
    expect(bodiesOf('/api/operator/withdrawals/2/refuse')).toEqual([]);
    await user.type(dialog().getByLabelText('拒绝原因'), '账户信息有误');
    await user.click(dialog().getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(bodiesOf('/api/operator/withdrawals/2/refuse')).toEqual([{ reason: '账户信息有误' }]));
  });

  it('shows the paid ones with their reference', async () => {
    const user = open();
    await rowOf('¥123.45');
    await user.click(screen.getByText('已打款', { selector: '.ant-segmented-item-label' }));
    const row = await rowOf('¥370.35');
    expect(within(row).getByText('CMB20261201')).toBeTruthy();
    expect(calledUrls(api, '/api/operator/withdrawals').at(-1)!.searchParams.get('status')).toBe('paid');
  });
});
