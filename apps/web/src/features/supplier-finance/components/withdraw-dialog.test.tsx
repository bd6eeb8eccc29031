import type { BankAccount } from '@vm/contracts/settlement';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { WithdrawDialog } from './withdraw-dialog';

const ACCOUNTS: BankAccount[] = [
  {
    id: 7,
    account_name: '上海星河物业管理有限公司第一分公司',
    bank_name: '招商银行上海分行陆家嘴支行',
    account_number: '6225880123456789',
    created_at: '2026-11-20T10:00:00+08:00',
  },
  { id: 8, account_name: '上海星河物业', bank_name: '建设银行', account_number: '6227000011112222', created_at: '2026-11-21T10:00:00+08:00' },
] as BankAccount[];

afterEach(() => vi.restoreAllMocks());

describe('WithdrawDialog', () => {
  it('opens its account list inside the dialog (a phone’s page stays its width) and sends the chosen account', async () => {
    const sent: unknown[] = [];
    fakeApi((url, init) => {
      if (url.pathname === '/api/supplier/withdrawals' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return { result: { id: 1 } };
      }
      return undefined;
    });
    renderWithApp(<WithdrawDialog open available={500_000} accounts={ACCOUNTS} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: '收款账户' });
    fireEvent.mouseDown(select);
    const option = await screen.findByTitle(/建设银行 上海星河物业 尾号2222/);
    // The list is a child of the dialog's body, not of the page's: it moves and is clipped with the dialog.
    const list = option.closest('.ant-select-dropdown');
    expect(list).not.toBeNull();
    expect(dialog.querySelector('.ant-modal-body')!.contains(list)).toBe(true);
    fireEvent.click(option);
    fireEvent.change(within(dialog).getByLabelText('提现金额（元）'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 10_000, bank_account_id: 8 }]));
  });
});
