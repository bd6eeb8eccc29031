import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../api/api-error';
import { paths } from '@/shared/paths';

/** A failed load: the server's Chinese message (or a generic one) and a retry button; 404 as 内容不存在. */
export function LoadError({ error, onRetry, title = '加载失败' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const navigate = useNavigate();
  const notFound = error instanceof ApiError && error.status === 404;
  const action = notFound ? (
    <Button type="primary" onClick={() => void navigate(paths.home())}>
      返回首页
    </Button>
  ) : onRetry ? (
    <Button type="primary" onClick={onRetry}>
      重新加载
    </Button>
  ) : undefined;
  return (
    <div data-testid="load-error">
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? '内容不存在或已下线' : title}
        subTitle={notFound ? `${errorMessage(error)}，去看看其他的吧` : errorMessage(error)}
        extra={action}
      />
    </div>
  );
}

/** Nothing to show, in Chinese, with an optional action below. */
export function EmptyBlock({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: '48px 0' }}>
      {children}
    </Empty>
  );
}

/** A grid of card placeholders while a list loads. */
export function CardGridSkeleton({ count = 8, columns = 4 }: { count?: number; columns?: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 20 }} aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} style={{ background: '#fff', borderRadius: 8, padding: 12 }}>
          <Skeleton.Node active style={{ width: '100%', height: 140 }} />
          <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ marginTop: 12 }} />
        </div>
      ))}
    </div>
  );
}

/** Rows of text placeholders (a list or a detail page). */
export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="加载中" style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 2 }} style={{ marginBottom: index < rows - 1 ? 24 : 0 }} />
      ))}
    </div>
  );
}
