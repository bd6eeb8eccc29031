import type { OperatorInvoice } from '@vm/contracts/invoices';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { LoadError } from '@/shared/ui/load-state';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { OPERATOR_INVOICES_PAGE_SIZE, useOperatorInvoiceMutations, useOperatorInvoices, type OperatorInvoiceFilter } from '../api/operator-invoice-queries';
import { IssueInvoiceDialog } from '../components/issue-invoice-dialog';

const FILTERS: { value: OperatorInvoiceFilter; label: string }[] = [
  { value: 'requested', label: '待开具' },
  { value: 'issued', label: '已开具' },
];

function columns(filter: OperatorInvoiceFilter, onIssue: (row: OperatorInvoice) => void, onView: (row: OperatorInvoice) => void): ColumnsType<OperatorInvoice> {
  const base: ColumnsType<OperatorInvoice> = [
    { title: '订单号', dataIndex: 'order_num', width: 170 },
    {
      title: '买家',
      key: 'buyer',
      width: 120,
      render: (_, row) => (
        <>
          <div>{row.buyer_name || '—'}</div>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>{row.buyer_mobile}</div>
        </>
      ),
    },
    {
      title: '发票抬头',
      key: 'title',
      render: (_, row) => (
        <>
          <div>{row.title.title}</div>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
            {row.title.type_name}
            {row.title.tax_code && ` · ${row.title.tax_code}`}
          </div>
        </>
      ),
    },
    { title: '开票金额', dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
    { title: '申请时间', dataIndex: 'requested_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
  ];
  if (filter === 'requested') {
    base.push({
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, row) => (
        <Button type="primary" size="small" onClick={() => onIssue(row)}>
          开具
        </Button>
      ),
    });
  } else {
    base.push(
      { title: '开具时间', dataIndex: 'issued_at', width: 140, render: (value: string | null) => formatShanghaiTime(value) },
      { title: '发票号码', dataIndex: 'invoice_no', width: 110, render: (value: string | null) => value ?? '—' },
      {
        title: '操作',
        key: 'action',
        width: 90,
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => onView(row)}>
            查看PDF
          </Button>
        ),
      },
    );
  }
  return base;
}

/** /admin/operator/invoices (发票开具): platform staff issue the invoices buyers asked for, with the PDF. */
export function OperatorInvoicesPage() {
  const isOperator = useIsOperator();
  const [filter, setFilter] = useState<OperatorInvoiceFilter>('requested');
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState<OperatorInvoice | null>(null);
  const invoices = useOperatorInvoices(filter, page, isOperator);
  const { view } = useOperatorInvoiceMutations();

  const open = async (row: OperatorInvoice) => {
    try {
      await view.mutateAsync(row);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <OperatorFrame title="发票开具" testId="operator-invoices-page">
      <Panel
        title="发票开具"
        extra={
          <Segmented<OperatorInvoiceFilter>
            value={filter}
            options={FILTERS}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        }
      >
        {invoices.isError ? (
          <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} />
        ) : (
          <Table<OperatorInvoice>
            rowKey="id"
            size="middle"
            columns={columns(filter, setIssuing, (row) => void open(row))}
            dataSource={invoices.data?.data ?? []}
            loading={invoices.isFetching}
            locale={{ emptyText: filter === 'requested' ? '暂无待开具的发票' : '暂无记录' }}
            pagination={{
              current: page,
              pageSize: OPERATOR_INVOICES_PAGE_SIZE,
              total: invoices.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
              hideOnSinglePage: true,
            }}
          />
        )}
      </Panel>
      <IssueInvoiceDialog invoice={issuing} onClose={() => setIssuing(null)} />
    </OperatorFrame>
  );
}
