import type { ReactNode } from 'react';
import { EmptyBlock, LoadError, RowsSkeleton } from './load-state';

/** What QueryState reads of a TanStack Query result (`useQuery(…)` fits as it is). */
export interface QueryStateSource<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  /** Drawn with the data once it is there (and not empty). */
  children: (data: T) => ReactNode;
  /** While the first answer loads: rows of placeholders unless told. */
  loading?: ReactNode;
  /** When the answer has nothing to show; `empty` is then drawn instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows: a text (an EmptyBlock) or any node. */
  empty?: ReactNode;
  /** The failed load's title (加载失败 unless told). */
  errorTitle?: string;
}

/**
 * The loading / failed / empty / loaded view of one query, the same everywhere: placeholders while
 * loading, the server's Chinese message with 重新加载 on failure (内容不存在 for a 404), the empty text,
 * else the children with the data.
 *
 *   <QueryState query={favorites} loading={<CardGridSkeleton />} isEmpty={(page) => page.data.length === 0} empty="暂无收藏的场地">
 *     {(page) => <FavoriteGrid venues={page.data} />}
 *   </QueryState>
 */
export function QueryState<T>({ query, children, loading, isEmpty, empty = '暂无数据', errorTitle }: QueryStateProps<T>) {
  // Every field read at once: TanStack Query re-renders the owner only for the fields read (see README).
  const { isPending, isError, error, data, refetch } = query;
  if (isPending) return <>{loading ?? <RowsSkeleton rows={3} />}</>;
  if (isError || data === undefined) return <LoadError error={error} title={errorTitle} onRetry={() => void refetch()} />;
  if (isEmpty?.(data)) return <>{typeof empty === 'string' ? <EmptyBlock text={empty} /> : empty}</>;
  return <>{children(data)}</>;
}
