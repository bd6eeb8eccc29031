import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useArticleTypes } from '../api/article-queries';
import { ArticleAccordion } from '../components/article-accordion';

/** /help/index?type=: the help centre — category tabs, each an accordion of questions (docs/spec/product-spec.md section 2). */
export function HelpCentrePage() {
  usePageTitle('帮助中心');
  const [params, setParams] = useSearchParams();
  const types = useArticleTypes('help');
  const wanted = Number(params.get('type'));
  const active = types.data?.find((type) => type.id === wanted) ?? types.data?.[0];
  return (
    <PageFrame crumbs={[{ label: '帮助中心' }]} testId="help-centre-page">
      <PageBanner title="帮助中心" text="预订流程、支付、发票与售后，常见问题都在这里。" />
      <Panel>
        <QueryState query={types} loading={<RowsSkeleton rows={5} />}>
          {(loaded) => (
            <>
              <Tabs
                activeKey={active ? String(active.id) : undefined}
                onChange={(key) => setParams({ type: key }, { replace: true })}
                items={loaded.map((type) => ({ key: String(type.id), label: type.name }))}
              />
              <ArticleAccordion key={active?.id} articleTypeId={active?.id} emptyText="该分类暂无帮助内容" testId="help-accordion" />
            </>
          )}
        </QueryState>
      </Panel>
    </PageFrame>
  );
}
