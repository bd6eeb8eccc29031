import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Paged } from '../catalogue/paged';
import { calledUrls, fakeApi, renderWithApp } from '../test/test-app';
import { QueryTable, ResponsiveQueryTable } from './query-table';
import { PHONE_MEDIA_QUERY } from './screen';

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

/** The screen answers PHONE_MEDIA_QUERY as a 390 px phone. */
function screenIsPhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original.call(window, query),
    matches: query === PHONE_MEDIA_QUERY ? true : original.call(window, query).matches,
    addEventListener() {},
    removeEventListener() {},
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

interface Priced extends Row {
  fen: number;
}

function PricedNames() {
  const [page, setPage] = useState(1);
  const names = useQuery({
    queryKey: ['priced-names', page],
    queryFn: async () => {
      const answer = await fetch(`/api/priced?page=${page}`);
      const body = (await answer.json()) as { code: number; msg: string; result: Paged<Priced> };
      if (!answer.ok) throw new Error(body.msg);
      return body.result;
    },
  });
  return (
    <ResponsiveQueryTable<Priced>
      query={names}
      rowKey="id"
      columns={[
        { title: '名字', dataIndex: 'name' },
        { title: '金额', dataIndex: 'fen', card: 'amount', render: (fen: number) => `¥${(fen / 100).toFixed(2)}` },
      ]}
      empty="暂无名字"
      page={page}
      pageSize={2}
      onPageChange={setPage}
    />
  );
}

const pricedPage = (n: number, names: string[]): Paged<Priced> => {
  const plain = pageOf(n, names);
  return { ...plain, data: plain.data.map((row) => ({ ...row, fen: row.id * 100 })) };
};

describe('ResponsiveQueryTable', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is a table on a desktop, with the server pager', async () => {
    const api = fakeApi((url) => ({ result: pricedPage(Number(url.searchParams.get('page')), ['甲', '乙', '丙']) }));
    renderWithApp(<PricedNames />);
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('丙')).toBeTruthy();
    expect(calledUrls(api, '/api/priced').map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('draws cards with their money on a phone, and pages them from the server', async () => {
    restore = screenIsPhone();
    const api = fakeApi((url) => ({ result: pricedPage(Number(url.searchParams.get('page')), ['甲', '乙', '丙']) }));
    renderWithApp(<PricedNames />);
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('¥10.00')).toBeTruthy();
    fireEvent.click(screen.getByTitle('下一页'));
    expect(await screen.findByText('丙')).toBeTruthy();
    expect(calledUrls(api, '/api/priced').map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says the empty text, or the failure with 重新加载, on a phone too', async () => {
    restore = screenIsPhone();
    fakeApi(() => ({ result: pricedPage(1, []) }));
    const { unmount } = renderWithApp(<PricedNames />);
    expect(await screen.findByText('暂无名字')).toBeTruthy();
    unmount();
    fakeApi(() => ({ status: 500, msg: '服务器开小差了' }));
    renderWithApp(<PricedNames />);
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 8000 })).toBeTruthy();
  });
});
