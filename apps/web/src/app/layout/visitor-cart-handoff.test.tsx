import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../shared/auth/token-store';
import { addToVisitorCart, readVisitorCart } from '../../shared/cart/visitor-cart';
import { calledUrls, fakeApi, renderWithApp, type FakeAnswer } from '../../shared/test/test-app';
import { VisitorCartHandoff } from './visitor-cart-handoff';

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

  it('does nothing for a visitor', async () => {
    addToVisitorCart(line);
    const { api } = serve({ result: { ids: [1], count: 1 } });
    renderWithApp(<VisitorCartHandoff />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calledUrls(api, '/api/cart_items')).toHaveLength(0);
    expect(readVisitorCart()).toHaveLength(1);
  });

  it('keeps the lines when the server is down, drops them when they are refused', async () => {
    // Another line than the other tests post: the client refuses an identical POST within 1 s.
    addToVisitorCart({ ...line, id: 12 });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    const down = serve({ status: 503, msg: '服务不可用' });
    const first = renderWithApp(<VisitorCartHandoff />);
    await waitFor(() => expect(calledUrls(down.api, '/api/cart_items')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readVisitorCart()).toHaveLength(1);
    first.unmount();
    vi.unstubAllGlobals();

    // The visitor adds one more before the next try (which also makes it another POST body).
    addToVisitorCart({ ...line, id: 13 });
    serve({ status: 422, msg: '2026-12-01 已过期，请重新选择日期' });
    renderWithApp(<VisitorCartHandoff />);
    await waitFor(() => expect(readVisitorCart()).toEqual([]));
  });
});
