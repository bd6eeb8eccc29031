import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { checkoutLinesFromParam, readCheckoutSelection } from '@/shared/cart/checkout-selection';
import { fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { EnquiryListPage } from './enquiry-list-page';

const quote = (over: Record<string, unknown> = {}) => ({
  id: 9,
  lease_term_type_id: 9,
  lease_term_type: '按天',
  dates: ['2026-12-02', '2026-12-01'],
  price: 150000,
  amount: 300000,
  deposit: 20000,
  note: '含电源',
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  status: 'valid',
  created_at: '2026-11-23T10:00:00+08:00',
  ...over,
});
let enquiries: Record<string, unknown>[];

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer');
  const base = {
    sid: 31,
    top_physical_id: 21,
    field_name: '星河广场中庭',
    pic_url: '',
    size: '6*6',
    name: '张三',
    mobile: '13812345678',
    created_at: '2026-11-23T10:00:00+08:00',
  };
  enquiries = [
    { ...base, id: 71, quote: quote() },
    { ...base, id: 72, quote: quote({ expires_at: new Date(Date.now() - 1000).toISOString() }) },
    { ...base, id: 73, quote: null },
  ];
  fakeApi((url) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 1, name: '', mobile: '13800000001', product: '', email: null, consumption_point: 0, roles: ['business'] } };
    if (url.pathname === '/api/enquiry_information') return { result: { data: enquiries, total: 3, page: 1, page_size: 10 } };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('EnquiryListPage quotes', { timeout: 20_000 }, () => {
  it('shows each quote and orders a valid one at the quoted dates through the checkout', async () => {
    const user = userEvent.setup();
    renderWithApp(<EnquiryListPage />, { route: '/admin/enquiry/index' });
    const cells = await screen.findAllByTestId('enquiry-quote');
    expect(cells[0]!.textContent).toContain('¥1,500.00 × 2（按天）= ¥3,000.00，押金 ¥200.00');
    expect(within(cells[1]!).getByText('已过期')).toBeTruthy();
    expect(within(cells[1]!).queryByRole('button', { name: '按报价下单' })).toBeNull();
    expect(screen.getByText('等待供应商报价')).toBeTruthy();
    await user.click(within(cells[0]!).getByRole('button', { name: '按报价下单' }));
    await waitFor(() => expect(testLocation()).toMatch(/^\/orders\/confirm\?physical_resource_ids=21&lines=[\w-]+$/));
    // The address carries the line too, so the checkout also opens in a new tab.
    expect(checkoutLinesFromParam(new URL(testLocation(), 'http://localhost').searchParams.get('lines'))).toEqual(readCheckoutSelection()?.lines);
    expect(readCheckoutSelection()).toEqual({
      lines: [
        {
          id: 31,
          count: 1,
          enquiry_id: 71,
          dates: [
            { term_type_id: 9, date: '2026-12-01' },
            { term_type_id: 9, date: '2026-12-02' },
          ],
        },
      ],
      cartItemIds: [],
      physicalResourceIds: [21],
    });
  });
});
