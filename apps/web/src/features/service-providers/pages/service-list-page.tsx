import Input from 'antd/es/input';
import { useNavigate, useSearchParams } from 'react-router';
import { useCities } from '@/shared/city/current-city';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { SERVICE_PAGE_SIZE, useServiceProviders, useServiceTypes } from '../api/service-provider-queries';
import { ServiceFilters, type FilterRow } from '../components/service-filters';
import { ServiceProviderItem } from '../components/service-provider-item';
import { parseServiceQuery, serviceQueryString, withKeyword, withPage, type ServiceQuery } from '../components/service-query';

/** /service/index?keyword=&page=&service_type_ids=&city_ids=: facilitators, filtered and searched. */
export function ServiceListPage() {
  usePageTitle('服务商');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = parseServiceQuery(params);
  const types = useServiceTypes();
  const cities = useCities();
  const list = useServiceProviders(query);
  const result = list.data;

  const go = (next: ServiceQuery) => {
    // navigate rather than setSearchParams: the id lists keep their readable commas (1,2 not 1%2C2).
    const search = serviceQueryString(next);
    void navigate({ search: search ? `?${search}` : '' });
    window.scrollTo({ top: 0 });
  };
  const rows: FilterRow[] = [
    { type: 'service_type_ids', label: '服务类型', options: types.data ?? [] },
    { type: 'city_ids', label: '服务城市', options: (cities.data ?? []).map((city) => ({ id: city.id, name: city.name })) },
  ];

  return (
    <PageFrame crumbs={[{ label: '服务商' }]} testId="service-list">
      <PageBanner title="找服务商" text="活动策划、展台搭建、物料制作、礼仪模特……平台认证服务商，一站解决活动执行。">
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          placeholder="搜索服务商名称或服务内容"
          aria-label="搜索服务商"
          enterButton="搜索"
          size="large"
          allowClear
          maxLength={50}
          style={{ maxWidth: 520, marginTop: 16 }}
          onSearch={(value) => go(withKeyword(query, value))}
        />
      </PageBanner>
      <ServiceFilters rows={rows} query={query} onChange={go} />
      <Panel title={result ? `服务商（共 ${result.total} 家）` : '服务商'}>
        <PagedList
          query={list}
          page={query.page}
          pageSize={SERVICE_PAGE_SIZE}
          onPageChange={(page) => go(withPage(query, page))}
          loading={<RowsSkeleton />}
          empty={query.keyword ? `未找到与“${query.keyword}”相关的服务商` : '暂无符合条件的服务商，试试减少筛选条件'}
          pagerOptions={{ hideOnSinglePage: false, style: { marginTop: 24, justifyContent: 'center' }, showTotal: (total) => `共 ${total} 家` }}
        >
          {(providers) => providers.map((provider) => <ServiceProviderItem key={provider.id} provider={provider} />)}
        </PagedList>
      </Panel>
    </PageFrame>
  );
}
