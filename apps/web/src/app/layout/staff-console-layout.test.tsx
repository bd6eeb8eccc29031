import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { StaffConsoleLayout } from './staff-console-layout';

function serveSupplier() {
  return fakeApi((url) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles: ['property'] } };
    return undefined;
  });
}

function openConsole() {
  renderWithApp(
    <Routes>
      <Route element={<StaffConsoleLayout kind="supplier" />}>
        <Route path="admin/supplier/index" element={<p>供应商首页的内容</p>} />
        <Route path="admin/supplier/order-items" element={<p>订单审核的内容</p>} />
      </Route>
    </Routes>,
    { route: '/admin/supplier/index' },
  );
}

/** A screen narrower than antd's lg breakpoint (992 px): a phone or a small tablet. */
function narrowScreen() {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia.call(window, query),
    matches: !query.includes('min-width: 992px'),
    addEventListener() {},
    removeEventListener() {},
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = matchMedia;
  };
}

describe('staff console layout', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'supplier-token'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows the whole menu beside the page on a desk, with no folding tab and no 菜单 button', async () => {
    serveSupplier();
    openConsole();
    expect(await screen.findByText('供应商首页的内容')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '供应商中心菜单' });
    expect(within(menu).getByRole('link', { name: '订单审核' }).getAttribute('href')).toBe('/admin/supplier/order-items');
    expect(within(menu).getByRole('link', { name: '结算中心' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '菜单' })).toBeNull();
    expect(document.querySelector('.ant-layout-sider-trigger, .ant-layout-sider-zero-width-trigger')).toBeNull();
  });

  it('on a phone, opens the menu from the header’s 菜单 button and closes it when a page is chosen', async () => {
    const restore = narrowScreen();
    try {
      const user = userEvent.setup();
      serveSupplier();
      openConsole();
      expect(await screen.findByText('供应商首页的内容')).toBeTruthy();
      // Nothing folded over the page: the menu waits behind the header's button.
      expect(screen.queryByRole('navigation', { name: '供应商中心菜单' })).toBeNull();
      expect(document.querySelector('.ant-layout-sider-zero-width-trigger')).toBeNull();
      const button = within(screen.getByRole('banner')).getByRole('button', { name: '菜单' });
      await user.click(button);
      const menu = await screen.findByRole('navigation', { name: '供应商中心菜单' });
      expect(within(screen.getByRole('dialog')).getByText('供应商中心')).toBeTruthy();
      await user.click(within(menu).getByRole('link', { name: '订单审核' }));
      expect(await screen.findByText('订单审核的内容')).toBeTruthy();
      expect(testLocation()).toBe('/admin/supplier/order-items');
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    } finally {
      restore();
    }
  });
});
