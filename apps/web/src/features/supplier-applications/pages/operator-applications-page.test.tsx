import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { OperatorApplicationsPage } from './operator-applications-page';

const application = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  type: 1,
  type_name: '场地供应商',
  connect_name: `星河商业${id}`,
  mobile: '13912345678',
  status: 'pending',
  status_name: '待审核',
  reason: null,
  incomplete: false,
  created_at: '2026-11-23T10:00:00+08:00',
  reviewed_at: null,
  applicant: { id: 100 + id, mobile: `1381234000${id}`, name: '', roles: ['business'] },
  ...over,
});

let roles: string[];
let api: ReturnType<typeof fakeApi>;

const bodiesOf = (suffix: string) =>
  api.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname.endsWith(suffix))
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

describe('OperatorApplicationsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
    roles = ['operator'];
    api = fakeApi((url) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 9, name: '运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles } };
      if (url.pathname === '/api/operator/supplier_applications') {
        const status = url.searchParams.get('status');
        const rows =
          status === 'refused'
            ? [application(3, { status: 'refused', status_name: '已拒绝', reason: '资料不全', reviewed_at: '2026-11-23T11:00:00+08:00' })]
            : status === 'pending'
              ? [application(1), application(2, { connect_name: '', incomplete: true })]
              : [];
        return { result: { data: rows, total: rows.length, page: 1, page_size: 10 } };
      }
      if (url.pathname.endsWith('/approve')) return { result: application(1, { status: 'approved' }) };
      if (url.pathname.endsWith('/refuse')) return { result: application(1, { status: 'refused' }) };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const open = () => renderWithApp(<OperatorApplicationsPage />, { route: '/admin/operator/supplier-applications' });
  const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

  it('lists pending applications, incomplete ones marked', async () => {
    open();
    const row = await rowOf('星河商业1');
    expect(within(row).getByText('场地供应商')).toBeTruthy();
    expect(within(row).getByText('13812340001')).toBeTruthy();
    expect(within(await rowOf('13812340002')).getByText('注册时申请，待补充')).toBeTruthy();
    expect(calledUrls(api, '/api/operator/supplier_applications')[0]!.searchParams.get('status')).toBe('pending');
  });

  it('approves after confirmation', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('星河商业1')).getByRole('button', { name: '通过' }));
    await user.click(await screen.findByRole('button', { name: /^确\s?定$/ }, { timeout: 5000 }));
    expect(await screen.findByText('已通过申请', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calledUrls(api).some((url) => url.pathname === '/api/operator/supplier_applications/1/approve')).toBe(true);
  });

  it('refuses only with a reason', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('星河商业1')).getByRole('button', { name: '拒绝' }));
    await user.click(await screen.findByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    expect(bodiesOf('/refuse')).toEqual([]);
    fireEvent.change(screen.getByLabelText('拒绝原因'), { target: { value: '联系电话无法接通' } });
    await user.click(screen.getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(bodiesOf('/refuse')).toEqual([{ reason: '联系电话无法接通' }]));
    expect(await screen.findByText('已拒绝申请', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows refused applications with their reasons', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('星河商业1');
    await user.click(screen.getByText('已拒绝'));
    const row = await rowOf('星河商业3');
    expect(within(row).getByText('资料不全')).toBeTruthy();
  });

  it('is closed to anyone but operators', async () => {
    roles = ['property'];
    open();
    expect(await screen.findByText('入驻审核仅限平台运营人员使用')).toBeTruthy();
    expect(calledUrls(api, '/api/operator/supplier_applications')).toEqual([]);
  });
});
