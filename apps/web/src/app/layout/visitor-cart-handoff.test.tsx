import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken, TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { addToVisitorCart, readVisitorCart } from '@/shared/cart/visitor-cart';
import { calledUrls, fakeApi, renderWithApp, type FakeAnswer } from '@/shared/test/test-app';
import { VisitorCartHandoff, visitorCartHandoffSettled } from './visitor-cart-handoff';

const line = { id: 11, count: 1, dates: [{ term_type_id: 9, date: '2026-12-01', endDate: '2026-12-01' }] };

function serve(answer: FakeAnswer) {
  let posted: unknown;
  const api = fakeApi((url, init) => {
    if (url.pathname === '/api/cart_items' && init?.method === 'POST') {
      posted = JSON.parse(String(init.body));
      return answer;
    }
    return undefined;
  });
  return { api, posted: () => posted };
}

describe('visitor cart hand-off', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('posts the waiting lines once logged in and removes the temporary copy', async () => {
    addToVisitorCart(line);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    const { api, posted } = serve({ result: { ids: [1], count: 1 } });
    renderWithApp(<VisitorCartHandoff />);
    await waitFor(() => expect(readVisitorCart()).toEqual([]));
    expect(calledUrls(api, '/api/cart_items')).toHaveLength(1);
    expect(JSON.parse((posted() as { resources: string }).resources)).toEqual([expect.objectContaining({ id: 11 })]);
  });

  it('does nothing for a visitor, and posts the lines with the login once the visitor logs in', async () => {
    // Another line than the first test posts: the client refuses an identical POST within 1 s.
    addToVisitorCart({ ...line, id: 14 });
    const { api, posted } = serve({ result: { ids: [1], count: 1 } });
    renderWithApp(<VisitorCartHandoff />);
    // No hand-off was started (had one been, this waits for its end and the POST shows below).
    await visitorCartHandoffSettled();
    expect(calledUrls(api, '/api/cart_items')).toHaveLength(0);
    expect(readVisitorCart()).toEqual([expect.objectContaining({ id: 14 })]);

    act(() => setToken('token-2'));
    await waitFor(() => expect(readVisitorCart()).toEqual([]));
    expect(calledUrls(api, '/api/cart_items')).toHaveLength(1);
    expect(new Headers(api.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer token-2');
    expect(JSON.parse((posted() as { resources: string }).resources)).toEqual([expect.objectContaining({ id: 14 })]);
  });

  it('keeps the lines when the server is down, drops them when they are refused', async () => {
    // Another line than the other tests post: the client refuses an identical POST within 1 s.
    addToVisitorCart({ ...line, id: 12 });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    const down = serve({ status: 503, msg: '服务不可用' });
    const first = renderWithApp(<VisitorCartHandoff />);
    await waitFor(() => expect(calledUrls(down.api, '/api/cart_items')).toHaveLength(1));
    // The try is over (answered 503): the line is still waiting.
    await visitorCartHandoffSettled();
    expect(readVisitorCart()).toEqual([expect.objectContaining({ id: 12 })]);
    first.unmount();
    vi.unstubAllGlobals();

    // The visitor adds one more before the next try (which also makes it another POST body).
    addToVisitorCart({ ...line, id: 13 });
    const refused = serve({ status: 422, msg: '2026-12-01 已过期，请重新选择日期' });
    renderWithApp(<VisitorCartHandoff />);
    await waitFor(() => expect(readVisitorCart()).toEqual([]));
    // The next try carried the kept line too; refused for good, both are dropped.
    expect(JSON.parse((refused.posted() as { resources: string }).resources)).toEqual([
      expect.objectContaining({ id: 12 }),
      expect.objectContaining({ id: 13 }),
    ]);
  });
});
