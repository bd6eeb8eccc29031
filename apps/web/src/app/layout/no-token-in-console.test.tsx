import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { SiteHeader } from './site-header';

// docs/spec/api.md "Hardening, second round — fixed": no session token in a client cache key, a log line or an
// error message. The header observes the supplier account the member centre's gate asks for; the query was
// once declared with the token in its key and no query function, so every page logged the token.
const TOKEN = 'tok_SECRET_4f2a9c81d3e7b605a1c4';

let client: QueryClient | undefined;
function ClientProbe() {
  client = useQueryClient();
  return null;
}

describe('a logged-in child account on a supplier page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('logs nothing holding the token and keeps it out of every query key', async () => {
    const logged: unknown[][] = [];
    for (const level of ['error', 'warn', 'log', 'info', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    const api = fakeApi((url) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 7, name: '小王', mobile: '13900000007', product: '', email: null, consumption_point: 0, roles: [] } };
      if (url.pathname === '/api/supplier_account')
        return {
          result: {
            owner: { id: 2, name: '星河', mobile: '13900000001' },
            actor: { id: 7, name: '小王', mobile: '13900000007' },
            is_child: true,
            permissions: ['orders'],
          },
        };
      if (url.pathname === '/api/order_items/count') return { result: { total: 3, by_status: { paid: 3 } } };
      return undefined;
    });
    renderWithApp(
      <>
        <ClientProbe />
        <SiteHeader />
        <SupplierGate what="查看订单" permission="orders">
          <div data-testid="gate-open" />
        </SupplierGate>
      </>,
      { route: '/admin/supplier/orders' },
    );
    await screen.findByTestId('gate-open');
    // The header's review count follows the account the gate read (the child holds `orders`).
    await waitFor(() => expect(calledUrls(api, '/api/order_items/count').length).toBeGreaterThan(0));

    const keys = client!
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('supplier_account'))).toBe(true);
    expect(keys.filter((key) => key.includes(TOKEN))).toEqual([]);
    const text = logged.map((args) => args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(JSON.stringify(arg) ?? arg))).join(' '));
    expect(text.filter((line) => line.includes(TOKEN))).toEqual([]);
    expect(text.filter((line) => /No queryFn|Missing queryFn/.test(line))).toEqual([]);
  });
});
