import { useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { useCurrentCity } from '@/shared/city/current-city';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { PROPRIETARY_PAGE_SIZE, useProprietaryFields } from '../api/proprietary-fields-queries';
import { ProprietaryFieldRow } from '../components/proprietary-field-row';

/** /fields/proprietary?page=: the platform's own venues, with a page jump. */
export function ProprietaryFieldsPage() {
  usePageTitle('自营场地');
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const city = useCurrentCity();
  const query = useProprietaryFields(page, city.id);
  const result = query.data;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <PageFrame crumbs={[{ label: '自营场地' }]} testId="proprietary-fields">
      <PageBanner title="平台自营场地" text="场地通直营管理，价格透明、档期实时、专人对接，下单后最快当天确认。" />
      <Panel title={result ? `自营场地（共 ${result.total} 个）` : '自营场地'}>
        <PagedList
          query={query}
          page={page}
          pageSize={PROPRIETARY_PAGE_SIZE}
          onPageChange={goTo}
          loading={<RowsSkeleton />}
          empty={page > 1 ? '该页暂无自营场地，请返回第一页' : '当前城市暂无自营场地，换个城市看看吧'}
          pagerOptions={{
            hideOnSinglePage: false,
            style: { marginTop: 24, justifyContent: 'center' },
            showQuickJumper: true,
            showTotal: (total) => `共 ${total} 个场地`,
          }}
        >
          {(venues) => venues.map((venue) => <ProprietaryFieldRow key={venue.id} venue={venue} />)}
        </PagedList>
      </Panel>
    </PageFrame>
  );
}
