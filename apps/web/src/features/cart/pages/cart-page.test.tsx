import type { CartItem } from '@vm/contracts/cart';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { readCheckoutSelection } from '@/shared/cart/checkout-selection';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { CartPage } from './cart-page';

const item = (id: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  selling_resource_id: 10 + id,
  top_physical_id: 100,
  physical_resource_id: 200 + id,
  field_name: `星光广场${id}号位`,
  field_type: '中庭',
  pic_url: '',
  lease_term_type_name: '天',
  size: '3*3',
  custom_dimension: '',
  lease_term_type_id: 9,
  count: 1,
  count_of_time_unit: 2,
  dates: [],
  datesStr: '2026-12-01、2026-12-02',
  leave_words: '',
  amount: 100_000,
  subsidy: 10_000,
  deposit: 50_000,
  available: true,
  problem: null,
  resource: { id: 10 + id, count: 1, dates: [{ term_type_id: 9, date: '2026-12-01', endDate: '2026-12-01' }] },
  created_at: '2026-11-22T10:00:00+08:00',
  ...extra,
});

let items: CartItem[];

function serveCart() {
  return fakeApi((url, init) => {
    if (url.pathname === '/api/cart_items' && (init?.method ?? 'GET') === 'GET')
      return { result: { data: items, total: items.length, page: 1, page_size: 100 } };
    const deleted = /^\/api\/cart_items\/(\d+)$/.exec(url.pathname);
    if (deleted && init?.method === 'DELETE') {
      items = items.filter((entry) => entry.id !== Number(deleted[1]));
      return { result: { id: Number(deleted[1]) } };
    }
    if (url.pathname === '/api/cart_items/count') return { result: { count: items.length } };
    return undefined;
  });
}

describe('cart page', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    items = [item(1), item(2, { available: false, problem: '2026-12-01 已被预订，请重新选择日期' })];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('lists the lines, blocks unorderable ones and totals the ticked ones', async () => {
    const user = userEvent.setup();
    serveCart();
    renderWithApp(<CartPage />, { route: '/cart', path: '/cart' });
    expect(await screen.findByText('星光广场1号位')).toBeTruthy();
    expect(screen.getByText('2026-12-01 已被预订，请重新选择日期')).toBeTruthy();
    const blocked = screen.getByRole('checkbox', { name: '选择星光广场2号位' }) as HTMLInputElement;
    expect(blocked.disabled).toBe(true);
    expect(blocked.checked).toBe(false);
    // The orderable line starts ticked: ¥1,000 − ¥100 subsidy + ¥500 deposit, and 去结算 works at once.
    const first = screen.getByRole('checkbox', { name: '选择星光广场1号位' }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(screen.getByTestId('cart-total').textContent).toBe('¥1,400.00');
    expect((screen.getByRole('button', { name: '去结算' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(first);
    expect(screen.getByTestId('cart-total').textContent).toBe('¥0.00');
    expect((screen.getByRole('button', { name: '去结算' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(first);

    await user.click(screen.getByRole('button', { name: '去结算' }));
    // The address names the cart lines, so the checkout also opens in a new tab.
    expect(testLocation()).toBe('/orders/confirm?physical_resource_ids=201&cart_items=1');
    expect(readCheckoutSelection()).toEqual({ lines: [items[0]!.resource], cartItemIds: [1], physicalResourceIds: [201] });
  });

  it('deletes a line after confirmation', async () => {
    const user = userEvent.setup();
    const api = serveCart();
    renderWithApp(<CartPage />, { route: '/cart', path: '/cart' });
    const row = (await screen.findByText('星光广场1号位')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    // The confirm dialog renders outside the page's ConfigProvider, so antd spaces the two characters.
    await user.click(await screen.findByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(screen.queryByText('星光广场1号位')).toBeNull());
    expect(calledUrls(api, '/api/cart_items/1')).toHaveLength(1);
  });

  it('sends a visitor to login', () => {
    window.localStorage.clear();
    serveCart();
    renderWithApp(<CartPage />, { route: '/cart', path: '/cart' });
    expect(testLocation()).toBe(`/auth/code-login?from=${encodeURIComponent('/cart')}`);
  });
});
