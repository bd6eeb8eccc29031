import Input from 'antd/es/input';
import { useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { useCurrentCity } from '@/shared/city/current-city';
import { CardGridSkeleton } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ACTIVITY_PAGE_SIZE, useProprietaryActivities } from '../api/activity-queries';
import { ActivityCard } from '../components/activity-card';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 20 } as const;

/** /activities/proprietary?page=&keywords=: the platform's own activities, searchable. */
export function ProprietaryActivitiesPage() {
  usePageTitle('自营活动');
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const keywords = params.get('keywords')?.trim() ?? '';
  const city = useCurrentCity();
  const query = useProprietaryActivities({ page, keywords, cityId: city.id });

  const update = (next: { page?: number; keywords?: string }) => {
    const search = new URLSearchParams();
    const word = next.keywords ?? keywords;
    if (word) search.set('keywords', word);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageFrame crumbs={[{ label: '活动招商' }, { label: '自营活动' }]} testId="proprietary-activities">
      <PageBanner title="平台自营活动" text="场地通官方运营的品牌活动与市集，统一招商、统一执行，报名即可参与。">
        <Input.Search
          key={keywords}
          defaultValue={keywords}
          placeholder="搜索活动名称、社区"
          enterButton="搜索活动"
          size="large"
          allowClear
          maxLength={50}
          style={{ maxWidth: 520, marginTop: 16 }}
          onSearch={(value) => update({ keywords: value.trim(), page: 1 })}
        />
      </PageBanner>
      <PagedList
        query={query}
        page={page}
        pageSize={ACTIVITY_PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        loading={<CardGridSkeleton />}
        empty={keywords ? `未找到与“${keywords}”相关的活动` : '暂无自营活动，敬请期待'}
        pagerOptions={{ style: { marginTop: 28, justifyContent: 'center' }, showTotal: (total) => `共 ${total} 个活动`, hideOnSinglePage: false }}
      >
        {(rows) => (
          <div style={grid}>
            {rows.map((activity) => (
              <ActivityCard key={activity.id} activity={activity} />
            ))}
          </div>
        )}
      </PagedList>
    </PageFrame>
  );
}
