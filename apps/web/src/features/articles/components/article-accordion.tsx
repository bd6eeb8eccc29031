import type { ArticleCard } from '@vm/contracts/content';
import Collapse from 'antd/es/collapse';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { useArticlesWithContent } from '../api/article-queries';
import { ArticleHtml } from './article-html';

/** The help centre's and the recruitment page's accordion: one panel per article (name, then its HTML). */
export function ArticleAccordion({ articleTypeId, emptyText, testId }: { articleTypeId: number | undefined; emptyText: string; testId?: string }) {
  const articles = useArticlesWithContent(articleTypeId);
  return (
    <QueryState query={articles} loading={<RowsSkeleton rows={5} />} isEmpty={(answer) => answer.data.length === 0} empty={emptyText}>
      {(answer) => {
        const items: ArticleCard[] = answer.data;
        return (
          <Collapse
            data-testid={testId}
            accordion
            defaultActiveKey={[String(items[0]!.id)]}
            items={items.map((item) => ({ key: String(item.id), label: <strong>{item.name}</strong>, children: <ArticleHtml html={item.content ?? ''} /> }))}
          />
        );
      }}
    </QueryState>
  );
}
