import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VenueListPage } from './venue-list-page';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { venueCardFixture } from '@/shared/test/venue-card-fixture';
import { LANDING_VENUE_LIST_API, PAGE_DATA_ELEMENT_ID } from '@vm/contracts/page-data';
import { resetPageDataForTests } from '@/shared/api/page-data';

const venue = venueCardFixture;

const OPTIONS: Record<string, unknown> = {
  '/api/regions/districts': [
    { id: 5, city_id: 90, name: '徐汇区' },
    { id: 7, city_id: 90, name: '静安区' },
  ],
  '/api/categories': [{ id: 2, name: '中庭', kind: 'venue' }],
};

let venuesFor: (query: URLSearchParams) => VenueCard[];
let totalFor: ((query: URLSearchParams) => number) | undefined;
let fallbackFor: ((query: URLSearchParams) => unknown) | undefined;
const fieldRequests: URLSearchParams[] = [];
const fieldPaths: string[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  let result: unknown;
  if (url.pathname === '/api/fields') {
    fieldRequests.push(url.searchParams);
    fieldPaths.push(url.pathname + url.search);
    const data = venuesFor(url.searchParams);
    result = {
      data,
      total: totalFor?.(url.searchParams) ?? data.length,
      page: Number(url.searchParams.get('page')),
      page_size: 20,
      fallback: fallbackFor?.(url.searchParams),
    };
  } else if (url.pathname === '/api/communities/recommends') {
    result = {
      data: [
        {
          physical_resource_id: 9,
          top_physical_id: 9,
          community_id: 3,
          resource_name: '推荐中庭',
          community_name: '港汇广场',
          is_enquiry: false,
          refer_min_price: 0,
          refer_max_price: 0,
          price: 80000,
          subsidy_fee: 0,
          unit: '天',
          order_count: 3,
          district: '徐汇区',
          address: '',
          pic_url: '',
          distance: null,
        },
      ],
      total: 1,
      page: 1,
      page_size: 8,
    };
  } else if (url.pathname in OPTIONS) {
    result = OPTIONS[url.pathname];
  } else {
    return new Response(JSON.stringify({ code: 404, msg: '接口不存在', result: null }), { status: 404 });
  }
  return new Response(JSON.stringify({ code: 1, msg: '', result }), { status: 200, headers: { 'content-type': 'application/json' } });
});

function Location() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Location />
        <VenueListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), search: () => screen.getByTestId('search').textContent };
}

