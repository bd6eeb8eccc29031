import { formatShanghaiTime } from '@vm/domain/business-date';
import type { Enquiry } from '@vm/contracts/enquiries';
import { formatSize } from '@vm/domain/spec-picker-options';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { RequireLogin } from '../../../shared/auth/require-login';
import { pageFromParam } from '../../../shared/catalogue/paged';
import { SafeImage } from '../../../shared/catalogue/safe-image';
import { AdminFrame } from '../../../shared/ui/admin-frame';
import { confirmDialog, toast } from '../../../shared/ui/feedback';
import { EmptyBlock, LoadError } from '../../../shared/ui/load-state';
import { Panel } from '../../../shared/ui/page-frame';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ENQUIRY_PAGE_SIZE, useDeleteEnquiry, useEnquiries } from '../enquiry-api';
import { paths } from '../../../app/paths';

function EnquiryTable() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const enquiries = useEnquiries(page);
  const deletion = useDeleteEnquiry();

  if (enquiries.isError) return <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />;

  const remove = async (item: Enquiry) => {
    if (!(await confirmDialog({ title: '删除询价', content: `确定删除对「${item.field_name}」的询价吗？` }))) return;
    try {
      await deletion.mutateAsync(item.id);
      void toast.success('删除成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<Enquiry> = [
    {
      title: '场地',
      key: 'field',
      render: (_, item) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <SafeImage src={item.pic_url} alt={item.field_name} style={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 4 }} />
          <Link to={paths.venue(item.top_physical_id)}>{item.field_name}</Link>
        </div>
      ),
    },
    { title: '规格', key: 'size', width: 100, render: (_, item) => formatSize(item.size) },
    { title: '联系人', dataIndex: 'name', width: 110 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '询价时间', key: 'created_at', width: 160, render: (_, item) => formatShanghaiTime(item.created_at) },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, item) => (
        <Button type="link" danger onClick={() => void remove(item)}>
          删除
        </Button>
      ),
    },
  ];

  return (
    <Table<Enquiry>
      rowKey="id"
      loading={enquiries.isPending}
      columns={columns}
      dataSource={enquiries.data?.data ?? []}
      locale={{ emptyText: <EmptyBlock text="暂无询价记录" /> }}
      pagination={{
        current: page,
        pageSize: ENQUIRY_PAGE_SIZE,
        total: enquiries.data?.total ?? 0,
        hideOnSinglePage: true,
        onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}),
      }}
    />
  );
}

/** /admin/enquiry/index: the buyer's enquiries, reached after submitting one. */
export function EnquiryListPage() {
  usePageTitle('我的询价');
  return (
    <RequireLogin>
      <AdminFrame title="我的询价" testId="enquiry-list-page">
        <Panel title="我的询价">
          <EnquiryTable />
        </Panel>
      </AdminFrame>
    </RequireLogin>
  );
}
