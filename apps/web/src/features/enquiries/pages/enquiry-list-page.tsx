import { formatShanghaiTime } from '@vm/domain/business-date';
import type { Enquiry } from '@vm/contracts/enquiries';
import type { Quote } from '@vm/contracts/supplier-enquiries';
import { QUOTE_STATUS_NAMES, quoteOrderDates, quoteStatusAt } from '@vm/domain/enquiry-quotes';
import { formatYuan } from '@vm/domain/money';
import Tag from 'antd/es/tag';
import { formatSize } from '@vm/domain/spec-picker-options';
import Button from 'antd/es/button';
import type { ResponsiveColumn } from '@/shared/ui/responsive-table';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveCheckoutSelection } from '@/shared/cart/checkout-selection';
import { errorMessage } from '@/shared/api/api-error';
import { RequireLogin } from '@/shared/auth/require-login';
import { pageFromParam } from '@/shared/catalogue/paged';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ENQUIRY_PAGE_SIZE, useDeleteEnquiry, useEnquiries } from '../enquiry-api';
import { paths } from '@/shared/paths';

/** An enquiry with the supplier's quote, once given (GET enquiry_information carries it). */
type QuotedEnquiry = Enquiry & { quote?: Quote | null };

/** The supplier's quote: price × dates, validity, and ordering at that price while it holds. */
function QuoteCell({ item, onOrder }: { item: QuotedEnquiry; onOrder: (item: QuotedEnquiry, quote: Quote) => void }) {
  const quote = item.quote;
  if (!quote) return <span style={{ color: 'var(--ink-3)' }}>等待供应商报价</span>;
  const status = quoteStatusAt(quote, Date.now());
  return (
    <div style={{ fontSize: 13 }} data-testid="enquiry-quote">
      <div>
        {formatYuan(quote.price)} × {quote.dates.length}（{quote.lease_term_type}）={' '}
        <strong style={{ color: 'var(--brand)' }}>{formatYuan(quote.amount)}</strong>
        {quote.deposit > 0 && `，押金 ${formatYuan(quote.deposit)}`}
      </div>
      <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>日期：{quote.dates.join('、')}</div>
      {quote.note && <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>备注：{quote.note}</div>}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
        <Tag color={status === 'valid' ? 'green' : status === 'ordered' ? 'blue' : 'default'}>{QUOTE_STATUS_NAMES[status]}</Tag>
        {status === 'valid' && (
          <>
            <span style={{ color: 'var(--ink-3)', fontSize: 12 }}>有效期至 {formatShanghaiTime(quote.expires_at)}</span>
            <Button type="primary" size="small" onClick={() => onOrder(item, quote)}>
              按报价下单
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function EnquiryTable() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const enquiries = useEnquiries(page);
  const deletion = useDeleteEnquiry();

  const remove = async (item: Enquiry) => {
    if (!(await confirmDialog({ title: '删除询价', content: `确定删除对「${item.field_name}」的询价吗？` }))) return;
    try {
      await deletion.mutateAsync(item.id);
      void toast.success('删除成功');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  /** The checkout hand-off: one line of the quoted booth and dates, carrying the enquiry so the server prices it at the quote. */
  const orderQuote = (item: QuotedEnquiry, quote: Quote) => {
    const lines = [{ id: item.sid, count: 1, dates: quoteOrderDates(quote.dates, quote.lease_term_type_id), enquiry_id: item.id }];
    saveCheckoutSelection({ lines, cartItemIds: [], physicalResourceIds: [item.top_physical_id] });
    void navigate(paths.checkout([item.top_physical_id], [], lines));
  };

  const columns: ResponsiveColumn<QuotedEnquiry>[] = [
    {
      title: '场地',
      key: 'field',
      // The quote column is wide: keep the venue's name on readable lines rather than one character each.
      width: 220,
      render: (_, item) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <SafeImage src={item.pic_url} alt={item.field_name} style={{ width: 64, height: 48, flex: 'none', objectFit: 'cover', borderRadius: 4 }} />
          <Link to={paths.venue(item.top_physical_id)}>{item.field_name}</Link>
        </div>
      ),
    },
    { title: '规格', key: 'size', width: 90, render: (_, item) => formatSize(item.size) },
    { title: '联系人', dataIndex: 'name', width: 90 },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    { title: '询价时间', key: 'created_at', width: 110, render: (_, item) => formatShanghaiTime(item.created_at) },
    { title: '供应商报价', key: 'quote', width: 260, render: (_, item) => <QuoteCell item={item} onOrder={orderQuote} /> },
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
    <ResponsiveQueryTable<QuotedEnquiry>
      query={enquiries}
      spinWhile="pending"
      rowKey="id"
      columns={columns}
      empty={<EmptyBlock text="暂无询价记录" />}
      page={page}
      pageSize={ENQUIRY_PAGE_SIZE}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      pagerOptions={{ hideOnSinglePage: true }}
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
