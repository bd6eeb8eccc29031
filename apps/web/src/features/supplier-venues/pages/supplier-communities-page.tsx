import { PlusOutlined } from '@ant-design/icons';
import type { ManagedCommunity } from '@vm/contracts/supplier-communities';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { EmptyBlock } from '@/shared/ui/load-state';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { COMMUNITY_PAGE_SIZE, useManagedCommunities, useSaveCommunity } from '../api/use-managed-communities';
import { CommunityForm } from '../components/community-form';
import { toCommunityFormValues, type CommunityFormValues } from '../model/community-form-values';
import styles from './supplier-pages.module.css';

function Communities() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromParam(params.get('page'));
  const keyword = params.get('keyword') ?? '';
  const communities = useManagedCommunities(page, keyword);
  const save = useSaveCommunity();
  const [editing, setEditing] = useState<(CommunityFormValues & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const go = (next: { page?: number; keyword?: string }) => {
    const search = new URLSearchParams();
    const word = next.keyword ?? keyword;
    if (word) search.set('keyword', word);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const openForm = (community: ManagedCommunity | null) => {
    setEditing(community ? toCommunityFormValues(community) : null);
    setOpen(true);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          placeholder="搜索社区名称"
          allowClear
          defaultValue={keyword}
          onSearch={(word) => go({ keyword: word.trim(), page: 1 })}
          style={{ width: 280 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          新建社区
        </Button>
      </div>
      <ResponsiveQueryTable<ManagedCommunity>
        query={communities}
        spinWhile="pending"
        rowKey="id"
        data-testid="communities-table"
        empty={<EmptyBlock text={keyword ? '没有找到匹配的社区' : '还没有社区，先新建一个吧'} />}
        page={page}
        pageSize={COMMUNITY_PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        pagerOptions={{ hideOnSinglePage: true }}
        columns={[
          { title: '社区名称', dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
          { title: '城市/区县', key: 'region', render: (_, row) => `${row.city_name} ${row.district_name}` },
          { title: '详细地址', dataIndex: 'address', ellipsis: true },
          { title: '社区类型', dataIndex: 'community_type_name', width: 100 },
          {
            title: '场地',
            dataIndex: 'venue_count',
            width: 80,
            render: (count: number, row) => <Link to={`/admin/supplier/resources?community_id=${row.id}`}>{count} 个</Link>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <span className={styles.actions}>
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  编辑
                </Button>
                <Button type="link" size="small" onClick={() => void navigate(`/admin/supplier/resources/new?community_id=${row.id}`)}>
                  添加场地
                </Button>
              </span>
            ),
          },
        ]}
      />
      <CommunityForm open={open} initial={editing} onClose={() => setOpen(false)} onSubmit={(body) => save.mutateAsync({ id: editing?.id ?? null, body })} />
    </>
  );
}

/** /admin/supplier/communities: the supplier's communities (商场、园区、社区…), create and edit. */
export function SupplierCommunitiesPage() {
  usePageTitle('社区管理');
  return (
    <AdminFrame title="社区管理" testId="supplier-communities-page">
      <SupplierGate what="管理社区">
        <Communities />
      </SupplierGate>
    </AdminFrame>
  );
}
