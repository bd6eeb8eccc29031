import { formatShanghaiTime } from '@vm/domain/business-date';
import type { TransferView } from '@vm/contracts/payments';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/auth/session';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { QueryTable } from '@/shared/ui/query-table';
import { TRANSFERS_PAGE_SIZE, useTransferDecisions, useTransfers, type TransferFilter } from '../api/transfer-queries';
import { RefuseDialog } from '../components/refuse-dialog';

const FILTERS: { value: TransferFilter; label: string }[] = [
  { value: 'awaiting', label: '待确认' },
  { value: 'confirmed', label: '已确认' },
  { value: 'refused', label: '已拒绝' },
];

const time = (value: string | null) => formatShanghaiTime(value);

function Proofs({ urls }: { urls: readonly string[] }) {
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap>
        {urls.map((url, index) => (
          <Image key={url} src={url} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`转账凭证${index + 1}`} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function columns(filter: TransferFilter, onConfirm: (row: TransferView) => void, onRefuse: (row: TransferView) => void): ColumnsType<TransferView> {
  const base: ColumnsType<TransferView> = [
    { title: '订单号', dataIndex: 'order_num', width: 150 },
    {
      title: '买家 / 联系人',
      key: 'buyer',
      width: 140,
      render: (_: unknown, row) => (
        <>
          <div>{row.buyer_mobile}</div>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
            {row.contact} {row.mobile}
          </div>
        </>
      ),
    },
    { title: '应收金额', dataIndex: 'actual_fee', width: 110, align: 'right', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
    { title: '转账凭证', dataIndex: 'voucher_image_url', render: (urls: string[]) => <Proofs urls={urls} /> },
    { title: '上传时间', dataIndex: 'uploaded_at', width: 100, render: time },
  ];
  if (filter === 'awaiting') {
    base.push(
      { title: '订单截止', dataIndex: 'expires_at', width: 100, render: time },
      {
        title: '操作',
        key: 'actions',
        width: 160,
        render: (_: unknown, row) => (
          <Space size={4}>
            <Button type="primary" size="small" onClick={() => onConfirm(row)}>
              确认收款
            </Button>
            <Button size="small" danger onClick={() => onRefuse(row)}>
              拒绝
            </Button>
          </Space>
        ),
      },
    );
  } else {
    base.push({ title: '处理时间', dataIndex: 'reviewed_at', width: 100, render: time });
    if (filter === 'refused') base.push({ title: '拒绝原因', dataIndex: 'refuse_reason', width: 160, ellipsis: true });
  }
  return base;
}

/** /admin/operator/transfers: platform staff check transfer proofs, confirm receipt or refuse with a reason. */
export function OperatorTransfersPage() {
  usePageTitle('转账确认');
  const { user, isLoading } = useCurrentUser();
  const isOperator = user?.roles.includes('operator') ?? false;
  const [filter, setFilter] = useState<TransferFilter>('awaiting');
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<TransferView | null>(null);
  const transfers = useTransfers(filter, page, isOperator);
  const decisions = useTransferDecisions();

  if (!isLoading && !isOperator) {
    return (
      <AdminFrame title="转账确认">
        <Result status="403" title="无权访问" subTitle="转账确认仅限平台运营人员使用" />
      </AdminFrame>
    );
  }

  const confirm = async (row: TransferView) => {
    const sure = await confirmDialog({
      title: '确认收款',
      content: `确认已收到订单 ${row.order_num} 的转账 ${formatYuan(row.actual_fee)}？确认后订单将变为已支付。`,
    });
    if (!sure) return;
    try {
      await decisions.confirm.mutateAsync(row.order_id);
      void toast.success('已确认收款，订单已支付');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const refuse = async (reason: string) => {
    await decisions.refuse.mutateAsync({ orderId: refusing!.order_id, reason });
    void toast.success('已拒绝该转账凭证');
  };

  return (
    <AdminFrame title="转账确认" testId="operator-transfers-page">
      <Panel
        title="对公转账确认"
        extra={
          <Segmented<TransferFilter>
            value={filter}
            options={FILTERS}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        }
      >
        <QueryTable<TransferView>
          query={transfers}
          rowKey="order_id"
          size="middle"
          columns={columns(filter, (row) => void confirm(row), setRefusing)}
          empty={filter === 'awaiting' ? '暂无待确认的转账' : '暂无记录'}
          page={page}
          pageSize={TRANSFERS_PAGE_SIZE}
          onPageChange={setPage}
        />
      </Panel>
      <RefuseDialog orderNum={refusing?.order_num ?? null} onRefuse={refuse} onClose={() => setRefusing(null)} />
    </AdminFrame>
  );
}
