import type { ArticleCard } from '@vm/contracts/content';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { ALL_LOADED, CompanyNewsPage } from './company-news-page';

const news = (id: number): ArticleCard =>
  ({
    id,
    title: `新闻${id}`,
    summary: `摘要${id}`,
    published_at: '2026-11-20T10:00:00+08:00',
  }) as ArticleCard;

const page = (number: number, ids: number[], total: number) => ({ result: { data: ids.map(news), total, page: number, page_size: 4 } });

describe('CompanyNewsPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the failure with 重新加载 when the first page fails, then the news once it loads', async () => {
    let fail = true;
    fakeApi((url) => {
      if (url.pathname !== '/api/articles') return undefined;
      return fail ? { status: 500, msg: '服务繁忙，请稍后再试' } : page(1, [1, 2], 2);
    });
    renderWithApp(<CompanyNewsPage />, { route: '/company/news' });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('新闻1')).toBeTruthy();
    expect(screen.getByTestId('news-load-more').textContent).toBe(ALL_LOADED);
  });

  it('keeps the news already shown when 加载更多 fails', async () => {
    const api = fakeApi((url) => {
      if (url.pathname !== '/api/articles') return undefined;
      return url.searchParams.get('page') === '2' ? { status: 500, msg: '服务繁忙，请稍后再试' } : page(1, [1, 2, 3, 4], 6);
    });
    renderWithApp(<CompanyNewsPage />, { route: '/company/news' });
    expect(await screen.findByText('新闻4')).toBeTruthy();
    fireEvent.click(screen.getByTestId('news-load-more'));
    await waitFor(() => expect(calledUrls(api, '/api/articles').some((url) => url.searchParams.get('page') === '2')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('news-load-more').classList.contains('ant-btn-loading')).toBe(false));
    expect(screen.getByText('新闻1')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('says 暂无新闻 when there is none', async () => {
    fakeApi((url) => (url.pathname === '/api/articles' ? page(1, [], 0) : undefined));
    renderWithApp(<CompanyNewsPage />, { route: '/company/news' });
    expect(await screen.findByText('暂无新闻')).toBeTruthy();
  });
});
