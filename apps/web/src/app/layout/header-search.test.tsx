import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { SEARCH_HISTORY_KEY } from '@/shared/search/search-history';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { HeaderSearch } from './header-search';

const FAST_SEARCH = {
  additional_types: [{ type: 'trading_area_ids', value: 3, name: '静安寺' }],
  data: [{ name: '静安大悦城中庭', id: 11, top_physical_id: 11, community_id: 2, community_name: '静安大悦城', type: 'physical_resource' }],
};

let api: ReturnType<typeof fakeApi>;
let serverHistory: string[];

function requests(method: string, path: string) {
  return api.mock.calls.filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method);
}

describe('HeaderSearch dropdown', () => {
  beforeEach(() => {
    window.localStorage.clear();
    serverHistory = ['服务器记录'];
    api = fakeApi((url, init) => {
      if (url.pathname === '/api/fast/search') return { result: FAST_SEARCH };
      if (url.pathname === '/api/hot_words')
        return {
          result: [
            { id: 1, name: '中庭' },
            { id: 2, name: 'LED屏' },
          ],
        };
      if (url.pathname === '/api/search_histories') {
        if (!window.localStorage.getItem(TOKEN_STORAGE_KEY)) return { status: 401, msg: '请先登录' };
        if (init?.method === 'DELETE') serverHistory = [];
        return { result: serverHistory.map((custom_name, index) => ({ id: index + 1, custom_name, created_at: '2026-05-01T00:00:00Z' })) };
      }
      return undefined;
    });
  });
  afterEach(() => cleanup());

  const box = () => screen.getByRole('combobox', { name: '搜索场地' });

  it('asks fast/search on every keystroke (no debounce) with the city, and shows places then names', async () => {
    renderWithApp(<HeaderSearch />, { route: '/home/index' });
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '静' } });
    fireEvent.change(box(), { target: { value: '静安' } });
    await waitFor(() => expect(calledUrls(api, '/api/fast/search').map((url) => url.searchParams.get('keyword'))).toEqual(['静', '静安']));
    expect(calledUrls(api, '/api/fast/search')[0]!.searchParams.get('city_id')).toBe('90');

    const list = within(await screen.findByRole('listbox', { name: '搜索建议' }));
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['商圈静安寺', '场地静安大悦城中庭']);
    fireEvent.click(list.getByRole('option', { name: /静安寺/ }));
    expect(testLocation()).toBe('/fieldslist?navigation=1&trading_area_ids=3');
  });

  it('shows a visitor the local history and the hot words', async () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['商场中庭', '社区广场']));
    renderWithApp(<HeaderSearch />, { route: '/home/index' });
    fireEvent.focus(box());
    const panel = within(await screen.findByRole('listbox', { name: '搜索历史和热门搜索' }));
    expect(panel.getByText('搜索历史')).toBeTruthy();
    await waitFor(() => expect(panel.getAllByRole('option').map((option) => option.textContent)).toEqual(['商场中庭', '社区广场', '中庭', 'LED屏']));
    expect(panel.getByText('热门搜索')).toBeTruthy();
    expect(requests('GET', '/api/search_histories')).toHaveLength(0);
  });

  it('a visitor choosing a word keeps it first in the local history (5 at most)', async () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['一', '二', '三', '四', '五']));
    renderWithApp(<HeaderSearch />, { route: '/home/index' });
    fireEvent.change(box(), { target: { value: '六' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(testLocation()).toBe(`/fieldslist?keyword=${encodeURIComponent('六')}`);
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['六', '一', '二', '三', '四']);
    expect(requests('POST', '/api/search_histories')).toHaveLength(0);
  });

  it('a logged-in user sees, adds to and clears the history on the server', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    renderWithApp(<HeaderSearch />, { route: '/home/index' });
    fireEvent.focus(box());
    const panel = within(await screen.findByRole('listbox', { name: '搜索历史和热门搜索' }));
    expect(await panel.findByRole('option', { name: '服务器记录' })).toBeTruthy();

    fireEvent.change(box(), { target: { value: '大悦城' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(requests('POST', '/api/search_histories')).toHaveLength(1));
    expect(JSON.parse(String(requests('POST', '/api/search_histories')[0]![1]?.body))).toEqual({ custom_name: '大悦城' });
    expect(new Headers(requests('POST', '/api/search_histories')[0]![1]?.headers).get('Authorization')).toBe('Bearer token-1');

    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.focus(box());
    fireEvent.click(await screen.findByRole('button', { name: '清空' }));
    await waitFor(() => expect(requests('DELETE', '/api/search_histories')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('搜索历史')).toBeNull());
  });
});
