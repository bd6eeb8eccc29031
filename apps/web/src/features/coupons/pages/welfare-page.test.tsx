import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { WelfarePage } from './welfare-page';

const welfare = (couponId: number, extra: Record<string, unknown> = {}) => ({
  id: null,
  coupon_id: couponId,
  text: `福利券${couponId}`,
  amount: 500,
  min_goods_amount: 0,
  scope: 1,
  scope_text: '全场通用',
  target_id: null,
  target_name: null,
  consumption_point: 0,
  point: 0,
  point_coupons: false,
  default: false,
  is_welfare: true,
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

let claimAnswer: { status: number; body: unknown };
const posted: unknown[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: {
      code: 1,
      msg: '',
      result: { data: [welfare(1), welfare(2), welfare(3, { is_received: true, can_receive: false })], total: 3, page: 1, page_size: 50 },
    },
  };
  if (url.includes('/welfare/receive')) {
    posted.push(JSON.parse(String(init?.body)));
    answer = claimAnswer;
  } else if (url.includes('/users/current')) {
    answer = {
      status: 200,
      body: { code: 1, msg: '', result: { id: 1, name: '演示', mobile: '13800000001', product: '', email: null, consumption_point: 0, roles: ['business'] } },
    };
  }
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <MemoryRouter initialEntries={['/welfare']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <WelfarePage />
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

describe('WelfarePage', () => {
  let clock = Date.now();
  beforeEach(() => {
    posted.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    // Each case is a new visit: step past the client's 1 s duplicate-POST window of the previous one.
    clock += 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('sends a visitor to login before claiming', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /一键领取/ }));
    expect(screen.getByTestId('where').textContent).toBe('/auth/code-login?from=%2Fwelfare');
    expect(posted).toEqual([]);
  });

  it('claims every coupon not yet received and congratulates', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a'.repeat(32));
    claimAnswer = { status: 200, body: { code: 1, msg: '恭喜领取成功！', result: { received: 2, results: [] } } };
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /一键领取/ }));
    expect(await screen.findByText('恭喜领取成功！')).toBeTruthy();
    expect(posted).toEqual([{ coupons: [1, 2] }]);
  });

  it('shows a failure in a modal without a cancel button', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a'.repeat(32));
    claimAnswer = { status: 409, body: { code: 409, msg: '优惠券已领完', result: null } };
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /一键领取/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('领取失败').length).toBeGreaterThan(0);
    expect(await within(dialog).findByText('优惠券已领完')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /取消/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '知道了' })).toBeTruthy();
  });

  it('opens the rules', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: '活动规则' }));
    await waitFor(() => expect(screen.getByText(/每笔订单限用一张优惠券/)).toBeTruthy());
  });
});
