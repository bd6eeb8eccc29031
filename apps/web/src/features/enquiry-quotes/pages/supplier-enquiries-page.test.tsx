import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { SupplierEnquiriesPage } from './supplier-enquiries-page';

const today = todayInShanghai(new Date());
const asked = [addDays(today, 5), addDays(today, 6)];
let api: ReturnType<typeof fakeApi>;
/** The lease term the enquiry asks for (天, or 半月租 in the period test). */
let askedTerm = 9;
const quotes = () =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).includes('/quote'))
    .map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, JSON.parse(String(init!.body))]);

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-supplier');
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles: ['property'] } };
    if (url.pathname === '/api/supplier_account')
      return { result: { owner: { id: 2, name: '', mobile: '' }, actor: { id: 2, name: '', mobile: '' }, is_child: false, permissions: ['orders', 'venues'] } };
    if (url.pathname === '/api/supplier_enquiries') {
      const data = [
        {
          id: 71,
          sid: 31,
          top_physical_id: 21,
          field_name: '星河广场中庭',
          size: '6*6',
          custom_dimension: '',
          name: '张三',
          mobile: '13812345678',
          dates: asked,
          lease_term_type_id: askedTerm,
          created_at: '2026-11-23T10:00:00+08:00',
          quote: null,
        },
      ];
      return { result: { data: url.searchParams.get('status') === 'unquoted' ? data : [], total: 1, page: 1, page_size: 20 } };
    }
    if (url.pathname === '/api/supplier_enquiries/71/quote' && init?.method === 'POST') return { result: { id: 1 } };
    return undefined;
  });
});

afterEach(() => {
  askedTerm = 9;
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('SupplierEnquiriesPage', { timeout: 20_000 }, () => {
  it('quotes the asked dates in yuan, sent as fen, with the total shown', async () => {
    const user = userEvent.setup();
    renderWithApp(<SupplierEnquiriesPage />, { route: '/admin/supplier/enquiries' });
    const row = (await screen.findByText('张三', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText(`天 · ${asked.join('、')}`)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '发送报价' }));
    expect(await within(dialog).findByText('请输入报价')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('例如 1500'), { target: { value: '1500.5' } });
    fireEvent.change(within(dialog).getByPlaceholderText('0'), { target: { value: '1.234' } });
    await user.click(within(dialog).getByRole('button', { name: '发送报价' }));
    expect(await within(dialog).findByText('请输入有效的押金，最多两位小数')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('0'), { target: { value: '500' } });
    expect(within(dialog).getByTestId('quote-total').textContent).toContain('¥3,001.00');
    await user.click(within(dialog).getByRole('button', { name: '发送报价' }));
    await waitFor(() =>
      expect(quotes()).toEqual([['/api/supplier_enquiries/71/quote', { lease_term_type_id: 9, dates: asked, price: 150050, deposit: 50000, note: '' }]]),
    );
  });

  it('a 半月租 quote over two adjacent dates is one period: the total is one unit price', async () => {
    askedTerm = 6;
    const user = userEvent.setup();
    renderWithApp(<SupplierEnquiriesPage />, { route: '/admin/supplier/enquiries' });
    const row = (await screen.findByText('张三', undefined, { timeout: 5000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('例如 1500'), { target: { value: '8000' } });
    const total = within(dialog).getByTestId('quote-total');
    await waitFor(() => expect(total.textContent).toContain('¥8,000.00'));
    expect(total.textContent).toContain('1 个半月租周期');
  });
});
