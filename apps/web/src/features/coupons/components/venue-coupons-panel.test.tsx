import type { CouponOffer } from '@vm/contracts/coupons';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { VenueCouponsPanel } from './venue-coupons-panel';

const offer = (extra: Partial<CouponOffer> = {}): CouponOffer => ({
  id: null,
  coupon_id: 7,
  text: '场地专享满500减50',
  amount: 5000,
  min_goods_amount: 50000,
  scope: 2,
  scope_text: '限「星光广场」使用',
  target_id: 3,
  target_name: '星光广场',
  consumption_point: 0,
  point: 0,
  point_coupons: false,
  default: false,
  is_welfare: false,
  is_received: false,
  received_quantity: 0,
  per_user_limit: 1,
  remaining: 10,
  can_receive: true,
  valid_start_date: null,
  valid_end_date: null,
  valid_days: 30,
  validity_text: '领取后30天内有效',
  ...extra,
});

let offers: CouponOffer[];
let receiveAnswer: { status: number; body: unknown };
const calls: string[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  calls.push(`${init?.method ?? 'GET'} ${url}`);
  const answer = url.includes('/receive')
    ? receiveAnswer
    : { status: 200, body: { code: 1, msg: '', result: { data: offers, total: offers.length, page: 1, page_size: 5 } } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <MemoryRouter initialEntries={['/fields/12?tab=1']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <VenueCouponsPanel communityId={3} physicalResourceId={12} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('VenueCouponsPanel', () => {
  beforeEach(() => {
    offers = [offer()];
    calls.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('lists the coupons on offer for the community and resource', async () => {
    renderPanel();
    expect(await screen.findByText('场地专享满500减50')).toBeTruthy();
    expect(screen.getByText('¥50')).toBeTruthy();
    expect(screen.getByText('满¥500可用')).toBeTruthy();
    expect(calls[0]).toBe('GET /api/communities/3/coupons?page=1&page_size=5&physical_resource_id=12');
  });

  it('says so when there is none', async () => {
    offers = [];
    renderPanel();
    expect(await screen.findByText('暂无可用优惠券')).toBeTruthy();
  });

  it('pages more than 5 coupons with the site pager, and shows none for one page', async () => {
    offers = Array.from({ length: 7 }, (_, i) => offer({ coupon_id: 100 + i, text: `满减券${i + 1}` }));
    const user = renderPanel();
    const pager = await screen.findByRole('navigation', { name: '优惠券分页' });
    await user.click(within(pager).getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(calls).toContain('GET /api/communities/3/coupons?page=2&page_size=5&physical_resource_id=12'));
    cleanup();
    offers = [offer()];
    renderPanel();
    await screen.findByText('场地专享满500减50');
    expect(screen.queryByRole('navigation', { name: '优惠券分页' })).toBeNull();
  });

  it('sends a visitor to the login page with the current url', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(screen.getByTestId('where').textContent).toBe(`/auth/code-login?from=${encodeURIComponent('/fields/12?tab=1')}`);
    expect(calls.some((call) => call.includes('/receive'))).toBe(false);
  });

  it('receives for real, and on failure disables the button and reloads the list', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a'.repeat(32));
    receiveAnswer = { status: 409, body: { code: 409, msg: '优惠券已领完', result: null } };
    const user = renderPanel();
    const button = await screen.findByRole('button', { name: '立即领取' });
    await user.click(button);
    await waitFor(() => expect(calls).toContain('POST /api/coupons/7/receive'));
    await waitFor(() => expect((screen.getByRole('button', { name: '立即领取' }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(calls.filter((call) => call.startsWith('GET /api/communities/3/coupons')).length).toBeGreaterThanOrEqual(2));
  });
});
