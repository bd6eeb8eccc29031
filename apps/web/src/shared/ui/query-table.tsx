import Table, { type TablePaginationConfig, type TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Paged } from '../catalogue/paged';
import { LoadError } from './load-state';
import type { QueryStateSource } from './query-state';
import { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';

/** What QueryTable reads of a TanStack Query result: QueryState's fields and whether a request is in flight. */
export interface QueryTableSource<T> extends QueryStateSource<T> {
  isFetching?: boolean;
}

/** What QueryTable and ResponsiveQueryTable add to their table's props (in place of dataSource, loading, pagination). */
interface QueryTableOwnProps<T> {
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
}

type QueryTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & QueryTableOwnProps<T>;

type ResponsiveQueryTableProps<T> = Omit<ResponsiveTableProps<T>, 'dataSource' | 'loading' | 'pagination'> & QueryTableOwnProps<T>;

/**
 * The one wiring of a query onto a table: the failure (LoadError with 重新加载), or the table's rows,
 * spinner, empty text and pager.
 */
function wire<T>(
  { query, empty, page, pageSize, onPageChange, pagerOptions, pagination, spinWhile = 'fetching', errorTitle }: QueryTableOwnProps<T>,
  locale: TableProps<T>['locale'],
) {
  const { isPending, isFetching, isError, error, data, refetch } = query;
  if (isError) return { failed: <LoadError error={error} title={errorTitle} onRetry={() => void refetch()} /> } as const;
  const rows = data === undefined ? [] : Array.isArray(data) ? data : data.data;
  const total = data === undefined ? 0 : Array.isArray(data) ? data.length : data.total;
  const pager: TableProps<T>['pagination'] =
    pagination !== undefined
      ? pagination
      : page !== undefined && pageSize !== undefined
        ? { current: page, pageSize, total, showSizeChanger: false, onChange: onPageChange, ...pagerOptions }
        : false;
  return {
    failed: null,
    table: {
      dataSource: rows,
      loading: spinWhile === 'pending' ? isPending : (isFetching ?? isPending),
      locale: { ...locale, emptyText: empty },
      pagination: pager,
    },
  } as const;
}

/**
 * QueryState for a console's table (issue 40; decision 0042): a failed load is LoadError with 重新加载
 * (内容不存在 for a 404), as everywhere; otherwise the table itself, which keeps its columns, its rows
 * and its pager while the next page loads (its own spinner rather than placeholders), and its empty
 * text. A query answering a page draws antd's pager from `page`, `pageSize` and the answer's `total`.
 *
 *   <QueryTable query={alerts} rowKey="id" columns={columns} empty="暂无待处理的提醒" page={page} pageSize={15} onPageChange={setPage} />
 */
export function QueryTable<T extends object>(props: QueryTableProps<T>) {
  const { query, empty, page, pageSize, onPageChange, pagerOptions, pagination, spinWhile, errorTitle, locale, ...table } = props;
  const wired = wire<T>({ query, empty, page, pageSize, onPageChange, pagerOptions, pagination, spinWhile, errorTitle }, locale);
  if (wired.failed) return wired.failed;
  return <Table<T> {...table} {...wired.table} />;
}

/**
 * QueryTable over ResponsiveTable (decision 0047): the same states and pager, and below 768 px each row
 * is a card (its money and actions in view) with the cards' own pager. For the buyer's and the supplier's
 * lists; the operator's console stays on QueryTable.
 *
 *   <ResponsiveQueryTable query={history} rowKey="id" columns={COLUMNS} empty={<EmptyBlock text="暂无积分记录" />} page={page} pageSize={10} onPageChange={setPage} />
 */
export function ResponsiveQueryTable<T extends object>(props: ResponsiveQueryTableProps<T>) {
  const { query, empty, page, pageSize, onPageChange, pagerOptions, pagination, spinWhile, errorTitle, locale, ...table } = props;
  const wired = wire<T>({ query, empty, page, pageSize, onPageChange, pagerOptions, pagination, spinWhile, errorTitle }, locale);
  if (wired.failed) return wired.failed;
  return <ResponsiveTable<T> {...table} {...wired.table} />;
}
