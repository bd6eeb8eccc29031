import type { SupplierApplication, SupplierApplicationStatus } from '@vm/contracts/supplier-applications';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { SUPPLIER_APPLICATION_STATUS_NAMES } from '@vm/domain/supplier-application';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/auth/session';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { QueryTable } from '@/shared/ui/query-table';
import { OPERATOR_APPLICATIONS_PAGE_SIZE, useOperatorApplications, useReviewApplication } from '../api/application-queries';
import { RefuseApplicationDialog } from '../components/refuse-application-dialog';

const FILTERS: { value: SupplierApplicationStatus; label: string }[] = (['pending', 'approved', 'refused'] as const).map((value) => ({
  value,
  label: SUPPLIER_APPLICATION_STATUS_NAMES[value],
}));

function columns(
  status: SupplierApplicationStatus,
  busyId: number | null,
  onApprove: (row: SupplierApplication) => void,
  onRefuse: (row: SupplierApplication) => void,
): ColumnsType<SupplierApplication> {
  const base: ColumnsType<SupplierApplication> = [
    { title: '提交时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
    { title: '申请类型', dataIndex: 'type_name', width: 110 },
    {
      title: '公司名称',
      dataIndex: 'connect_name',
      render: (value: string, row) => (value ? value : <Tag color="warning">{row.incomplete ? '注册时申请，待补充' : '未填写'}</Tag>),
    },
    { title: '联系电话', dataIndex: 'mobile', width: 120, render: (value: string) => value || '—' },
    {
      title: '申请账号',
      key: 'applicant',
      width: 140,
      render: (_: unknown, row) => (
        <>
          <div>{row.applicant.mobile}</div>
          {row.applicant.name && <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>{row.applicant.name}</div>}
        </>
      ),
    },
  ];
  if (status === 'pending') {
    base.push({
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button type="primary" size="small" loading={busyId === row.id} onClick={() => onApprove(row)}>
            通过
          </Button>
          <Button size="small" danger disabled={busyId === row.id} onClick={() => onRefuse(row)}>
            拒绝
          </Button>
        </Space>
      ),
    });
  } else {
    base.push({ title: '审核时间', dataIndex: 'reviewed_at', width: 140, render: (value: string | null) => formatShanghaiTime(value) });
    if (status === 'refused') base.push({ title: '拒绝原因', dataIndex: 'reason', width: 180, ellipsis: true });
  }
  return base;
}

/** /admin/operator/supplier-applications: staff review applications to become supplier, agent or facilitator. */
export function OperatorApplicationsPage() {
  usePageTitle('入驻审核');
  const { user, isLoading } = useCurrentUser();
  const isOperator = user?.roles.includes('operator') ?? false;
  const [status, setStatus] = useState<SupplierApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<SupplierApplication | null>(null);
  const applications = useOperatorApplications(status, page, isOperator);
  const review = useReviewApplication();
  const busyId = review.isPending ? review.variables.id : null;

  if (!isLoading && !isOperator) {
    return (
      <AdminFrame title="入驻审核">
        <Result status="403" title="无权访问" subTitle="入驻审核仅限平台运营人员使用" />
      </AdminFrame>
    );
  }

  const approve = async (row: SupplierApplication) => {
    const sure = await confirmDialog({
      title: '通过入驻申请',
      content: `确认通过「${row.connect_name || row.applicant.mobile}」的${row.type_name}申请？通过后该账号将开通${row.type_name}权限。`,
    });
    if (!sure) return;
    try {
      await review.mutateAsync({ id: row.id });
      void toast.success('已通过申请');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const refuse = async (reason: string) => {
    await review.mutateAsync({ id: refusing!.id, reason });
    void toast.success('已拒绝申请');
  };

  return (
    <AdminFrame title="入驻审核" testId="operator-applications-page">
      <Panel
        title="供应商入驻申请"
        extra={
          <Segmented<SupplierApplicationStatus>
            value={status}
            options={FILTERS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        }
      >
        <QueryTable<SupplierApplication>
          query={applications}
          rowKey="id"
          size="middle"
          columns={columns(status, busyId, (row) => void approve(row), setRefusing)}
          empty={status === 'pending' ? '暂无待审核的申请' : '暂无记录'}
          page={page}
          pageSize={OPERATOR_APPLICATIONS_PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ hideOnSinglePage: true }}
        />
      </Panel>
      <RefuseApplicationDialog
        companyName={refusing ? refusing.connect_name || refusing.applicant.mobile : null}
        onRefuse={refuse}
        onClose={() => setRefusing(null)}
      />
    </AdminFrame>
  );
}
