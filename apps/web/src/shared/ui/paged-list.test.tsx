import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../catalogue/paged';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '../test/test-app';
import { PagedList, usePageParam } from './paged-list';

const PAGE_SIZE = 2;
const NAMES = ['甲', '乙', '丙', '丁', '戊'];

function page(n: number, names = NAMES): Paged<{ id: number; name: string }> {
  const rows = names.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE).map((name, index) => ({ id: n * 10 + index, name }));
  return { data: rows, total: names.length, page: n, page_size: PAGE_SIZE };
}

function Names() {
  const [current, setPage] = usePageParam();
  const query = useQuery({
    queryKey: ['names', current],
    queryFn: async () => {
      const answer = await fetch(`/api/names?page=${current}`);
      return ((await answer.json()) as { result: Paged<{ id: number; name: string }> }).result;
    },
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList query={query} page={current} pageSize={PAGE_SIZE} onPageChange={setPage} empty="暂无名字">
      {(rows) => (
        <ul data-testid="names">
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

describe('PagedList', () => {
  it('shows the page the URL names, and another page on the pager, keeping it in the URL', async () => {
    const fetch = fakeApi((url) => ({ result: page(Number(url.searchParams.get('page'))) }));
    renderWithApp(<Names />, { route: '/names?page=2' });
    expect(await screen.findByText('丙')).toBeTruthy();
    expect(within(screen.getByTestId('names')).queryByText('甲')).toBeNull();

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('戊')).toBeTruthy();
    expect(testLocation()).toBe('/names?page=3');

    fireEvent.click(screen.getByTitle('1'));
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(testLocation()).toBe('/names');
    expect(calledUrls(fetch).map((url) => url.searchParams.get('page'))).toEqual(['2', '3', '1']);
  });

  it('shows no pager for a single page, and the empty text for an empty list', async () => {
    fakeApi(() => ({ result: page(1, []) }));
    renderWithApp(<Names />, { route: '/names' });
    expect(await screen.findByText('暂无名字')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /pagination/i })).toBeNull();
    expect(screen.queryByTitle('2')).toBeNull();
  });
});
