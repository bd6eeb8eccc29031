import type { SupplierEnquiry } from '@vm/contracts/supplier-enquiries';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { findLeaseTerm } from '@vm/domain/lease-terms';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import type { ResponsiveColumn } from '@/shared/ui/responsive-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { Panel } from '@/shared/ui/page-frame';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { SUPPLIER_ENQUIRIES_PAGE_SIZE, useSupplierEnquiries, type InboxFilter } from '../api/enquiry-quote-queries';
import { QuoteDialog } from '../components/quote-dialog';
import { QuoteSummary } from '../components/quote-summary';

function Inbox() {
  const [status, setStatus] = useState<InboxFilter>('unquoted');
  const [page, setPage] = useState(1);
  const [quoting, setQuoting] = useState<SupplierEnquiry | null>(null);
  const enquiries = useSupplierEnquiries(status, page);

  const columns: ResponsiveColumn<SupplierEnquiry>[] = [
    {
      title: '场地 / 规格',
      key: 'field',
      render: (_, item) => (
        <>
          <Link to={`/fields/${item.top_physical_id}`}>{item.field_name}</Link>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
            {item.size.replaceAll('*', 'x')}
            {item.custom_dimension ? `（${item.custom_dimension}）` : ''}
          </div>
        </>
      ),
    },
    {
      title: '询价人',
      key: 'buyer',
      width: 140,
      render: (_, item) => (
        <>
          <div>{item.name}</div>
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>{item.mobile}</div>
        </>
      ),
    },
    {
      title: '询问日期',
      key: 'dates',
      width: 200,
      render: (_, item) => (
        <span style={{ fontSize: 13 }}>
          {item.lease_term_type_id ? `${findLeaseTerm(item.lease_term_type_id)?.name ?? ''} · ` : ''}
          {item.dates.length > 0 ? item.dates.join('、') : '未指定'}
        </span>
      ),
    },
    { title: '询价时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
    {
      title: '报价',
      key: 'quote',
      card: 'amount',
      width: 260,
      render: (_, item) => (item.quote ? <QuoteSummary quote={item.quote} /> : <span style={{ color: 'var(--ink-3)' }}>未报价</span>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, item) =>
        item.quote?.status === 'ordered' ? (
          <span style={{ color: 'var(--ink-3)' }}>已下单</span>
        ) : (
          <Button type={item.quote ? 'default' : 'primary'} size="small" onClick={() => setQuoting(item)}>
            {item.quote ? '重新报价' : '报价'}
          </Button>
        ),
    },
  ];

  return (
    <Panel
      title="询价报价"
      extra={
        <Segmented<InboxFilter>
          value={status}
          options={[
            { value: 'unquoted', label: '待报价' },
            { value: 'quoted', label: '已报价' },
          ]}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      }
    >
      <ResponsiveQueryTable<SupplierEnquiry>
        query={enquiries}
        rowKey="id"
        size="middle"
        columns={columns}
        data-testid="supplier-enquiries"
        empty={status === 'unquoted' ? '暂无待报价的询价' : '暂无已报价的询价'}
        page={page}
        pageSize={SUPPLIER_ENQUIRIES_PAGE_SIZE}
        onPageChange={setPage}
        pagerOptions={{ hideOnSinglePage: true }}
      />
      <QuoteDialog enquiry={quoting} onClose={() => setQuoting(null)} />
    </Panel>
  );
}

/** /admin/supplier/enquiries: enquiries on the supplier's enquiry-only booths, answered with a quote valid 72 h. */
export function SupplierEnquiriesPage() {
  usePageTitle('询价报价');
  return (
    <AdminFrame title="询价报价" testId="supplier-enquiries-page">
      <SupplierGate what="查看询价" permission="venues">
        <Inbox />
      </SupplierGate>
    </AdminFrame>
  );
}
