import { COMPANY_INFO_TYPE_ID } from '@vm/contracts/content';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useArticlesWithContent } from '../api/article-queries';
import { ArticleHtml } from '../components/article-html';

/** /company/info?tab=: the company info page, one tab per article of the 关于我们 category. */
export function CompanyInfoPage() {
  usePageTitle('关于我们');
  const [params, setParams] = useSearchParams();
  const articles = useArticlesWithContent(COMPANY_INFO_TYPE_ID);
  const items = articles.data?.data ?? [];
  const wanted = Number(params.get('tab'));
  const active = items.find((item) => item.id === wanted) ?? items[0];
  return (
    <PageFrame crumbs={[{ label: '关于我们' }]} testId="company-info-page">
      <PageBanner title="关于场地通" text="连接品牌与线下空间的推广场地预订平台。" />
      <Panel>
        <QueryState query={articles} loading={<RowsSkeleton rows={6} />} isEmpty={(answer) => answer.data.length === 0} empty="暂无公司介绍">
          {() => (
            <Tabs
              tabPlacement="start"
              activeKey={String(active!.id)}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              items={items.map((item) => ({ key: String(item.id), label: item.title, children: <ArticleHtml html={item.content ?? ''} /> }))}
            />
          )}
        </QueryState>
      </Panel>
    </PageFrame>
  );
}
