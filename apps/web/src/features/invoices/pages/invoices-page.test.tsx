import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { InvoicesPage } from './invoices-page';

const title = {
  id: 5,
  type: 2,
  type_name: '企业（普通发票）',
  title: '上海演示食品有限公司',
  tax_code: '91310104MA1FR0XX3K',
  address: '',
  phone: '',
  bank: '',
  account: '',
  is_default: true,
};
const orders = [
  {
    order_id: 11,
    order_num: '2026112200000011',
    status: 'executing',
    field_names: ['港汇广场中庭'],
    amount: 160000,
    opens_on: '2026-11-25',
    can_request: true,
    reason: null,
    invoice: null,
  },
  {
    order_id: 12,
    order_num: '2026112200000012',
    status: 'approved',
    field_names: ['正大广场'],
    amount: 80000,
    opens_on: '2026-12-02',
    can_request: false,
    reason: '订单执行第2天起方可申请开票，该订单2026-12-02起可申请',
    invoice: null,
  },
];

let api: ReturnType<typeof fakeApi>;

describe('InvoicesPage', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer');
    api = fakeApi((url, init) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 1, name: '演示', mobile: '13800000001', product: '', email: null, consumption_point: 0, roles: ['business'] } };
      if (url.pathname === '/api/invoice_titles' && (init?.method ?? 'GET') === 'GET') return { result: { data: [title], total: 1, page: 1, page_size: 20 } };
      if (url.pathname === '/api/invoices/orders') return { result: { data: orders, total: 2, page: 1, page_size: 10 } };
      if (url.pathname === '/api/invoices' && init?.method === 'POST') return { result: { id: 9 } };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('offers the request from the 2nd day of execution and sends the default title', async () => {
    renderWithApp(<InvoicesPage />, { route: '/admin/invoices' });
    const early = (await screen.findByText('2026112200000012')).closest('tr')!;
    expect(within(early).getByText(/2026-12-02起可申请/)).toBeTruthy();
    const open = (await screen.findByText('2026112200000011')).closest('tr')!;
    fireEvent.click(within(open).getByRole('button', { name: '申请开票' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('request-amount').textContent).toBe('¥1,600.00');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => {
      const posts = api.mock.calls.filter(
        ([input, init]) => new URL(String(input), 'http://localhost').pathname === '/api/invoices' && init?.method === 'POST',
      );
      expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ order_id: 11, invoice_title_id: 5 }]);
    });
  });

  it('checks a new title with the tax-code rule before sending it', async () => {
    renderWithApp(<InvoicesPage />, { route: '/admin/invoices?tab=titles' });
    fireEvent.click(await screen.findByRole('button', { name: '+ 新增发票抬头' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('发票抬头'), { target: { value: '上海某某有限公司' } });
    fireEvent.change(within(dialog).getByLabelText('纳税人识别号'), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('纳税人识别号应为15、18或20位大写字母或数字')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
