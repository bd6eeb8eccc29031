import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { ServiceListPage } from './service-list-page';

const provider = (id: number) => ({
  id,
  name: `上海${id}号活动服务有限公司`,
  logo_url: '',
  city_id: 90,
  city_name: '上海',
  service_types: [{ id: 1, name: '活动策划' }],
  summary: '专注活动策划',
  case_count: 12,
});

let api: ReturnType<typeof fakeApi>;

function lastListQuery(): URLSearchParams {
  const urls = calledUrls(api, '/api/service_providers');
  return urls[urls.length - 1]!.searchParams;
}

describe('ServiceListPage', () => {
  beforeEach(() => {
    api = fakeApi((url) => {
      if (url.pathname === '/api/service_types')
        return {
          result: [
            { id: 1, name: '活动策划' },
            { id: 2, name: '展台搭建' },
          ],
        };
      if (url.pathname === '/api/cities') return { result: [{ id: 90, province_id: 9, name: '上海', en_name: 'Shanghai', domain_name: 'sh' }] };
      if (url.pathname === '/api/service_providers') return { result: { data: [provider(1), provider(2)], total: 30, page: 1, page_size: 12 } };
      return undefined;
    });
  });
  afterEach(() => cleanup());

  it('loads the list from the URL query', async () => {
    renderWithApp(<ServiceListPage />, { route: '/service/index?keyword=策划&service_type_ids=1&page=2' });
    expect(await screen.findByText('上海1号活动服务有限公司')).toBeTruthy();
    const query = lastListQuery();
    expect(query.get('keyword')).toBe('策划');
    expect(query.get('service_type_ids')).toBe('1');
    expect(query.get('page')).toBe('2');
    expect(screen.getByText('上海1号活动服务有限公司').closest('a')?.getAttribute('href')).toBe('/service/view/1');
  });

  it('a checkbox rebuilds the comma-joined list, goes back to page 1 and reloads', async () => {
    renderWithApp(<ServiceListPage />, { route: '/service/index?service_type_ids=1&page=2' });
    const types = within(await screen.findByRole('group', { name: '服务类型' }));
    fireEvent.click(await types.findByRole('checkbox', { name: '展台搭建' }));
    await waitFor(() => expect(testLocation()).toBe('/service/index?service_type_ids=1,2'));
    await waitFor(() => expect(lastListQuery().get('service_type_ids')).toBe('1,2'));
    expect(lastListQuery().get('page')).toBe('1');
  });

  it('不限 clears that type only and is highlighted when nothing is ticked', async () => {
    renderWithApp(<ServiceListPage />, { route: '/service/index?service_type_ids=1,2&city_ids=90' });
    const types = within(await screen.findByRole('group', { name: '服务类型' }));
    expect(types.getByRole('button', { name: '不限' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(types.getByRole('button', { name: '不限' }));
    await waitFor(() => expect(testLocation()).toBe('/service/index?city_ids=90'));
    expect(types.getByRole('button', { name: '不限' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(lastListQuery().get('service_type_ids')).toBeNull());
  });

  it('the search button sets the keyword; pagination sets the page', async () => {
    renderWithApp(<ServiceListPage />, { route: '/service/index?city_ids=90&page=2' });
    await screen.findByText('上海1号活动服务有限公司');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索服务商' }), { target: { value: '礼仪' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(testLocation()).toBe(`/service/index?keyword=${encodeURIComponent('礼仪')}&city_ids=90`));

    fireEvent.click(await screen.findByTitle('3'));
    await waitFor(() => expect(testLocation()).toBe(`/service/index?keyword=${encodeURIComponent('礼仪')}&city_ids=90&page=3`));
    await waitFor(() => expect(lastListQuery().get('page')).toBe('3'));
  });
});
