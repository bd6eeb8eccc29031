import type { ArticleCard } from '@vm/contracts/content';
import { COMPANY_NEWS_TYPE_ID } from '@vm/contracts/content';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import { Link, useSearchParams } from 'react-router';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { paths } from '@/shared/paths';
import { useNewsPages } from '../api/article-queries';
import styles from './company-news-page.module.css';

const TABS = {
  company: { label: '公司新闻', filter: { article_type_id: COMPANY_NEWS_TYPE_ID } },
  industry: { label: '行业新闻', filter: { article_type_display_name: '行业新闻' } },
} as const;
type Tab = keyof typeof TABS;

/** docs/spec/product-spec.md section 4: the button loads the next page; when nothing is left it reads 已全部加载完毕. */
export const ALL_LOADED = '已全部加载完毕';

function NewsList({ tab }: { tab: Tab }) {
  const news = useNewsPages(TABS[tab].filter);
  // A failed 加载更多 keeps the pages already shown (the button stays): only a failed first page is the failure view.
  const firstPage = { isPending: news.isPending, isError: news.isError && !news.data, error: news.error, data: news.data, refetch: news.refetch };
  return (
    <QueryState
      query={firstPage}
      loading={<RowsSkeleton rows={4} />}
      isEmpty={(answer) => answer.pages.every((page) => page.data.length === 0)}
      empty="暂无新闻"
    >
      {(answer) => <NewsItems items={answer.pages.flatMap((page) => page.data)} news={news} />}
    </QueryState>
  );
}

function NewsItems({ items, news }: { items: ArticleCard[]; news: ReturnType<typeof useNewsPages> }) {
  return (
    <>
      <ul className={styles.list} data-testid="news-list">
        {items.map((item) => {
          const date = item.published_at?.slice(0, 10) ?? '';
          return (
            <li key={item.id} className={styles.item}>
              <div className={styles.date}>
                <span className={styles.day}>{date.slice(8, 10)}</span>
                {date.slice(0, 7)}
              </div>
              <div>
                <h3 className={styles.title}>
                  <Link to={paths.article(item.id)}>{item.title}</Link>
                </h3>
                <p className={styles.summary}>{item.summary}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.more}>
        <Button data-testid="news-load-more" disabled={!news.hasNextPage} loading={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()}>
          {news.hasNextPage ? '加载更多' : ALL_LOADED}
        </Button>
      </div>
    </>
  );
}

/** /company/news?tab=: company news (article type 17) and industry news, 4 at a time with 加载更多. */
export function CompanyNewsPage() {
  usePageTitle('新闻动态');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'industry' ? 'industry' : 'company';
  return (
    <PageFrame crumbs={[{ label: '新闻动态' }]} testId="company-news-page">
      <PageBanner title="新闻动态" text="场地通的最新动态与线下推广行业资讯。" />
      <Panel>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'industry' ? { tab: key } : {}, { replace: true })}
          items={(Object.keys(TABS) as Tab[]).map((key) => ({ key, label: TABS[key].label }))}
        />
        <NewsList key={tab} tab={tab} />
      </Panel>
    </PageFrame>
  );
}
