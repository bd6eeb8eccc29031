import type { Invoice, InvoiceableOrder, InvoiceTitle } from '@vm/contracts/invoices';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import type { Paged } from '@/shared/catalogue/paged';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { ResponsiveQueryTable, type QueryTableSource } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { INVOICES_PAGE_SIZE, useInvoiceableOrders, useInvoiceMutations, useInvoices, useInvoiceTitles } from '../api/invoice-queries';
import { InvoiceTitleDialog } from '../components/invoice-title-dialog';
import { RequestInvoiceDialog } from '../components/request-invoice-dialog';

type Tab = 'orders' | 'invoices' | 'titles';
const TABS: { key: Tab; label: string }[] = [
  { key: 'orders', label: '开票申请' },
  { key: 'invoices', label: '我的发票' },
  { key: 'titles', label: '发票抬头' },
];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.key === value);

const statusTag = (status: 'requested' | 'issued', name: string) => <Tag color={status === 'issued' ? 'green' : 'gold'}>{name}</Tag>;

function OrdersTab({ onRequest }: { onRequest: (order: InvoiceableOrder) => void }) {
  const [page, setPage] = useState(1);
  const orders = useInvoiceableOrders(page);
  return (
    <ResponsiveQueryTable<InvoiceableOrder>
      query={orders}
      spinWhile="pending"
      rowKey="order_id"
      empty={<EmptyBlock text="暂无可开票的订单：订单执行第2天起可申请开票" />}
      page={page}
      pageSize={INVOICES_PAGE_SIZE}
      onPageChange={setPage}
      pagerOptions={{ hideOnSinglePage: true }}
      columns={[
        { title: '订单号', dataIndex: 'order_num', width: 170 },
        { title: '场地', dataIndex: 'field_names', ellipsis: true, card: 'title', render: (names: string[]) => names.join('、') },
        { title: '开票金额', dataIndex: 'amount', width: 120, align: 'right', card: 'amount', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
        { title: '可申请日期', dataIndex: 'opens_on', width: 110 },
        {
          title: '操作',
          key: 'action',
          width: 200,
          render: (_, order) =>
            order.invoice ? (
              statusTag(order.invoice.status, order.invoice.status === 'issued' ? '已开具' : '已申请，待开具')
            ) : order.can_request ? (
              <Button type="primary" size="small" onClick={() => onRequest(order)}>
                申请开票
              </Button>
            ) : (
              <span style={{ color: 'var(--ink-3)', fontSize: 12 }}>{order.reason}</span>
            ),
        },
      ]}
    />
  );
}

function InvoicesTab() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const { download } = useInvoiceMutations();
  const save = async (invoice: Invoice) => {
    try {
      await download.mutateAsync(invoice);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <ResponsiveQueryTable<Invoice>
      query={invoices}
      spinWhile="pending"
      rowKey="id"
      empty={<EmptyBlock text="暂无发票" />}
      page={page}
      pageSize={INVOICES_PAGE_SIZE}
      onPageChange={setPage}
      pagerOptions={{ hideOnSinglePage: true }}
      columns={[
        { title: '订单号', dataIndex: 'order_num', width: 170 },
        {
          title: '发票抬头',
          key: 'title',
          render: (_, invoice) => (
            <>
              <div>{invoice.title.title}</div>
              <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
                {invoice.title.type_name}
                {invoice.title.tax_code && ` · ${invoice.title.tax_code}`}
              </div>
            </>
          ),
        },
        { title: '金额', dataIndex: 'amount', width: 110, align: 'right', card: 'amount', render: (fen: number) => formatYuan(fen) },
        { title: '状态', key: 'status', width: 90, card: 'status', render: (_, invoice) => statusTag(invoice.status, invoice.status_name) },
        {
          title: '申请时间',
          dataIndex: 'requested_at',
          width: 150,
          render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatShanghaiTime(value)}</span>,
        },
        {
          title: '操作',
          key: 'action',
          width: 110,
          render: (_, invoice) =>
            invoice.status === 'issued' ? (
              <Button type="link" size="small" loading={download.isPending && download.variables?.id === invoice.id} onClick={() => void save(invoice)}>
                下载发票
              </Button>
            ) : (
              <span style={{ color: 'var(--ink-3)', fontSize: 12 }}>开具后可下载</span>
            ),
        },
      ]}
    />
  );
}

function TitlesTab({ titles, onEdit }: { titles: QueryTableSource<Paged<InvoiceTitle>>; onEdit: (title: InvoiceTitle | null) => void }) {
  const { removeTitle } = useInvoiceMutations();
  const drop = async (title: InvoiceTitle) => {
    if (!(await confirmDialog({ title: '删除发票抬头', content: `确定删除「${title.title}」吗？已申请的发票不受影响。` }))) return;
    try {
      await removeTitle.mutateAsync(title.id);
      void toast.success('删除成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <ResponsiveQueryTable<InvoiceTitle>
      query={titles}
      spinWhile="pending"
      rowKey="id"
      pagination={false}
      empty={<EmptyBlock text="暂无发票抬头，请先添加" />}
      columns={[
        {
          title: '发票抬头',
          dataIndex: 'title',
          render: (name: string, title) => (
            <>
              {name}
              {title.is_default && (
                <Tag color="orange" style={{ marginLeft: 8 }}>
                  默认
                </Tag>
              )}
            </>
          ),
        },
        { title: '类型', dataIndex: 'type_name', width: 150 },
        { title: '纳税人识别号', dataIndex: 'tax_code', width: 190, render: (code: string) => code || '—' },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_, title) => (
            <>
              <Button type="link" size="small" onClick={() => onEdit(title)}>
                编辑
              </Button>
              <Button type="link" size="small" danger onClick={() => void drop(title)}>
                删除
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * /admin/invoices (发票管理): ask for an invoice of an order from its 2nd day of execution, download
 * issued invoices, keep the invoice titles. The tab is in the URL (`?tab=invoices`).
 */
export function InvoicesPage() {
  usePageTitle('发票管理');
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'orders';
  const titles = useInvoiceTitles();
  const [requesting, setRequesting] = useState<InvoiceableOrder | null>(null);
  const [editing, setEditing] = useState<{ title: InvoiceTitle | null } | null>(null);
  const titleList = titles.data?.data ?? [];

  return (
    <AdminFrame title="发票管理" testId="invoices-page">
      <Panel
        title="发票管理"
        extra={
          tab === 'titles' ? (
            <Button type="primary" onClick={() => setEditing({ title: null })}>
              + 新增发票抬头
            </Button>
          ) : undefined
        }
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'orders' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'orders', label: TABS[0]!.label, children: <OrdersTab onRequest={setRequesting} /> },
            { key: 'invoices', label: TABS[1]!.label, children: <InvoicesTab /> },
            {
              key: 'titles',
              label: TABS[2]!.label,
              children: <TitlesTab titles={titles} onEdit={(title) => setEditing({ title })} />,
            },
          ]}
        />
      </Panel>
      <RequestInvoiceDialog order={requesting} titles={titleList} onAddTitle={() => setEditing({ title: null })} onClose={() => setRequesting(null)} />
      <InvoiceTitleDialog open={editing !== null} title={editing?.title ?? null} onClose={() => setEditing(null)} />
    </AdminFrame>
  );
}
