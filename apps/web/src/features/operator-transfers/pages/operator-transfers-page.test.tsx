import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { OperatorTransfersPage } from './operator-transfers-page';

const transfer = (orderId: number) => ({
  order_id: orderId,
  order_num: `20261122000000${orderId}`,
  order_status: 'submitted',
  buyer_mobile: '13800000001',
  contact: '张三',
  mobile: '13812345678',
  actual_fee: 53_000,
  offline_status: 1,
  voucher_image_url: [`/files/voucher/2026/11/${orderId}-a.png`, `/files/voucher/2026/11/${orderId}-b.png`],
  uploaded_at: '2026-11-22T10:00:00+08:00',
  reviewed_at: null,
  refuse_reason: null,
  expires_at: '2026-11-24T10:00:00+08:00',
});

let roles: string[];
let api: ReturnType<typeof fakeApi>;

function bodiesOf(path: string): unknown[] {
  return api.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

describe('OperatorTransfersPage', () => {
  let clock = Date.now();
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
    clock += 10_000;
    const realNow = Date.now.bind(Date);
    const offset = clock - realNow();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    roles = ['operator'];
    api = fakeApi((url) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 9, name: '运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles } };
      if (url.pathname === '/api/operator/transfers') return { result: { data: [transfer(11), transfer(12)], total: 2, page: 1, page_size: 10 } };
      if (url.pathname.endsWith('/confirm')) return { result: { order_id: 11, status: 'paid', offline_status: 2 } };
      if (url.pathname.endsWith('/refuse')) return { result: { order_id: 12, status: 'submitted', offline_status: 3 } };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  const open = () => renderWithApp(<OperatorTransfersPage />, { route: '/admin/operator/transfers' });
  const rowOf = async (orderNum: string) => (await screen.findByText(orderNum)).closest('tr')!;

  it('lists proofs awaiting confirmation with their images', async () => {
    open();
    const row = await rowOf('2026112200000011');
    expect(within(row).getByText('¥530.00')).toBeTruthy();
    expect(within(row).getAllByRole('img', { name: /转账凭证/ })).toHaveLength(2);
    expect(calledUrls(api, '/api/operator/transfers')[0]!.searchParams.get('status')).toBe('awaiting');
  });

  it('confirms receipt after asking', async () => {
    open();
    fireEvent.click(within(await rowOf('2026112200000011')).getByRole('button', { name: '确认收款' }));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s?定$/ }, { timeout: 5000 }));
    await waitFor(() => expect(bodiesOf('/api/operator/transfers/11/confirm')).toHaveLength(1));
  });

  it('refuses only with a reason', async () => {
    open();
    fireEvent.click(within(await rowOf('2026112200000012')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写拒绝原因');
    expect(bodiesOf('/api/operator/transfers/12/refuse')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: '金额与订单不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(bodiesOf('/api/operator/transfers/12/refuse')).toEqual([{ reason: '金额与订单不符' }]));
  });

  it('turns away accounts without the operator role', async () => {
    roles = ['business'];
    open();
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(calledUrls(api, '/api/operator/transfers')).toEqual([]);
  });
});
