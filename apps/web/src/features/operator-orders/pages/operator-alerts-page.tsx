import type { OperatorAlert } from '@vm/contracts/operator-alerts';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { useAlerts, useResolveAlert } from '../api/operator-order-queries';

const KINDS: Record<string, string> = { review_overdue: '超时未审核' };

/** /admin/operator/alerts: open alerts to platform staff (sub-orders unreviewed after 24 hours); each is marked handled. */
export function OperatorAlertsPage() {
  const [page, setPage] = useState(1);
  const alerts = useAlerts(page);
  const resolve = useResolveAlert();

  const handle = async (row: OperatorAlert) => {
    try {
      await resolve.mutateAsync(row.id);
      void toast.success('已处理');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<OperatorAlert> = [
    { title: '类型', dataIndex: 'kind', width: 110, render: (value: string) => <Tag color="orange">{KINDS[value] ?? value}</Tag> },
    { title: '内容', dataIndex: 'message' },
    { title: '订单ID', dataIndex: 'order_id', width: 90 },
    { title: '时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_: unknown, row) => (
        <Button size="small" type="primary" onClick={() => void handle(row)}>
          已处理
        </Button>
      ),
    },
  ];

  return (
    <OperatorFrame title="运营提醒" testId="operator-alerts-page">
      <Panel title="运营提醒">
        <QueryTable<OperatorAlert>
          query={alerts}
          rowKey="id"
          size="middle"
          columns={columns}
          empty="暂无待处理的提醒"
          page={page}
          pageSize={15}
          onPageChange={setPage}
        />
      </Panel>
    </OperatorFrame>
  );
}
