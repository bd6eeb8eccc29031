import type { OperatorWithdrawal } from '@vm/contracts/settlement';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import { PAYOUT_CHANNEL_NAMES, WITHDRAWAL_STATUS_NAMES, type WithdrawalStatus } from '@vm/domain/settlement';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { downloadPayoutBatch, useOperatorWithdrawals, useWithdrawalDecisions, WITHDRAWALS_PAGE_SIZE } from '../api/operator-finance-queries';

const FILTERS = (Object.entries(WITHDRAWAL_STATUS_NAMES) as [WithdrawalStatus, string][]).map(([value, label]) => ({ value, label }));

function PayDialog({ withdrawal, onClose }: { withdrawal: OperatorWithdrawal | null; onClose: () => void }) {
  const { pay } = useWithdrawalDecisions();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reference.trim()) return setError('请填写银行流水号');
    try {
      await pay.mutateAsync({ id: withdrawal!.id, reference: reference.trim() });
      void toast.success('已确认打款');
      setReference('');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Modal
      title="确认银行打款"
      open={withdrawal !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确认已打款"
      cancelText="取消"
      confirmLoading={pay.isPending}
      destroyOnHidden
    >
      {withdrawal && (
        <p>
          向 {withdrawal.bank_account.account_name}（{withdrawal.bank_account.bank_name} {withdrawal.bank_account.account_number}）打款{' '}
          <strong>{formatYuan(withdrawal.amount)}</strong>
        </p>
      )}
      <Input
        value={reference}
        maxLength={64}
        aria-label="银行流水号"
        placeholder="银行流水号"
        status={error ? 'error' : undefined}
        onChange={(event) => {
          setReference(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <div role="alert" style={{ marginTop: 6, color: '#ff4d4f' }}>
          {error}
        </div>
      )}
    </Modal>
  );
}

/** /admin/operator/withdrawals: the suppliers' withdrawals — pay (bank reference or Alipay transfer), refuse, export the payout batch. */
export function OperatorWithdrawalsPage() {
  const isOperator = useIsOperator();
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<OperatorWithdrawal | null>(null);
  const [refusing, setRefusing] = useState<OperatorWithdrawal | null>(null);
  const list = useOperatorWithdrawals(status, page, isOperator);
  const decisions = useWithdrawalDecisions();

  const alipay = async (row: OperatorWithdrawal) => {
    if (!(await confirmDialog({ title: '支付宝转账', content: `通过支付宝向 ${row.bank_account.account_name} 的银行卡转账 ${formatYuan(row.amount)}？` })))
      return;
    try {
      await decisions.alipay.mutateAsync(row.id);
      void toast.success('支付宝转账成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<OperatorWithdrawal> = [
    { title: '单号', dataIndex: 'id', width: 64 },
    {
      title: '供应商',
      key: 'supplier',
      width: 130,
      render: (_, row) => (
        <>
          <div>{row.supplier_name}</div>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>{row.supplier_mobile}</div>
        </>
      ),
    },
    { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
    {
      title: '收款账户',
      key: 'account',
      render: (_, row) => (
        <>
          <div>{row.bank_account.account_name}</div>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
            {row.bank_account.bank_name} <span style={{ whiteSpace: 'nowrap' }}>{row.bank_account.account_number}</span>
          </div>
        </>
      ),
    },
    { title: '申请时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
  ];
  if (status === 'pending') {
    columns.push({
      title: '操作',
      key: 'actions',
      // Kept in view at the table's right edge while the other columns scroll (a 768 px tablet clipped them).
      width: 124,
      fixed: 'right',
      render: (_, row) => (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 6 }}>
          <Button type="primary" size="small" onClick={() => setPaying(row)}>
            银行打款
          </Button>
          <Button size="small" onClick={() => void alipay(row)}>
            支付宝转账
          </Button>
          <Button size="small" danger onClick={() => setRefusing(row)}>
            拒绝
          </Button>
        </div>
      ),
    });
  } else {
    columns.push(
      { title: '处理时间', dataIndex: 'decided_at', width: 140, render: (value: string | null) => formatShanghaiTime(value) },
      {
        title: status === 'paid' ? '流水号' : '拒绝原因',
        key: 'note',
        render: (_, row) => (status === 'paid' ? `${row.channel === 'alipay' ? `${PAYOUT_CHANNEL_NAMES.alipay} ` : ''}${row.reference ?? ''}` : row.reason),
      },
    );
  }

  return (
    <OperatorFrame title="提现审核" testId="operator-withdrawals-page">
      <Panel
        title="供应商提现"
        extra={
          <Space wrap>
            <Segmented<WithdrawalStatus>
              value={status}
              options={FILTERS}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
            <Button onClick={() => void downloadPayoutBatch().catch((error: unknown) => void toast.error(errorMessage(error)))}>导出打款批次</Button>
          </Space>
        }
      >
        <QueryTable<OperatorWithdrawal>
          query={list}
          rowKey="id"
          size="middle"
          scroll={{ x: 760 }}
          columns={columns}
          empty={status === 'pending' ? '暂无待处理的提现申请' : '暂无记录'}
          page={page}
          pageSize={WITHDRAWALS_PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ hideOnSinglePage: true }}
        />
      </Panel>
      <PayDialog withdrawal={paying} onClose={() => setPaying(null)} />
      <ReasonDialog
        title="拒绝提现"
        open={refusing !== null}
        note={refusing ? `拒绝后 ${formatYuan(refusing.amount)} 将退回供应商的可提现余额。` : undefined}
        placeholder="请填写拒绝原因，供应商将看到该原因"
        onSubmit={async (reason) => {
          await decisions.refuse.mutateAsync({ id: refusing!.id, reason });
          void toast.success('已拒绝，金额已退回可提现余额');
        }}
        onClose={() => setRefusing(null)}
      />
    </OperatorFrame>
  );
}
