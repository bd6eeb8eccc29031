import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { SearchSynonymsPage, splitSynonymWords } from './search-synonyms-page';

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
    if (url.pathname === '/api/operator/search_synonyms' && init?.method === 'POST') return { result: { id: 12 } };
    if (url.pathname === '/api/operator/search_synonyms/1' && init?.method === 'DELETE') return { result: null };
    if (url.pathname === '/api/operator/search_synonyms/1' && init?.method === 'PUT')
      return { result: { id: 1, words: ['购物中心', '商场', '卖场'], updated_at: '2026-11-28T10:00:00.000Z' } };
    if (url.pathname === '/api/operator/search_synonyms')
      return { result: [{ id: 1, words: ['购物中心', '商场', '商城'], updated_at: '2026-11-28T10:00:00.000Z' }] };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('SearchSynonymsPage', { timeout: 45_000 }, () => {
  it('splits what the operator types into words', () => {
    expect(splitSynonymWords(' 购物中心, 商场，商城、mall  ')).toEqual(['购物中心', '商场', '商城', 'mall']);
  });

  it('lists the groups, adds one, edits one and removes one', async () => {
    renderWithApp(<SearchSynonymsPage />, { route: '/admin/operator/search-synonyms' });
    const user = userEvent.setup();
    expect(await screen.findByText('商城')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '添加同义词组' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '交通枢纽 地铁站,火车站');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies('POST', '/api/operator/search_synonyms')).toEqual([{ words: ['交通枢纽', '地铁站', '火车站'] }]));

    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const editDialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const box = within(editDialog).getByRole('textbox');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('购物中心 商场 商城'));
    await user.clear(box);
    await user.type(box, '购物中心 商场 卖场');
    await user.click(within(editDialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies('PUT', '/api/operator/search_synonyms/1')).toEqual([{ words: ['购物中心', '商场', '卖场'] }]));

    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除「购物中心 / 商场 / 商城」？')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(bodies('DELETE', '/api/operator/search_synonyms/1')).toHaveLength(1));
  });
});
