import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAVORITES_PAGE_SIZE } from '../api/use-favorites';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { venueCardFixture } from '@/shared/test/venue-card-fixture';
import { FavoritesPage } from './favorites-page';

const favorite = (id: number) => ({ ...venueCardFixture(id, `收藏场地${id}`), favorited_at: '2026-11-20T10:00:00+08:00' });

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer'));

describe('FavoritesPage', () => {
  it('shows the page of favourites the URL names, with the total, and turns pages through the URL', async () => {
    const total = FAVORITES_PAGE_SIZE + 1;
    const fetch = fakeApi((url) => {
      if (url.pathname !== '/api/favorites') return undefined;
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? Array.from({ length: FAVORITES_PAGE_SIZE }, (_, index) => index + 1) : [total];
      return { result: { data: ids.map(favorite), total, page, page_size: FAVORITES_PAGE_SIZE } };
    });
    renderWithApp(<FavoritesPage />, { route: '/admin/favorites/index' });
    expect(await screen.findByText(`共收藏 ${total} 个场地`, { exact: false })).toBeTruthy();
    expect(within(screen.getByTestId('favorite-list')).getAllByTestId('favorite-item')).toHaveLength(FAVORITES_PAGE_SIZE);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText(`收藏场地${total}`)).toBeTruthy();
    expect(testLocation()).toBe('/admin/favorites/index?page=2');
    expect(calledUrls(fetch, '/api/favorites').map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says there is nothing yet, with a way to the venues', async () => {
    fakeApi((url) => (url.pathname === '/api/favorites' ? { result: { data: [], total: 0, page: 1, page_size: FAVORITES_PAGE_SIZE } } : undefined));
    renderWithApp(<FavoritesPage />, { route: '/admin/favorites/index' });
    expect(await screen.findByText('暂无收藏的场地')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去逛逛场地' })).toBeTruthy();
  });

  it("shows the server's message when the list cannot be read", async () => {
    fakeApi(() => ({ status: 500, msg: '服务器开小差了，请稍后再试' }));
    renderWithApp(<FavoritesPage />, { route: '/admin/favorites/index' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeTruthy();
  });
});
