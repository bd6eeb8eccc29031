import type { ArticleCard } from '@vm/contracts/content';
import Collapse from 'antd/es/collapse';
import { EmptyBlock, LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { useArticlesWithContent } from '../api/article-queries';
import { ArticleHtml } from './article-html';

/** The help centre's and the recruitment page's accordion: one panel per article (name, then its HTML). */
export function ArticleAccordion({ articleTypeId, emptyText, testId }: { articleTypeId: number | undefined; emptyText: string; testId?: string }) {
  const articles = useArticlesWithContent(articleTypeId);
  if (articles.isError) return <LoadError error={articles.error} onRetry={() => void articles.refetch()} />;
  if (articles.isPending) return <RowsSkeleton rows={5} />;
  const items: ArticleCard[] = articles.data.data;
  if (items.length === 0) return <EmptyBlock text={emptyText} />;
  return (
    <Collapse
      data-testid={testId}
      accordion
      defaultActiveKey={[String(items[0]!.id)]}
      items={items.map((item) => ({ key: String(item.id), label: <strong>{item.name}</strong>, children: <ArticleHtml html={item.content ?? ''} /> }))}
    />
  );
}
