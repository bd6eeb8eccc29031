import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { ChildAccountsPage } from './child-accounts-page';

let children: { id: number; user_id: number; mobile: string; name: string; permissions: string[]; created_at: string }[];
let isChild: boolean;
let api: ReturnType<typeof fakeApi>;
const calls = (method: string, path: string) =>
  api.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-supplier');
  isChild = false;
  children = [{ id: 1, user_id: 11, mobile: '13900000011', name: '小王', permissions: ['orders'], created_at: '2026-11-20T10:00:00+08:00' }];
  api = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/users/current')
      return {
        result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles: isChild ? ['business'] : ['property'] },
      };
    if (url.pathname === '/api/supplier_account')
      return {
        result: {
          owner: { id: 2, name: '星河', mobile: '13900000001' },
          actor: { id: 2, name: '星河', mobile: '13900000001' },
          is_child: isChild,
          permissions: ['orders', 'venues'],
        },
      };
    if (url.pathname === '/api/child_accounts' && method === 'GET') return { result: children };
    if (url.pathname === '/api/child_accounts' && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as { mobile: string; name: string; permissions: string[] };
      if (body.mobile === '13900000001') return { status: 409, msg: '该手机号已是供应商，不能添加为子账号' };
      children = [...children, { id: 2, user_id: 12, ...body, created_at: '2026-11-23T10:00:00+08:00' }];
      return { result: { id: 2 } };
    }
    if (url.pathname === '/api/child_accounts/1' && method === 'DELETE') {
      children = children.filter((child) => child.id !== 1);
      return { result: { id: 1 } };
    }
    if (url.pathname === '/api/supplier_actions')
      return {
        result: {
          data: [
            {
              id: 5,
              owner_id: 2,
              actor: { id: 11, name: '小王', mobile: '13900000011' },
              action: 'order_item.approve',
              target: '子订单 S1',
              created_at: '2026-11-22T10:00:00+08:00',
            },
          ],
          total: 1,
          page: 1,
          page_size: 20,
        },
      };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const open = () => renderWithApp(<ChildAccountsPage />, { route: '/admin/supplier/child-accounts' });

describe('ChildAccountsPage', { timeout: 20_000 }, () => {
  it('lists child accounts with their permissions and who did what', async () => {
    open();
    const row = (await screen.findByText('13900000011', { selector: 'td' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('小王')).toBeTruthy();
    expect(within(row).getByText('订单审核')).toBeTruthy();
    expect(await screen.findByText('小王（13900000011）')).toBeTruthy();
    expect(screen.getByText('审核通过订单')).toBeTruthy();
  });

  it('adds one with the mobile checked first', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '添加子账号' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('请输入手机号')).toBeTruthy();
    expect(within(dialog).getByText('请输入姓名')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入员工手机号'), { target: { value: '1390000' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入员工姓名'), { target: { value: '小李' } });
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('请输入有效的手机号')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入员工手机号'), { target: { value: '13900000012' } });
    await user.click(within(dialog).getByLabelText(/场地管理/));
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(calls('POST', '/api/child_accounts')).toEqual([{ mobile: '13900000012', name: '小李', permissions: ['orders', 'venues'] }]));
    expect(await screen.findByText('13900000012', { selector: 'td' })).toBeTruthy();
  });

  it('shows why the server refuses a mobile', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '添加子账号' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入员工手机号'), { target: { value: '13900000001' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入员工姓名'), { target: { value: '自己' } });
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('该手机号已是供应商，不能添加为子账号')).toBeTruthy();
  });

  it('removes one after confirmation', async () => {
    const user = userEvent.setup();
    open();
    const row = (await screen.findByText('13900000011', { selector: 'td' }, { timeout: 5000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: /^确\s?定$/ }, { timeout: 5000 }));
    await waitFor(() => expect(calls('DELETE', '/api/child_accounts/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('13900000011', { selector: 'td' })).toBeNull());
  });

  it('is for the supplier itself, not its child accounts', async () => {
    isChild = true;
    open();
    expect(await screen.findByText('子账号由主账号管理，请联系主账号。')).toBeTruthy();
    expect(calls('GET', '/api/child_accounts')).toEqual([]);
  });
});
