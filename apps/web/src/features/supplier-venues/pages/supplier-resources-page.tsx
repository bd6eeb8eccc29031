import { PlusOutlined } from '@ant-design/icons';
import type { ManagedResource } from '@vm/contracts/supplier-resources';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { pageFromParam } from '@/shared/catalogue/paged';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock } from '@/shared/ui/load-state';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useManagedCommunities } from '../api/use-managed-communities';
import { RESOURCE_PAGE_SIZE, useManagedResources, useSaleStatus } from '../api/use-managed-resources';
import { BoothsTable } from '../components/booths-table';
import styles from './supplier-pages.module.css';

const SALE_FILTERS = [
  { value: '1', label: '在售' },
  { value: '0', label: '已下架' },
];

function Resources() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromParam(params.get('page'));
  const communityId = Number(params.get('community_id')) || undefined;
  const keyword = params.get('keyword') ?? '';
  const rawOnline = params.get('is_online');
  const isOnline = rawOnline === '0' || rawOnline === '1' ? rawOnline : undefined;
  const resources = useManagedResources({ page, communityId, keyword: keyword || undefined, isOnline });
  const communities = useManagedCommunities(1, '', 100);
  const sale = useSaleStatus();

  const go = (next: { page?: number; communityId?: number | null; keyword?: string; isOnline?: string | null }) => {
    const search = new URLSearchParams();
    const community = next.communityId === undefined ? communityId : next.communityId;
    const word = next.keyword ?? keyword;
    const online = next.isOnline === undefined ? isOnline : next.isOnline;
    if (community) search.set('community_id', String(community));
    if (word) search.set('keyword', word);
    if (online) search.set('is_online', online);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const toggleSale = async (resource: ManagedResource) => {
    const online = !resource.is_online;
    const confirmed = await confirmDialog(
      online
        ? { title: '确认重新上架？', content: `「${resource.name}」的摊位将重新出现在搜索结果中，买家可以下单。` }
        : { title: '确认下架？', content: `「${resource.name}」将从搜索中隐藏，不能再下新订单；已有订单照常执行。` },
    );
    if (!confirmed) return;
    try {
      await sale.mutateAsync({ id: resource.id, online });
      void toast.success(online ? '已重新上架' : '已下架');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Select
            aria-label="所属社区"
            placeholder="全部社区"
            allowClear
            value={communityId}
            onChange={(id?: number) => go({ communityId: id ?? null, page: 1 })}
            options={(communities.data?.data ?? []).map((community) => ({ value: community.id, label: community.name }))}
            style={{ width: 200 }}
          />
          <Select
            aria-label="上架状态"
            placeholder="全部状态"
            allowClear
            value={isOnline}
            onChange={(value?: string) => go({ isOnline: value ?? null, page: 1 })}
            options={SALE_FILTERS}
            style={{ width: 120 }}
          />
          <Input.Search
            placeholder="搜索场地名称"
            allowClear
            defaultValue={keyword}
            onSearch={(word) => go({ keyword: word.trim(), page: 1 })}
            style={{ width: 220 }}
          />
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(`/admin/supplier/resources/new${communityId ? `?community_id=${communityId}` : ''}`)}
        >
          新增场地
        </Button>
      </div>
      <ResponsiveQueryTable<ManagedResource>
        query={resources}
        spinWhile="pending"
        rowKey="id"
        data-testid="resources-table"
        expandable={{ expandedRowRender: (resource) => <BoothsTable booths={resource.booths} />, rowExpandable: (resource) => resource.booths.length > 0 }}
        empty={<EmptyBlock text="暂无场地，点击右上角新增场地" />}
        page={page}
        pageSize={RESOURCE_PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        pagerOptions={{ hideOnSinglePage: true }}
        columns={[
          {
            title: '场地',
            key: 'name',
            render: (_, resource) => (
              <div>
                <Link to={`/fields/${resource.top_physical_id}`} target="_blank">
                  <strong>{resource.name}</strong>
                </Link>
                <div className={styles.muted}>{resource.community_name}</div>
              </div>
            ),
          },
          { title: '场地类型', dataIndex: 'field_type', width: 100 },
          { title: '室内/外', key: 'indoor', width: 80, render: (_, resource) => (resource.indoor ? '室内' : '室外') },
          { title: '面积', dataIndex: 'area', width: 90, render: (area: number) => `${area}㎡` },
          { title: '摊位', key: 'booths', width: 70, render: (_, resource) => `${resource.booths.length} 个` },
          {
            title: '状态',
            key: 'state',
            width: 80,
            card: 'status',
            render: (_, resource) => (resource.is_online ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, resource) => (
              <span className={styles.actions}>
                <Button type="link" size="small" onClick={() => void navigate(`/admin/supplier/resources/${resource.id}/edit`)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger={resource.is_online}
                  loading={sale.isPending && sale.variables?.id === resource.id}
                  onClick={() => void toggleSale(resource)}
                >
                  {resource.is_online ? '下架' : '重新上架'}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </>
  );
}

/** /admin/supplier/resources: the supplier's venues with their booths; take off sale / back on sale. */
export function SupplierResourcesPage() {
  usePageTitle('场地管理');
  return (
    <AdminFrame title="场地管理" testId="supplier-resources-page">
      <SupplierGate what="管理场地">
        <Resources />
      </SupplierGate>
    </AdminFrame>
  );
}
