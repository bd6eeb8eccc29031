import Pagination, { type PaginationProps } from 'antd/es/pagination';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromParam, type Paged } from '../catalogue/paged';
import { QueryState, type QueryStateSource } from './query-state';

/**
 * The page of a list kept in the URL (`?page=3`, none for page 1), so a reload or a shared link opens
 * the same page. Other search parameters are kept.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}

interface PagedListProps<T> {
  /** A query answering one page of the list (`{ data, total, page, page_size }`). */
  query: QueryStateSource<Paged<T>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The rows of the current page. */
  children: (rows: T[], page: Paged<T>) => ReactNode;
  /** The text (or node) when the list has nothing at all. */
  empty: ReactNode;
  loading?: ReactNode;
  errorTitle?: string;
  /** More of the pager's settings (`align`, `showTotal`, a `className` or `style` in place of the default). */
  pagerOptions?: Omit<PaginationProps, 'current' | 'pageSize' | 'total' | 'onChange'>;
}

const PAGER_STYLE = { textAlign: 'right', marginTop: 16 } as const;

/**
 * One page of a server list with its states and pager: placeholders, the failure with 重新加载, the
 * empty text, the rows, and antd's pager under them when there is more than one page. The pager stays
 * while the next page loads (the query's previous data), so the list does not jump.
 */
export function PagedList<T>({ query, page, pageSize, onPageChange, children, empty, loading, errorTitle, pagerOptions }: PagedListProps<T>) {
  const total = query.data?.total ?? 0;
  // `hideOnSinglePage: false` keeps the pager (with its showTotal) under a list of one page too.
  const shown = total > pageSize || (pagerOptions?.hideOnSinglePage === false && total > 0);
  return (
    <>
      <QueryState query={query} loading={loading} errorTitle={errorTitle} isEmpty={(answer) => answer.data.length === 0} empty={empty}>
        {(answer) => children(answer.data, answer)}
      </QueryState>
      {shown && (
        <Pagination
          style={pagerOptions?.style || pagerOptions?.className ? undefined : PAGER_STYLE}
          showSizeChanger={false}
          {...pagerOptions}
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
