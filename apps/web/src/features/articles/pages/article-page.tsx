import { formatShanghaiTime } from '@vm/domain/business-date';
import { Link, useParams } from 'react-router';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel, type Crumb } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { paths } from '@/shared/paths';
import { useAgreement, useArticle } from '../api/article-queries';
import { AGREEMENT_TITLES, type AgreementKey, type ArticleDetail } from '@vm/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArticleHtml } from '../components/article-html';

const SECTION: Record<string, Crumb> = {
  help: { label: '帮助中心', to: paths.help() },
  recruitment: { label: '加入我们', to: paths.recruitment() },
  company_news: { label: '新闻动态', to: paths.companyNews() },
  industry_news: { label: '行业新闻', to: paths.industryNews() },
  company: { label: '关于我们', to: paths.companyInfo() },
  agreement: { label: '平台协议' },
};

/** /articles/{id}: one article (a news item, mostly) with 上一篇 / 下一篇. */
export function ArticlePage() {
  const id = Number(useParams().id);
  return <ArticleView article={useArticle(id)} />;
}

/** /agreements/{user|privacy}: 用户协议 or 隐私政策, the newest published article of its type. */
export function AgreementPage() {
  const key: AgreementKey = useParams().key === 'privacy' ? 'privacy' : 'user';
  return <ArticleView article={useAgreement(key)} fallbackTitle={AGREEMENT_TITLES[key]} neighbours={false} />;
}

function ArticleView({
  article,
  fallbackTitle = '文章',
  neighbours = true,
}: {
  article: UseQueryResult<ArticleDetail>;
  fallbackTitle?: string;
  neighbours?: boolean;
}) {
  usePageTitle(article.data?.title ?? fallbackTitle);
  const data = article.isError ? undefined : article.data;
  const section = data ? (SECTION[data.article_type.kind] ?? { label: data.article_type.name }) : undefined;
  return (
    <PageFrame crumbs={data && section ? [section, { label: data.title }] : [{ label: fallbackTitle }]} testId={data ? 'article-page' : undefined}>
      <QueryState
        query={article}
        loading={
          <Panel>
            <RowsSkeleton rows={8} />
          </Panel>
        }
      >
        {(data) => (
          <Panel>
            <article style={{ maxWidth: 860, margin: '0 auto' }}>
              <h1 style={{ margin: '8px 0 8px', fontSize: 26, textAlign: 'center' }}>{data.title}</h1>
              <p style={{ color: 'var(--ink-3)', textAlign: 'center', marginBottom: 24 }}>
                {data.article_type.name}
                {data.published_at ? ` · ${formatShanghaiTime(data.published_at).slice(0, 10)}` : ''}
              </p>
              <ArticleHtml html={data.content} testId="article-content" />
              {neighbours && (
                <nav
                  style={{ display: 'flex', justifyContent: 'space-between', gap: 16, marginTop: 32, paddingTop: 16, borderTop: '1px solid #f0f0f0' }}
                  aria-label="上一篇下一篇"
                >
                  <span>上一篇：{data.previous ? <Link to={paths.article(data.previous.id)}>{data.previous.title}</Link> : '没有了'}</span>
                  <span>下一篇：{data.next ? <Link to={paths.article(data.next.id)}>{data.next.title}</Link> : '没有了'}</span>
                </nav>
              )}
            </article>
          </Panel>
        )}
      </QueryState>
    </PageFrame>
  );
}
