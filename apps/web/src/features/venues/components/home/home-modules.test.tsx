import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeModules } from './home-modules';
import { venueCardFixture } from '@/shared/test/venue-card-fixture';
import { PAGE_DATA_ELEMENT_ID } from '@vm/contracts/page-data';
import { resetPageDataForTests } from '@/shared/api/page-data';

const card = venueCardFixture;

const envelope = (result: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { code: 1, msg: '', result } : { code: status, msg: '服务器开小差了，请稍后再试', result: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let answerCategories: (response: Response) => void;
const fieldRequests: Record<string, string>[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/categories') return new Promise<Response>((resolve) => (answerCategories = resolve));
  if (url.pathname === '/api/fields') {
    const query = Object.fromEntries(url.searchParams);
    fieldRequests.push(query);
    return envelope({ data: [card(1, query.category_ids ? `类型${query.category_ids}的中庭` : '不限类型的中庭')], total: 1, page: 1, page_size: 4 });
  }
  if (url.pathname === '/api/home_modules') return envelope([{ key: 'category', label: '按类型找场地', enabled: true }]);
  if (url.pathname === '/api/regions/trading_areas') return envelope([]);
  return envelope(null, 404);
});

function renderModules(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeModules cityId={90} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HomeModules', () => {
  beforeEach(() => {
    fieldRequests.length = 0;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the first category’s venues once the categories are known, and never for the unfiltered list first', async () => {
    renderModules();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/categories'))).toBe(true));
    // Still waiting for the categories: skeleton cards, no venue request yet.
    expect(screen.getByText('场地加载中…')).toBeTruthy();
    expect(fieldRequests).toEqual([]);
    answerCategories(
      envelope([
        { id: 7, name: '广告位', kind: 'ad' },
        { id: 2, name: '中庭', kind: 'venue' },
        { id: 3, name: '外广场', kind: 'venue' },
      ]),
    );
    expect(await screen.findByText('类型2的中庭')).toBeTruthy();
    expect(fieldRequests).toEqual([{ city_ids: '90', page: '1', page_size: '4', category_ids: '2' }]);
    expect(screen.getByRole('button', { name: '中庭', pressed: true })).toBeTruthy();
  });

  it('shows the unfiltered list when the categories cannot be read', async () => {
    renderModules();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/categories'))).toBe(true));
    answerCategories(envelope(null, 500));
    expect(await screen.findByText('不限类型的中庭')).toBeTruthy();
    expect(fieldRequests).toEqual([{ city_ids: '90', page: '1', page_size: '4' }]);
  });

  it('draws the first tab from the answers the landing page came with, without asking (the paths the server fills in)', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = JSON.stringify({
      answers: [
        {
          api: '/api/home_modules',
          data: [
            { key: 'trading_area', label: '热门商圈', enabled: true },
            { key: 'category', label: '按类型找场地', enabled: true },
          ],
        },
        { api: '/api/categories', data: [{ id: 2, name: '中庭', kind: 'venue' }] },
        { api: '/api/regions/trading_areas?city_id=90', data: [{ id: 5, city_id: 90, district_id: 1, name: '徐家汇' }] },
        {
          api: '/api/fields?city_ids=90&page=1&page_size=4&trading_area_ids=5',
          data: { data: [card(1, '落地即见的商圈中庭')], total: 1, page: 1, page_size: 4 },
        },
      ],
    });
    document.head.append(element);
    resetPageDataForTests();
    try {
      // A stale time as the app's client has (app/query-client.ts).
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
      renderModules(client);
      expect(screen.getByText('落地即见的商圈中庭')).toBeTruthy();
      expect(screen.getByRole('button', { name: '徐家汇', pressed: true })).toBeTruthy();
      expect(screen.getByRole('tab', { name: '热门商圈', selected: true })).toBeTruthy();
      // Mounted and settled: a query that asks starts fetching as it mounts, and none is; every one
      // holds a fresh answer, so none asks later either.
      expect(client.getQueryCache().getAll().length).toBeGreaterThan(0);
      expect(client.isFetching()).toBe(0);
      expect(
        client
          .getQueryCache()
          .findAll({ stale: true })
          .map((query) => query.queryKey),
      ).toEqual([]);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      element.remove();
      resetPageDataForTests();
    }
  });
});
