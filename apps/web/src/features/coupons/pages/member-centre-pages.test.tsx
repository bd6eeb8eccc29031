import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { CompanyCouponsPage } from './company-coupons-page';
import { PointsPage } from './points-page';

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer');
  fakeApi((url) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 5, name: '演示广告主', mobile: '13800000001', product: '', email: null, consumption_point: 1200, roles: ['advertiser'] } };
    if (url.pathname === '/api/coupons') return { result: { data: [], total: 0, page: 1, page_size: 10, counts: { unused: 0, used: 0, expired: 0 } } };
    if (url.pathname === '/api/point_histories') return { result: { data: [], total: 0, page: 1, page_size: 10, balance: 1200 } };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the coupons and points pages are member-centre pages', { timeout: 20_000 }, () => {
  it.each([
    ['我的优惠券', '/admin/coupons/index', <CompanyCouponsPage key="coupons" />],
    ['我的积分', '/admin/points/index', <PointsPage key="points" />],
  ])('%s shows the member centre’s side menu with itself marked', async (title, route, page) => {
    renderWithApp(page, { route });
    const menu = await screen.findByRole('navigation', { name: '会员中心' });
    expect(within(menu).getByRole('link', { name: '我的订单' })).toBeTruthy();
    const current = within(menu).getByRole('link', { name: title });
    expect(current.getAttribute('href')).toBe(route);
    expect(current.className).toMatch(/active/);
    expect(screen.getByRole('link', { name: '会员中心' }).getAttribute('href')).toBe('/admin/orders/index');
  });
});
