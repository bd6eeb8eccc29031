import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { OrdersPage } from './orders-page';

const COUNTS = { count: 0, submitted: 0, paid: 0, approved: 0, executing: 0, finished: 0, cancelled: 0, rejected: 0 };

describe('OrdersPage', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('an empty list reads 暂无订单 with a way to the venues', async () => {
    fakeApi((url) => {
      if (url.pathname === '/api/orders') return { result: { data: [], total: 0, page: 1, page_size: 10 } };
      if (url.pathname === '/api/orders/count') return { result: COUNTS };
      return undefined;
    });
    renderWithApp(<OrdersPage />, { route: '/admin/orders/index' });
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去挑选场地' }).closest('a')?.getAttribute('href')).toBeTruthy();
  });

  it("a failed load shows the server's message, and 重新加载 asks again", async () => {
    let fail = true;
    const api = fakeApi((url) => {
      if (url.pathname === '/api/orders')
        return fail ? { status: 500, msg: '服务繁忙，请稍后再试' } : { result: { data: [], total: 0, page: 1, page_size: 10 } };
      if (url.pathname === '/api/orders/count') return { result: COUNTS };
      return undefined;
    });
    renderWithApp(<OrdersPage />, { route: '/admin/orders/index' });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    const before = calledUrls(api, '/api/orders').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    await waitFor(() => expect(calledUrls(api, '/api/orders').length).toBeGreaterThan(before));
  });
});
