import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { FirstVisitGift, GIFT_SEEN_KEY } from './first-visit-gift';

function renderGift() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FirstVisitGift />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FirstVisitGift', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: '', result: { id: 1 } }))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('greets a first-time visitor, links to the welfare page, and is remembered once closed', async () => {
    renderGift();
    // A part of the page (not a dialog over it): it covers nothing and scrolls away with the page.
    const gift = screen.getByRole('complementary', { name: '新人专享礼包' });
    expect(screen.getByRole('link', { name: '立即领取' }).getAttribute('href')).toBe('/welfare');
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭新人礼包' }));
    expect(gift.isConnected).toBe(false);
    expect(window.localStorage.getItem(GIFT_SEEN_KEY)).not.toBeNull();
    cleanup();
    renderGift();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown to a logged-in user', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    renderGift();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
