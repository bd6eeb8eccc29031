import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../catalogue/paged';
import { calledUrls, fakeApi, renderWithApp } from '../test/test-app';
import { QueryTable } from './query-table';

interface Row {
  id: number;
  name: string;
}

function Names() {
  const [page, setPage] = useState(1);
  const names = useQuery({
    queryKey: ['table-names', page],
    queryFn: async () => {
      const answer = await fetch(`/api/names?page=${page}`);
      const body = (await answer.json()) as { code: number; msg: string; result: Paged<Row> };
      if (!answer.ok) throw new Error(body.msg);
      return body.result;
    },
  });
  return (
    <QueryTable<Row>
      query={names}
      rowKey="id"
      columns={[{ title: '名字', dataIndex: 'name' }]}
      empty="暂无名字"
      page={page}
      pageSize={2}
      onPageChange={setPage}
    />
  );
}

const pageOf = (n: number, names: string[]): Paged<Row> => ({
  data: names.slice((n - 1) * 2, n * 2).map((name, index) => ({ id: n * 10 + index, name })),
  total: names.length,
  page: n,
  page_size: 2,
});

describe('QueryTable', () => {
  it('draws the rows and the pager, and asks for the next page', async () => {
    const api = fakeApi((url) => ({ result: pageOf(Number(url.searchParams.get('page')), ['甲', '乙', '丙']) }));
    renderWithApp(<Names />);
    expect(await screen.findByText('甲')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('丙')).toBeTruthy();
    expect(calledUrls(api, '/api/names').map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('shows the empty text when the list has nothing', async () => {
    fakeApi(() => ({ result: pageOf(1, []) }));
    renderWithApp(<Names />);
    expect(await screen.findByText('暂无名字')).toBeTruthy();
  });

  it('shows the failure with 重新加载 instead of the table', async () => {
    fakeApi(() => ({ status: 500, msg: '服务器开小差了' }));
    renderWithApp(<Names />);
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
