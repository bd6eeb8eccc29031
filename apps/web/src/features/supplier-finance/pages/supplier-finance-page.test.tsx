import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp, type FakeAnswer } from '@/shared/test/test-app';
import { SupplierFinancePage } from './supplier-finance-page';

const earning = (id: number, status: 'pending' | 'available' | 'withdrawn' | 'reversed') => ({
  id,
  order_item_id: 500 + id,
  order_id: 400 + id,
  order_num: `S2026120100${id}`,
  field_name: '星河广场中庭',
  first_date: '2026-12-01',
  last_date: '2026-12-02',
  kind: 'earning',
  gross: 100_000,
  commission: 8_000,
  net: 92_000,
  rate: 800,
  status,
  available_at: '2026-12-10T00:00:00.000+08:00',
  created_at: '2026-11-30T10:00:00.000+08:00',
});

const account = {
  id: 7,
  account_name: '上海星河物业有限公司',
  bank_name: '招商银行上海分行',
  account_number: '6225881234567890',
  created_at: '2026-11-01T10:00:00.000+08:00',
};

let api: ReturnType<typeof fakeApi>;
let accounts: (typeof account)[];
let withdrawAnswer: FakeAnswer;
let removeAnswer: FakeAnswer;

const bodiesOf = (method: string, path: string): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-supplier');
  accounts = [account];
  withdrawAnswer = { result: { id: 31 } };
  removeAnswer = { result: { id: 7 } };
  api = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/users/current')
      return { result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles: ['property'] } };
    if (url.pathname === '/api/supplier_account')
      return {
        result: {
          owner: { id: 2, name: '星河', mobile: '13900000001' },
          actor: { id: 2, name: '星河', mobile: '13900000001' },
          is_child: false,
          permissions: ['orders', 'venues'],
        },
      };
    if (url.pathname === '/api/supplier/balance') return { result: { pending: 123_450, available: 500_000, withdrawing: 30_000, withdrawn: 1_000_000 } };
    if (url.pathname === '/api/supplier/income_by_month')
      return {
        result: [
          { month: '2026-11', gross: 200_000, commission: 16_000, net: 184_000 },
          { month: '2026-12', gross: 100_000, commission: 8_000, net: 92_000 },
        ],
      };
    if (url.pathname === '/api/supplier/earnings') {
      const status = url.searchParams.get('status');
      const data = status ? [earning(2, status as 'available')] : [earning(1, 'pending'), earning(2, 'available')];
      return { result: { data, total: data.length, page: 1, page_size: 10 } };
    }
    if (url.pathname === '/api/supplier/bank_accounts' && method === 'GET') return { result: accounts };
    if (url.pathname === '/api/supplier/bank_accounts' && method === 'POST') return { result: { id: 8 } };
    if (url.pathname === '/api/supplier/bank_accounts/7' && method === 'DELETE') return removeAnswer;
    if (url.pathname === '/api/supplier/withdrawals' && method === 'GET') {
      const data = [
        {
          id: 30,
          supplier_id: 2,
          amount: 30_000,
          status: 'paid',
          bank_account: account,
          channel: 'bank',
          reference: 'CMB001',
          reason: null,
          decided_at: '2026-11-20T10:00:00.000+08:00',
          created_at: '2026-11-19T10:00:00.000+08:00',
        },
      ];
      return { result: { data, total: 1, page: 1, page_size: 10 } };
    }
    if (url.pathname === '/api/supplier/withdrawals' && method === 'POST') return withdrawAnswer;
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
  renderWithApp(<SupplierFinancePage />, { route: '/admin/supplier/finance' });
  return userEvent.setup();
};
const dialog = () => within(screen.getByRole('dialog'));

