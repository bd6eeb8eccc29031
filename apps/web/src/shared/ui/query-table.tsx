import Table, { type TablePaginationConfig, type TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Paged } from '../catalogue/paged';
import { LoadError } from './load-state';
import type { QueryStateSource } from './query-state';

/** What QueryTable reads of a TanStack Query result: QueryState's fields and whether a request is in flight. */
export interface QueryTableSource<T> extends QueryStateSource<T> {
  isFetching?: boolean;
}

type QueryTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & {
  /** A query answering one page (`{ data, total, … }`) or the whole list. */
  query: QueryTableSource<Paged<T> | T[]>;
  /** What the table says when the list has nothing (antd's emptyText: a text or any node). */
  empty: ReactNode;
  /** The server's page (with pageSize and onPageChange): antd's pager under the table. */
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** More of the server pager's settings (`hideOnSinglePage`, `showTotal`…). */
  pagerOptions?: TablePaginationConfig;
  /** A list the table pages itself (`{ pageSize: 10, hideOnSinglePage: true }`), or false for none. */
  pagination?: TableProps<T>['pagination'];
  /** When the table shows its spinner: while any request is in flight (default), or only the first load. */
  spinWhile?: 'fetching' | 'pending';
  errorTitle?: string;
};

/**
 * QueryState for a console's table (issue 40; decision 0042): a failed load is LoadError with 重新加载
 * (内容不存在 for a 404), as everywhere; otherwise the table itself, which keeps its columns, its rows
 * and its pager while the next page loads (its own spinner rather than placeholders), and its empty
 * text. A query answering a page draws antd's pager from `page`, `pageSize` and the answer's `total`.
 *
 *   <QueryTable query={alerts} rowKey="id" columns={columns} empty="暂无待处理的提醒" page={page} pageSize={15} onPageChange={setPage} />
 */
export function QueryTable<T extends object>({
  query,
  empty,
  page,
  pageSize,
  onPageChange,
  pagerOptions,
  pagination,
  spinWhile = 'fetching',
  errorTitle,
  locale,
  ...table
}: QueryTableProps<T>) {
  const { isPending, isFetching, isError, error, data, refetch } = query;
  if (isError) return <LoadError error={error} title={errorTitle} onRetry={() => void refetch()} />;
  const rows = data === undefined ? [] : Array.isArray(data) ? data : data.data;
  const total = data === undefined ? 0 : Array.isArray(data) ? data.length : data.total;
  const pager: TableProps<T>['pagination'] =
    pagination !== undefined
      ? pagination
      : page !== undefined && pageSize !== undefined
        ? { current: page, pageSize, total, showSizeChanger: false, onChange: onPageChange, ...pagerOptions }
        : false;
  return (
    <Table<T>
      {...table}
      dataSource={rows}
      loading={spinWhile === 'pending' ? isPending : (isFetching ?? isPending)}
      locale={{ ...locale, emptyText: empty }}
      pagination={pager}
    />
  );
}
