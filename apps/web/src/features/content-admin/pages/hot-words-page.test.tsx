import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { HotWordsPage } from './hot-words-page';

let api: ReturnType<typeof fakeApi>;
const bodies = (method: string, path: string): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => init?.method === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 9, name: '运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles: ['operator'] } };
    if (url.pathname === '/api/cities') return { result: [{ id: 1, name: '上海', pinyin: 'shanghai', hot: true }] };
    if (url.pathname === '/api/operator/hot_words' && init?.method === 'POST') return { result: { id: 12 } };
    if (url.pathname === '/api/operator/hot_words/3' && init?.method === 'PUT') return { result: { id: 3 } };
    if (url.pathname === '/api/operator/hot_words/3' && init?.method === 'DELETE') return { result: null };
    if (url.pathname === '/api/operator/hot_words') return { result: [{ id: 3, name: '快闪店', city_id: 1, city_name: '上海', sort: 2 }] };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('HotWordsPage', { timeout: 45_000 }, () => {
  it('lists the words, adds a nationwide one, edits one and removes one after 确定', async () => {
    renderWithApp(<HotWordsPage />, { route: '/admin/operator/hot-words' });
    const user = userEvent.setup();
    expect(await screen.findByText('快闪店')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '添加热词' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('热词'), ' 路演 ');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies('POST', '/api/operator/hot_words')).toEqual([{ name: '路演', city_id: null, sort: 0 }]));

    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const editDialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const name = within(editDialog).getByLabelText('热词') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('快闪店'));
    await user.clear(name);
    await user.type(name, '快闪');
    await user.click(within(editDialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies('PUT', '/api/operator/hot_words/3')).toEqual([{ name: '快闪', city_id: 1, sort: 2 }]));

    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除「快闪店」？')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(bodies('DELETE', '/api/operator/hot_words/3')).toHaveLength(1));
  });
});