describe('SupplierFinancePage', { timeout: 20_000 }, () => {
  it('shows the balance by state in yuan, the paid withdrawal and the account', async () => {
    open();
    const cards = await screen.findByTestId('settlement-balance');
    expect(cards.textContent).toContain('待结算¥1,234.50');
    expect(cards.textContent).toContain('可提现¥5,000.00');
    expect(cards.textContent).toContain('提现中¥300.00');
    expect(cards.textContent).toContain('已提现¥10,000.00');
    expect(await screen.findByText('流水号 CMB001')).toBeTruthy();
    expect((await screen.findByTestId('bank-account')).textContent).toContain('6225 8812 3456 7890');
  });

  it('filters the earnings by status, from the first page', async () => {
    const user = open();
    const table = await screen.findByTestId('settlement-earnings');
    expect(await within(table).findByText('S20261201001')).toBeTruthy();
    expect(calledUrls(api, '/api/supplier/earnings')[0]!.searchParams.get('status')).toBeNull();
    await user.click(screen.getByText('可提现', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(within(table).queryByText('S20261201001')).toBeNull());
    const last = calledUrls(api, '/api/supplier/earnings').at(-1)!;
    expect([last.searchParams.get('status'), last.searchParams.get('page')]).toEqual(['available', '1']);
    expect(within(table).getByText('S20261201002')).toBeTruthy();
    expect(within(table).getByText('¥80.00（8%）')).toBeTruthy();
  });

  it('adds a bank account: a bad number reads a Chinese message under its field and sends nothing', async () => {
    const user = open();
    await user.click(await screen.findByTestId('add-bank-account'));
    await user.type(dialog().getByLabelText('开户名称'), '上海星河物业有限公司');
    await user.type(dialog().getByLabelText('开户银行'), '建设银行');
    await user.type(dialog().getByLabelText('银行账号'), '1234');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('银行账号应为8-30位数字', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(bodiesOf('POST', '/api/supplier/bank_accounts')).toEqual([]);
    await user.clear(dialog().getByLabelText('银行账号'));
    await user.type(dialog().getByLabelText('银行账号'), '6227 0000 1111 2222');
    await waitFor(() => expect(dialog().queryByText('银行账号应为8-30位数字')).toBeNull());
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesOf('POST', '/api/supplier/bank_accounts')).toEqual([
        { account_name: '上海星河物业有限公司', bank_name: '建设银行', account_number: '6227000011112222' },
      ]),
    );
  });

  it('asks for a withdrawal and shows the server’s 可提现余额不足', async () => {
    withdrawAnswer = { status: 409, msg: '可提现余额不足', error_code: 'WITHDRAWAL_INSUFFICIENT' };
    const user = open();
    const cards = await screen.findByTestId('settlement-balance');
    await user.click(within(cards).getByRole('button', { name: '申请提现' }));
    expect(dialog().getByText('¥5,000.00')).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: '提交申请' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('请输入正确的提现金额');
    await user.type(dialog().getByLabelText('提现金额（元）'), '6000');
    await user.click(dialog().getByRole('button', { name: '提交申请' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('可提现余额不足');
    expect(bodiesOf('POST', '/api/supplier/withdrawals')).toEqual([{ amount: 600_000, bank_account_id: 7 }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('removes a bank account after asking; a pending withdrawal’s refusal is shown', async () => {
    removeAnswer = { status: 409, msg: '该账户有待打款的提现申请，打款或拒绝后才能删除', error_code: 'BANK_ACCOUNT_IN_USE' };
    const user = open();
    const row = await screen.findByTestId('bank-account');
    await user.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s?定$/ }, { timeout: 5000 }));
    expect(await screen.findByText('该账户有待打款的提现申请，打款或拒绝后才能删除', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodiesOf('DELETE', '/api/supplier/bank_accounts/7')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));

    removeAnswer = { result: { id: 7 } };
    accounts = [];
    // The first confirmation stays in jsdom's DOM after closing: click the one this second 删除 opens.
    const stale = screen.queryAllByRole('button', { name: /^确\s?定$/ });
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const fresh = await waitFor(
      () => {
        const buttons = screen.getAllByRole('button', { name: /^确\s?定$/ }).filter((button) => !stale.includes(button));
        expect(buttons).toHaveLength(1);
        return buttons[0]!;
      },
      { timeout: 5000 },
    );
    fireEvent.click(fresh);
    expect(await screen.findByText('尚未添加收款账户，添加后即可申请提现。', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodiesOf('DELETE', '/api/supplier/bank_accounts/7')).toHaveLength(2);
  });

  it('tells a child account that finance is the main account’s', async () => {
    api.mockClear();
    const base = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/supplier_account')
        return new Response(
          JSON.stringify({
            code: 1,
            msg: '',
            result: {
              owner: { id: 2, name: '星河', mobile: '13900000001' },
              actor: { id: 3, name: '小王', mobile: '13900000002' },
              is_child: true,
              permissions: ['orders'],
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      return base(input, init);
    });
    open();
    expect(await screen.findByText('结算与提现仅限供应商主账号操作，请联系主账号。')).toBeTruthy();
    expect(calledUrls(api, '/api/supplier/balance')).toEqual([]);
  });
});