describe('VenueListPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    fieldRequests.length = 0;
    fieldPaths.length = 0;
    venuesFor = () => [venue(1, '港汇中庭A区'), venue(2, '港汇中庭B区')];
    totalFor = undefined;
    fallbackFor = undefined;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads at once with the URL filters and the current city, and shows venue cards', async () => {
    renderPage('/fieldslist?navigation=1&category_ids=2');
    expect(await screen.findByText('港汇中庭A区')).toBeTruthy();
    expect(fieldRequests).toHaveLength(1);
    expect(Object.fromEntries(fieldRequests[0]!)).toEqual({ category_ids: '2', city_ids: '90', page: '1', page_size: '20' });
    const card = screen.getAllByTestId('venue-card')[0]!;
    expect(card.getAttribute('href')).toBe('/fields/1');
    expect(within(card).getByText('¥1,200/天起')).toBeTruthy();
    expect(within(card).getByText('已订 7 单')).toBeTruthy();
    expect(screen.getByText('共', { exact: false }).textContent).toContain('2');
    // The navigation link pre-selected its filter and shows it as a chip.
    expect(await screen.findByRole('button', { name: '移除 场地类型：中庭' })).toBeTruthy();
  });

  it('sends one request 500 ms after quick successive filter clicks', async () => {
    const { user, search } = renderPage('/fieldslist');
    await screen.findByText('港汇中庭A区');
    const areas = within(await screen.findByRole('group', { name: '区域' }));
    const started = Date.now();
    await user.click(areas.getByRole('button', { name: '徐汇区' }));
    await user.click(areas.getByRole('button', { name: '静安区' }));
    expect(search()).toBe('?district_ids=5,7');
    expect(fieldRequests).toHaveLength(1);
    await waitFor(() => expect(fieldRequests).toHaveLength(2), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(fieldRequests[1]!.get('district_ids')).toBe('5,7');
  });

  it('shows 暂无匹配场地 with recommended venues when nothing matches', async () => {
    venuesFor = () => [];
    renderPage('/fieldslist?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(await screen.findByText('暂无匹配场地')).toBeTruthy();
    expect(await screen.findByText('推荐中庭')).toBeTruthy();
  });

  it('shows the fallback of a keyword that found nothing: its sentence and the venues instead', async () => {
    venuesFor = () => [];
    fallbackFor = (query) => ({
      reason: 'recommended',
      keyword: null,
      message: `没有找到"${query.get('keyword')}"相关场地，为你推荐以下场地`,
      data: [venue(8, '推荐的港汇中庭')],
    });
    renderPage('/fieldslist?keyword=%E7%81%AB%E6%98%9F');
    expect(await screen.findByText('没有找到"火星"相关场地，为你推荐以下场地')).toBeTruthy();
    expect(await screen.findByText('推荐的港汇中庭')).toBeTruthy();
    expect(screen.queryByText('暂无匹配场地')).toBeNull();
    expect(screen.getByText('共', { exact: false }).textContent).toContain('0');
  });

  it('removes a chip and pages through the list in the URL', async () => {
    venuesFor = (query) => {
      const offset = (Number(query.get('page')) - 1) * 20;
      return Array.from({ length: query.get('page') === '3' ? 5 : 20 }, (_, i) => venue(offset + i + 1, `场地${offset + i + 1}`));
    };
    totalFor = () => 45;
    const { user, search } = renderPage('/fieldslist?min_price=100&max_price=300&min_area=20');
    await screen.findByText('场地1');
    await user.click(screen.getByRole('button', { name: '第2页' }));
    expect(search()).toBe('?min_price=100&max_price=300&min_area=20&page=2');
    expect(await screen.findByText('场地21')).toBeTruthy();
    // Removing a chip keeps the other filters and starts again at page 1.
    await user.click(screen.getByRole('button', { name: '移除 价格：100-300元/天' }));
    expect(search()).toBe('?min_area=20');
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(search()).toBe('');
  });

  it('a visitor landing without filters asks for the very path whose answer the server puts into the HTML', async () => {
    renderPage('/fieldslist');
    expect(await screen.findByText('港汇中庭A区')).toBeTruthy();
    expect(fieldPaths).toEqual([LANDING_VENUE_LIST_API]);
  });

  it('draws the list that came with the page at once, without asking for it', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = JSON.stringify({
      answers: [{ api: LANDING_VENUE_LIST_API, data: { data: [venue(7, '落地即见中庭')], total: 1, page: 1, page_size: 20 } }],
    });
    document.head.append(element);
    resetPageDataForTests();
    try {
      // A stale time as the app's client has (app/query-client.ts): the landed answer is fresh, nothing asks again.
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
      renderPage('/fieldslist', client);
      expect(screen.getByText('落地即见中庭')).toBeTruthy();
      const picture = within(screen.getByTestId('venue-card')).getByRole('img');
      expect(picture.getAttribute('loading')).toBe('eager');
      // The page has settled: what it asked for (the filters' options) is answered, and every answer it
      // holds is fresh, so nothing asks again later either.
      await waitFor(() => expect(client.isFetching()).toBe(0));
      const staleAnswers = client.getQueryCache().findAll({ stale: true, predicate: (query) => query.state.data !== undefined });
      expect(staleAnswers.map((query) => query.queryKey)).toEqual([]);
      expect(fieldPaths).toEqual([]);
    } finally {
      element.remove();
      resetPageDataForTests();
    }
  });
});
