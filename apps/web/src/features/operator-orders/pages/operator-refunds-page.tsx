import type { RefundView } from '@vm/contracts/payments';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { REFUNDS_PAGE_SIZE, useMarkRefundDone, useRefunds } from '../api/operator-order-queries';

const CHANNELS: Record<RefundView['channel'], string> = { wallet: '退回余额', alipay: '原路退回支付宝', transfer: '银行转账退回' };

/** /admin/operator/refunds: refunds by state; a bank-transfer refund is marked done once the money is paid back. */
export function OperatorRefundsPage() {
  const [status, setStatus] = useState<'pending' | 'done'>('pending');
  const [page, setPage] = useState(1);
  const refunds = useRefunds(status, page);
  const markDone = useMarkRefundDone();

  const done = async (row: RefundView) => {
    if (!(await confirmDialog({ title: '确认已退款', content: `确认已通过银行转账向买家 ${row.buyer_mobile} 退回 ${formatYuan(row.amount)}？` }))) return;
    try {
      await markDone.mutateAsync(row.id);
      void toast.success('已标记为退款完成');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<RefundView> = [
    { title: '订单号', dataIndex: 'order_num', width: 160 },
    { title: '买家', dataIndex: 'buyer_mobile', width: 120 },
    { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
    { title: '方式', dataIndex: 'channel', width: 130, render: (value: RefundView['channel']) => <Tag>{CHANNELS[value]}</Tag> },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    {
      title: status === 'pending' ? '发起时间' : '完成时间',
      key: 'time',
      width: 140,
      render: (_: unknown, row) => formatShanghaiTime(status === 'pending' ? row.created_at : row.done_at),
    },
  ];
  if (status === 'pending') {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, row) =>
        row.channel === 'transfer' ? (
          <Button size="small" type="primary" onClick={() => void done(row)}>
            已转账退回
          </Button>
        ) : (
          <span style={{ color: 'var(--ink-3)' }}>渠道处理中</span>
        ),
    });
  }

  return (
    <OperatorFrame title="退款处理" testId="operator-refunds-page">
      <Panel
        title="退款处理"
        extra={
          <Segmented<'pending' | 'done'>
            value={status}
            options={[
              { value: 'pending', label: '待退款' },
              { value: 'done', label: '已完成' },
            ]}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        }
      >
        <QueryTable<RefundView>
          query={refunds}
          rowKey="id"
          size="middle"
          columns={columns}
          empty={status === 'pending' ? '暂无待处理的退款' : '暂无记录'}
          page={page}
          pageSize={REFUNDS_PAGE_SIZE}
          onPageChange={setPage}
        />
      </Panel>
    </OperatorFrame>
  );
}
